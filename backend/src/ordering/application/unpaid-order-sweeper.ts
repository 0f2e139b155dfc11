import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { OrderStatus, PaymentMethod, type Order } from '@shop/contracts';
import { Commands } from '../../platform/event-sourcing/commands.js';
import { DomainError } from '../../platform/event-sourcing/decider.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import type { ChangeOrderStatus } from '../domain/order.decider.js';
import { ORDERING } from '../projections/ordering.projection.js';
import { OrderSettings } from './order-settings.js';
import { runPeriodically } from '../../platform/scheduling/periodic.js';

const SWEEP_EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 3600_000;

/** What the member reads on a cancelled order, by how it was to be paid. */
const CANCEL_MESSAGE: Record<PaymentMethod, string> = {
  bank: '입금기한이 지나 주문이 자동 취소되었습니다',
  card: '결제되지 않아 주문이 자동 취소되었습니다',
};

/**
 * Cancels orders still unpaid (ORDER_NONPAYMENT) a number of days after they were placed
 * ({@link OrderSettings.unpaidCancelDays}: the shop setting, or env UNPAID_ORDER_CANCEL_DAYS), so the stock they hold goes back on sale (issue: an unpaid
 * bank-transfer order is cancelled after a number of days). Each cancel is the order decider's
 * ChangeOrderStatus by the system, which refuses an order paid meanwhile; a card approval that
 * races it finds the order cancelled and gives the charge back. Runs in the process that owns
 * the projections.
 */
@Injectable()
export class UnpaidOrderSweeper implements OnApplicationShutdown {
  private readonly logger = new Logger('UnpaidOrderSweeper');
  private stop: (() => void) | undefined;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
    private readonly projections: ProjectionRunner,
    private readonly orderSettings: OrderSettings,
  ) {}

  /** Sweeps now and then every ten minutes. */
  start(): void {
    this.stop = runPeriodically(() => this.sweep(new Date()), SWEEP_EVERY_MS, this.logger);
  }

  /** Cancels the orders unpaid for the set days at `now`; returns how many. Nothing in a process that does not own the projections. */
  async sweep(now: Date): Promise<number> {
    if (!this.projections.isLeader) return 0;
    const days = await this.orderSettings.unpaidCancelDays();
    const before = new Date(now.getTime() - days * DAY_MS).toISOString();
    const overdue = await this.store
      .collection<Order>(ORDERING.orders)
      .find({ orderStatus: OrderStatus.ORDER_NONPAYMENT, createdAt: { $lt: before } }, { limit: 200, sort: { createdAt: 1 } });
    let canceled = 0;
    for (const order of overdue) {
      const command: ChangeOrderStatus = {
        type: 'ChangeOrderStatus',
        data: { orderId: order._id, orderStatus: OrderStatus.ORDER_CANCELED, orderStatusMessage: CANCEL_MESSAGE[order.paymentMethod] ?? CANCEL_MESSAGE.bank },
        metadata: { userId: null, now: now.toISOString() },
      };
      try {
        await this.commands.send(command);
        canceled += 1;
      } catch (e) {
        if (!(e instanceof DomainError)) throw e; // paid or cancelled meanwhile: the decider said no
      }
    }
    if (canceled) this.logger.log(`cancelled ${canceled} order(s) unpaid for ${days} days`);
    return canceled;
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
