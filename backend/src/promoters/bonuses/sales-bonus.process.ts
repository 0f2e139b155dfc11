import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  promoterScoreOf,
  salesBonusOf,
  type OrderPlaced,
  type PurchasesConfirmed,
  type RefundCompleted,
  type RefundRequested,
  type UserRegistered,
} from '@shop/contracts';
import { processStep } from '../../platform/bus/process-step.js';
import { EVENT_BUS, type EventBus } from '../../platform/bus/event-bus.port.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import type { AccrueScore, ReverseScore } from '../../identity/index.js';
import { PromoterQueries } from '../application/promoter.queries.js';
import type { AccrueBonus, ReverseBonus } from './bonus-ledger.decider.js';
import { SalesBonusRates } from './sales-bonus-rates.js';

/** Bus consumer group of the process. */
export const PROMOTER_BONUSES_GROUP = 'promoter-bonuses';

/** The accrual id of the sales bonus on one purchase line: credited once, reversed once. */
export const salesAccrualId = (lineId: string) => `sales:${lineId}`;

/**
 * Sales bonuses of the promoter programme (issue 12 "a sales bonus accrues when a promotee's
 * purchase is confirmed (구매확정) … it is reversed if that purchase is later refunded"), a
 * process manager between orders and the promoter's bonus ledger, on the bus (Kafka in production)
 * as consumer group {@link PROMOTER_BONUSES_GROUP}:
 *  - PurchasesConfirmed: for each confirmed line of a member who joined with an approved
 *    promoter's code, AccrueBonus of `salesBonusOf(paid, percent)` — the percent the console's
 *    적립률 give the line (`SalesBonusRates.percentFor`: the product's category rate, else the
 *    promoter's level rate, else the default, else 3%) — and AccrueScore of
 *    `promoterScoreOf(paid)` member score points (1 per 1,000원), which feed the promoter's level;
 *  - RefundCompleted: ReverseBonus and ReverseScore of each refunded line.
 * Each step is idempotent on the ledger and the score (one accrual per line, one reversal per
 * accrual), so a redelivered event changes nothing. The buyer's promoter is read from the buyer's own stream
 * (UserRegistered names it), not from a read model that may lag.
 */
@Injectable()
export class SalesBonusProcess {
  private readonly logger = new Logger('SalesBonus');
  private subscribed = false;

  constructor(
    private readonly commands: Commands,
    private readonly promoters: PromoterQueries,
    private readonly rates: SalesBonusRates,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  /** Subscribes to the orders' streams on the bus (call before the relay starts). */
  async start(): Promise<void> {
    if (this.subscribed) return;
    this.subscribed = true;
    await this.bus.subscribe(PROMOTER_BONUSES_GROUP, ['order'], async (event) => {
      if (event.type === 'PurchasesConfirmed')
        await processStep(this.logger, event.type, () => this.onConfirmed((event as unknown as PurchasesConfirmed).data));
      else if (event.type === 'RefundCompleted') await processStep(this.logger, event.type, () => this.onRefunded((event as unknown as RefundCompleted).data));
    });
  }

  /** Credits the buyer's promoter the sales bonus and the score points of each confirmed line. */
  async onConfirmed(d: PurchasesConfirmed['data']): Promise<void> {
    const placed = await this.placed(d.orderId);
    if (!placed) return;
    const promoterId = await this.promoterOf(placed.userId);
    if (!promoterId) return;
    const metadata: CommandMetadata = { userId: null, now: d.confirmedAt };
    const confirmed = new Set(d.lineIds);
    const percentOf = await this.rates.percentFor(promoterId);
    for (const line of placed.lines.filter((l) => confirmed.has(l.lineId))) {
      const paid = line.paidPrice ?? line.totalPrice;
      const reason = `추천회원 구매확정 · ${line.name}`;
      const percent = await percentOf(line.productId);
      const amount = salesBonusOf(paid, percent);
      if (amount > 0) {
        const accrue: AccrueBonus = {
          type: 'AccrueBonus',
          data: {
            promoterId,
            accrualId: salesAccrualId(line.lineId),
            bonusType: 'SALES',
            amount,
            promoteeId: placed.userId,
            purchaseId: line.lineId,
            reason: `${reason} (${percent}%)`,
          },
          metadata,
        };
        await this.commands.send(accrue);
      }
      const points = promoterScoreOf(paid);
      if (points > 0) {
        const score: AccrueScore = { type: 'AccrueScore', data: { userId: promoterId, accrualId: salesAccrualId(line.lineId), points, reason }, metadata };
        await this.commands.send(score);
      }
    }
  }

  /** Takes back the sales bonus and score points of each refunded line (none was credited: nothing happens). */
  async onRefunded(d: RefundCompleted['data']): Promise<void> {
    const { events } = await this.events.readStream(`order-${d.orderId}`);
    const placed = events.find((e) => e.type === 'OrderPlaced')?.data as OrderPlaced['data'] | undefined;
    const requested = events.find((e) => e.type === 'RefundRequested' && (e.data as RefundRequested['data']).refundId === d.refundId)?.data as
      RefundRequested['data'] | undefined;
    if (!placed || !requested) return;
    const promoterId = await this.promoterOf(placed.userId, { approvedOnly: false });
    if (!promoterId) return;
    const metadata: CommandMetadata = { userId: null, now: d.completedAt };
    for (const lineId of requested.lineIds) {
      const reverse: ReverseBonus = { type: 'ReverseBonus', data: { promoterId, accrualId: salesAccrualId(lineId), reason: '추천회원 구매 환불' }, metadata };
      await this.commands.send(reverse);
      const score: ReverseScore = {
        type: 'ReverseScore',
        data: { userId: promoterId, accrualId: salesAccrualId(lineId), reason: '추천회원 구매 환불' },
        metadata,
      };
      await this.commands.send(score);
    }
  }

  /** The promoter whose code the buyer joined with; with `approvedOnly`, only while that promoter is approved. */
  private async promoterOf(buyerId: string, { approvedOnly = true } = {}): Promise<string | null> {
    const { events } = await this.events.readStream(`user-${buyerId}`);
    const registered = events.find((e) => e.type === 'UserRegistered')?.data as UserRegistered['data'] | undefined;
    const promoterId = registered?.promoter?.userId ?? null;
    if (!promoterId || (approvedOnly && !(await this.promoters.isPromoter(promoterId)))) return null;
    return promoterId;
  }

  private async placed(orderId: string): Promise<OrderPlaced['data'] | null> {
    const { events } = await this.events.readStream(`order-${orderId}`);
    return (events.find((e) => e.type === 'OrderPlaced')?.data as OrderPlaced['data'] | undefined) ?? null;
  }
}
