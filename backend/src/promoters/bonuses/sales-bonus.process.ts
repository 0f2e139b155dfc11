import { Inject, Injectable, Logger } from '@nestjs/common';
import { salesBonusOf, type OrderPlaced, type PurchasesConfirmed, type RefundCompleted, type RefundRequested, type UserRegistered } from '@shop/contracts';
import { processStep } from '../../platform/bus/process-step.js';
import { EVENT_BUS, type EventBus } from '../../platform/bus/event-bus.port.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { PromoterQueries } from '../application/promoter.queries.js';
import type { AccrueBonus, ReverseBonus } from './bonus-ledger.decider.js';

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
 *    promoter's code, AccrueBonus of `salesBonusOf(paid)` (3% of what the line was paid);
 *  - RefundCompleted: ReverseBonus of each refunded line's sales bonus.
 * Each step is idempotent on the ledger (one accrual per line, one reversal per accrual), so a
 * redelivered event changes nothing. The buyer's promoter is read from the buyer's own stream
 * (UserRegistered names it), not from a read model that may lag.
 */
@Injectable()
export class SalesBonusProcess {
  private readonly logger = new Logger('SalesBonus');
  private subscribed = false;

  constructor(
    private readonly commands: Commands,
    private readonly promoters: PromoterQueries,
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

  /** Credits the buyer's promoter the sales bonus of each confirmed line. */
  async onConfirmed(d: PurchasesConfirmed['data']): Promise<void> {
    const placed = await this.placed(d.orderId);
    if (!placed) return;
    const promoterId = await this.promoterOf(placed.userId);
    if (!promoterId) return;
    const metadata: CommandMetadata = { userId: null, now: d.confirmedAt };
    const confirmed = new Set(d.lineIds);
    for (const line of placed.lines.filter((l) => confirmed.has(l.lineId))) {
      const amount = salesBonusOf(line.paidPrice ?? line.totalPrice);
      if (amount <= 0) continue;
      const accrue: AccrueBonus = {
        type: 'AccrueBonus',
        data: {
          promoterId,
          accrualId: salesAccrualId(line.lineId),
          bonusType: 'SALES',
          amount,
          promoteeId: placed.userId,
          purchaseId: line.lineId,
          reason: `추천회원 구매확정 · ${line.name}`,
        },
        metadata,
      };
      await this.commands.send(accrue);
    }
  }

  /** Takes back the sales bonus of each refunded line (none was credited: nothing happens). */
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
