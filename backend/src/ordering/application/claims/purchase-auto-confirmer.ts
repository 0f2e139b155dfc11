import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { PurchaseStatus } from '@shop/contracts';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import { DomainError } from '../../../platform/event-sourcing/decider.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import type { ConfirmPurchases } from '../../domain/order.decider.js';
import { ORDERING, type PurchaseDoc } from '../../projections/ordering.projection.js';
import { OrderSettings } from '../order-settings.js';
import { runPeriodically } from '../../../platform/scheduling/periodic.js';

/** Days after delivery a line is confirmed (구매확정) automatically (env PURCHASE_AUTO_CONFIRM_DAYS, default 7). */
export function autoConfirmDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.PURCHASE_AUTO_CONFIRM_DAYS ?? 7);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`PURCHASE_AUTO_CONFIRM_DAYS must be a whole number of days from 1, got "${env.PURCHASE_AUTO_CONFIRM_DAYS}"`);
  return days;
}

const SWEEP_EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 3600_000;

/**
 * Confirms delivered lines (PURCHASE_SCHEDULE) the set days after delivery, as the member would
 * with 구매확정 (OrderSettings.autoConfirmDays: the shop setting, env AUTO_CONFIRM_DAYS); a line with a claim in progress is PURCHASE_AWAITING and
 * waits. Each confirmation is the order decider's ConfirmPurchases by the system, which refuses a
 * line claimed meanwhile. Runs in the process that owns the projections.
 */
@Injectable()
export class PurchaseAutoConfirmer implements OnApplicationShutdown {
  private readonly logger = new Logger('PurchaseAutoConfirmer');
  private stop: (() => void) | undefined;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
    private readonly projections: ProjectionRunner,
    private readonly settings: OrderSettings,
  ) {}

  /** Sweeps now and then every ten minutes. */
  start(): void {
    this.stop = runPeriodically(() => this.sweep(new Date()), SWEEP_EVERY_MS, this.logger);
  }

  /** Confirms the lines delivered the set days before `now`; returns how many lines. */
  async sweep(now: Date): Promise<number> {
    if (!this.projections.isLeader) return 0;
    const days = await this.settings.autoConfirmDays();
    const before = new Date(now.getTime() - days * DAY_MS).toISOString();
    const due = await this.store
      .collection<PurchaseDoc>(ORDERING.purchases)
      .find({ purchaseStatus: PurchaseStatus.PURCHASE_SCHEDULE, deliveredAt: { $lt: before } }, { limit: 500, sort: { deliveredAt: 1 } });
    const byOrder = new Map<string, string[]>();
    for (const p of due) byOrder.set(p._order, [...(byOrder.get(p._order) ?? []), p._id]);
    let confirmed = 0;
    for (const [orderId, lineIds] of byOrder) {
      const command: ConfirmPurchases = {
        type: 'ConfirmPurchases',
        data: { orderId, lineIds, confirmedBy: 'auto' },
        metadata: { userId: null, now: now.toISOString() },
      };
      try {
        await this.commands.send(command);
        confirmed += lineIds.length;
      } catch (e) {
        if (!(e instanceof DomainError)) throw e; // claimed meanwhile: the decider said no
      }
    }
    if (confirmed) this.logger.log(`confirmed ${confirmed} purchase(s) delivered ${days} days ago`);
    return confirmed;
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
