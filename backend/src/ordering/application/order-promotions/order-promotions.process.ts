import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  OrderStatus,
  type ClaimRequested,
  type OrderCanceled,
  type OrderPlaced,
  type PurchasesConfirmed,
  type RefundCompleted,
  type RefundRequested,
} from '@shop/contracts';
import { processStep } from '../../../platform/bus/process-step.js';
import { EVENT_BUS, type EventBus } from '../../../platform/bus/event-bus.port.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { SettingFacts } from '../../../content/index.js';
import { PurchasePoints, type ReleaseCouponUsage, type RestorePoints, type RestoreUserCoupon } from '../../../promotions/index.js';

/** Bus consumer group of the process. */
export const ORDER_PROMOTIONS_GROUP = 'order-promotions';

/** Order statuses before shipping: a cancel from one of them gives the coupons back (spec §9, issue 10 Coupons). */
const BEFORE_SHIPPING: readonly string[] = [OrderStatus.ORDER_NONPAYMENT, OrderStatus.ORDER_PAYMENT, OrderStatus.ORDER_CONFIRM];

/**
 * What an order's coupons and points do after it is placed (issue 10 "A used coupon is restored
 * when its order is cancelled before shipping"; points "earned on 구매확정 at the member level's
 * rate … given back on cancel"), a process manager between the order and promotions:
 *  - OrderCanceled: RestoreUserCoupon for each coupon the order used (when cancelled before
 *    shipping), with ReleaseCouponUsage giving back the use counted on the coupon's shop-wide
 *    usage limit (nothing for a coupon without one), and RestorePoints for the points it used;
 *  - RefundCompleted: RestorePoints for the points the refunded lines took (`pointsUsed`; the
 *    money refunded is what they were paid besides), once per refund; and, when the refund is
 *    a return's and the shop setting `coupons.restoreOnReturn` is on, RestoreUserCoupon (and
 *    ReleaseCouponUsage) for each coupon the order used (issue 10 "a setting decides for returns");
 *  - PurchasesConfirmed: PurchasePoints.grant on what the confirmed lines were paid
 *    (`paidPrice`, else `totalPrice`), in 원.
 * Every step is idempotent on its own stream (a coupon is restored only while used on this
 * order, points only while spent on it, a grant once per order and lines), so a redelivered
 * event changes nothing. A transient failure is thrown, so the bus delivers the event again.
 */
@Injectable()
export class OrderPromotionsProcess {
  private readonly logger = new Logger('OrderPromotions');
  private subscribed = false;

  constructor(
    private readonly commands: Commands,
    private readonly purchasePoints: PurchasePoints,
    private readonly settings: SettingFacts,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  /** Subscribes to the orders' streams on the bus (call before the relay starts). */
  async start(): Promise<void> {
    if (this.subscribed) return;
    this.subscribed = true;
    await this.bus.subscribe(ORDER_PROMOTIONS_GROUP, ['order'], async (event) => {
      if (event.type === 'OrderCanceled') await processStep(this.logger, event.type, () => this.onCanceled((event as unknown as OrderCanceled).data));
      else if (event.type === 'RefundCompleted') await processStep(this.logger, event.type, () => this.onRefunded((event as unknown as RefundCompleted).data));
      else if (event.type === 'PurchasesConfirmed')
        await processStep(this.logger, event.type, () => this.onConfirmed((event as unknown as PurchasesConfirmed).data));
    });
  }

  /** Gives back the coupons (cancelled before shipping) and the points of a cancelled order. */
  async onCanceled(d: OrderCanceled['data']): Promise<void> {
    const placed = await this.placed(d.orderId);
    if (!placed) return;
    const metadata: CommandMetadata = { userId: null, now: d.canceledAt };
    if (BEFORE_SHIPPING.includes(d.from)) await this.giveCouponsBack(placed, metadata);
    if ((placed.breakdown?.pointsUsed ?? 0) > 0) {
      const restore: RestorePoints = { type: 'RestorePoints', data: { userId: placed.userId, orderId: d.orderId }, metadata };
      await this.commands.send(restore);
    }
  }

  /**
   * Gives back, as points, what the refunded lines took of the order's points (under the refund's
   * id, so once); and, for the refund of a return while the shop setting `coupons.restoreOnReturn`
   * is on, the coupons the order used (each only while still used on this order, so once).
   */
  async onRefunded(d: RefundCompleted['data']): Promise<void> {
    const { events } = await this.events.readStream(`order-${d.orderId}`);
    const placed = events.find((e) => e.type === 'OrderPlaced')?.data as OrderPlaced['data'] | undefined;
    const requested = events.find((e) => e.type === 'RefundRequested' && (e.data as RefundRequested['data']).refundId === d.refundId)?.data as
      RefundRequested['data'] | undefined;
    if (!placed || !requested) return;
    const metadata: CommandMetadata = { userId: null, now: d.completedAt };
    const refunded = new Set(requested.lineIds);
    const amount = placed.lines.filter((l) => refunded.has(l.lineId)).reduce((sum, l) => sum + (l.pointsUsed ?? 0), 0);
    if (amount > 0) {
      const restore: RestorePoints = { type: 'RestorePoints', data: { userId: placed.userId, orderId: d.orderId, amount, restoreId: d.refundId }, metadata };
      await this.commands.send(restore);
    }
    const coupons = placed.breakdown?.coupons ?? [];
    if (coupons.length === 0) return;
    const claim = events.find((e) => e.type === 'ClaimRequested' && (e.data as ClaimRequested['data']).claim.claimId === requested.claimId)?.data as
      ClaimRequested['data'] | undefined;
    if (claim?.claim.kind !== 'RETURN' || !(await this.settings.restoresCouponsOnReturn())) return;
    await this.giveCouponsBack(placed, metadata);
  }

  /**
   * Restores each coupon the order used to its member and gives back the use counted on the
   * coupon's shop-wide usage limit; both are decided on their own streams once per order.
   */
  private async giveCouponsBack(placed: OrderPlaced['data'], metadata: CommandMetadata): Promise<void> {
    for (const { userCouponId, couponId } of placed.breakdown?.coupons ?? []) {
      const restore: RestoreUserCoupon = { type: 'RestoreUserCoupon', data: { userCouponId, orderId: placed.orderId }, metadata };
      await this.commands.send(restore);
      const release: ReleaseCouponUsage = { type: 'ReleaseCouponUsage', data: { couponId, userCouponId, orderId: placed.orderId }, metadata };
      await this.commands.send(release);
    }
  }

  /** Grants the points earned on the confirmed lines, on what they were paid. */
  async onConfirmed(d: PurchasesConfirmed['data']): Promise<void> {
    const placed = await this.placed(d.orderId);
    if (!placed || d.lineIds.length === 0) return;
    const confirmed = new Set(d.lineIds);
    const amount = placed.lines.filter((l) => confirmed.has(l.lineId)).reduce((sum, l) => sum + (l.paidPrice ?? l.totalPrice), 0);
    await this.purchasePoints.grant({ userId: placed.userId, orderId: d.orderId, lineIds: d.lineIds, amount }, { userId: null, now: d.confirmedAt });
  }

  /** The order's OrderPlaced facts, from its stream. */
  private async placed(orderId: string): Promise<OrderPlaced['data'] | null> {
    const { events } = await this.events.readStream(`order-${orderId}`);
    const placed = events.find((e) => e.type === 'OrderPlaced');
    return placed ? (placed.data as OrderPlaced['data']) : null;
  }
}
