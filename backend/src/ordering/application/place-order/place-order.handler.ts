import { randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { PaymentMethod, digitsOnly, type CashReceiptRequest, type Receiver, type Sender } from '@shop/contracts';
import { stockSourcesOf, type ReleaseStock, type ReserveStock } from '../../../catalog/index.js';
import type {
  CouponSnapshot,
  RedeemUserCoupon,
  ReleaseCouponUsage,
  ReserveCouponUsage,
  RestorePoints,
  RestoreUserCoupon,
  SpendPoints,
} from '../../../promotions/index.js';
import { SettingFacts } from '../../../content/index.js';
import { MemberFacts } from '../../../identity/index.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import { Commands, type UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command, CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import type { MarkCartLinesOrdered } from '../../domain/cart.decider.js';
import { orderDecider } from '../../domain/order.decider.js';
import { CashReceiptDisabledError } from '../../ordering.errors.js';
import type { PriceAdjustments } from '../../domain/order-pricing.js';
import { OrderDrafts, type DraftItem, type OrderSource } from './order-drafts.js';
import { OrderPricer } from './order-pricer.js';

/** What a member sends to place an order (POST /api/v1/shop/orders). */
export type PlaceOrderRequest = Command<
  'PlaceOrder',
  {
    orderId: string;
    userId: string;
    source: OrderSource;
    sender: Sender;
    receiver: Receiver;
    requestMessage: string;
    paymentMethod: PaymentMethod;
    /** 현금영수증 신청 with a bank transfer, as the DTO checked it. */
    cashReceipt?: CashReceiptRequest | null;
    /** The member's coupons to use (user coupon ids). */
    coupons?: string[];
    /** Points (적립금) to use, 원. */
    point?: number;
  }
>;

/** Order number shown to people: KST date and six random digits, e.g. 20261122-042917. */
export function orderNumberOf(now: string): string {
  const kst = new Date(Date.parse(now) + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${kst}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Places an order (bank transfer, or card paid afterwards through NICE Pay) across streams, in named steps:
 *  1. price: load the items' facts (cart stream, product streams) and price them with the
 *     OrderPricer the quote uses (level, shipping to the receiver, coupons, points), so a
 *     refused order writes nothing;
 *  2. reserveStock: one ReserveStock per product the lines take units of (stockSourcesOf: a
 *     bundle's line takes its parts'), in id order, with the lines' options and units (no
 *     oversell: each product's stream decides, per option combination when it has them; a part
 *     short refuses the order and the parts already reserved are released);
 *  3. redeemCoupons: per coupon, first ReserveCouponUsage on the coupon's stream when the coupon
 *     has a shop-wide usage limit (spec §3 usage.limit.shop; that stream counts every use, so
 *     concurrent orders never pass it; coupons without one are not touched), then
 *     RedeemUserCoupon (each member's coupon's stream lets one order use it);
 *  4. spendPoints: SpendPoints on the member's ledger (never below 0);
 *  5. placeOrder: the order decider prices again with the same adjustments and records the order;
 *  6. markCartLinesOrdered: the ordered cart lines leave the cart (a failure here leaves them
 *     in the cart but does not undo the placed order).
 * A failure in steps 2–5 undoes the steps done, in reverse: points restored, coupons restored
 * and their counted uses released, stock released.
 * A 현금영수증 request is refused (409 CASH_RECEIPT_DISABLED) before anything when the shop
 * setting takes none.
 * Answers `{ orderId, position }`. Throws the steps' refusals (404, 409 INSUFFICIENT_STOCK,
 * 409 COUPON_USAGE_EXHAUSTED, 422).
 */
@Injectable()
export class PlaceOrderHandler implements UseCaseHandler<PlaceOrderRequest, { orderId: string; position: number }> {
  private readonly logger = new Logger('PlaceOrder');

  constructor(
    private readonly drafts: OrderDrafts,
    private readonly runner: CommandRunner,
    private readonly commands: Commands,
    private readonly members: MemberFacts,
    private readonly settings: SettingFacts,
    private readonly pricer: OrderPricer,
  ) {}

  async execute({ data, metadata }: PlaceOrderRequest): Promise<{ orderId: string; position: number }> {
    const { orderId, userId } = data;
    const wantsReceipt = data.paymentMethod === PaymentMethod.BANK && data.cashReceipt?.enabled === true;
    if (wantsReceipt && !(await this.settings.cashReceiptEnabled())) throw new CashReceiptDisabledError();
    const items = await this.drafts.items(userId, data.source);
    const { receiver } = data;
    const { adjustments, couponFacts } = await this.pricer.price({
      userId,
      items,
      coupons: data.coupons ?? [],
      point: data.point ?? 0,
      destination: { postcode: receiver.postcode, address1: receiver.address1, geolocation: receiver.geolocation ?? null },
      at: metadata.now,
    });
    const [member, bankAccountLine] = await Promise.all([this.members.snapshot(userId), this.settings.bankAccountLine()]);
    const undo: (() => Promise<void>)[] = [];
    let position: number;
    try {
      await this.reserveStock(orderId, items, metadata, undo);
      await this.redeemCoupons(data, adjustments, couponFacts ?? [], metadata, undo);
      await this.spendPoints(data, adjustments, metadata, undo);
      position = await this.placeOrder(
        data,
        items,
        adjustments,
        { username: member?.username ?? '', name: member?.name ?? data.sender.name },
        bankAccountLine,
        metadata,
      );
    } catch (e) {
      await this.compensate(orderId, undo);
      throw e;
    }
    return { orderId, position: Math.max(position, await this.markCartLinesOrdered(data, items, metadata)) };
  }

  /** Undoes the steps done, the latest first; an undo that fails is logged and the others still run. */
  private async compensate(orderId: string, undo: (() => Promise<void>)[]): Promise<void> {
    for (const step of [...undo].reverse()) {
      try {
        await step();
      } catch (e) {
        this.logger.error(`order ${orderId} not placed, and undoing a step failed: ${(e as Error).message}`);
      }
    }
  }

  /**
   * Step 2: reserves each product's units, each with its release on `undo`: one ReserveStock per
   * product (its stream decides alone, so no oversell), carrying the order's lines of it with their
   * chosen options, so a product with option combinations (spec §3 variation) takes the units
   * per combination. A product bundle's line takes its parts' units (stockSourcesOf), never its own.
   */
  private async reserveStock(orderId: string, items: DraftItem[], metadata: CommandMetadata, undo: (() => Promise<void>)[]): Promise<void> {
    const perProduct = new Map<string, { option: Record<string, string>; amount: number }[]>();
    for (const item of items) {
      const sources = stockSourcesOf({ productId: item.product!.productId, amount: item.amount, option: item.option, parts: item.product!.parts });
      for (const { productId, amount, option } of sources) {
        perProduct.set(productId, [...(perProduct.get(productId) ?? []), { option: option ?? {}, amount }]);
      }
    }
    for (const [productId, lines] of [...perProduct].sort(([a], [b]) => a.localeCompare(b))) {
      const amount = lines.reduce((sum, l) => sum + l.amount, 0);
      const command: ReserveStock = { type: 'ReserveStock', data: { productId, orderId, amount, lines }, metadata };
      await this.commands.send(command);
      undo.push(() => this.releaseStock(orderId, productId, metadata));
    }
  }

  /**
   * Step 3: uses each applied coupon on this order, each with its undo: a coupon with a shop-wide
   * usage limit first counts the use on its own stream (409 COUPON_USAGE_EXHAUSTED when other
   * orders took what was left; released on `undo`), then the member's coupon is redeemed (409
   * USER_COUPON_USED when another order took it first; restored on `undo`).
   */
  private async redeemCoupons(
    data: PlaceOrderRequest['data'],
    adjustments: PriceAdjustments,
    couponFacts: CouponSnapshot[],
    metadata: CommandMetadata,
    undo: (() => Promise<void>)[],
  ): Promise<void> {
    const { orderId, userId } = data;
    const limited = new Set(couponFacts.filter((c) => c.shopUsageLeft).map((c) => c.userCouponId));
    for (const { userCouponId, couponId, discount } of adjustments.coupons ?? []) {
      if (limited.has(userCouponId)) {
        const reserve: ReserveCouponUsage = { type: 'ReserveCouponUsage', data: { couponId, orderId, userCouponId, discount }, metadata };
        await this.commands.send(reserve);
        undo.push(async () => {
          const release: ReleaseCouponUsage = { type: 'ReleaseCouponUsage', data: { couponId, orderId, userCouponId }, metadata };
          await this.commands.send(release);
        });
      }
      const command: RedeemUserCoupon = { type: 'RedeemUserCoupon', data: { userCouponId, userId, orderId }, metadata };
      await this.commands.send(command);
      undo.push(async () => {
        const restore: RestoreUserCoupon = { type: 'RestoreUserCoupon', data: { userCouponId, orderId }, metadata };
        await this.commands.send(restore);
      });
    }
  }

  /** Step 4: takes the points used off the member's ledger (refused when the balance no longer covers them), with its restore on `undo`. */
  private async spendPoints(
    data: PlaceOrderRequest['data'],
    adjustments: PriceAdjustments,
    metadata: CommandMetadata,
    undo: (() => Promise<void>)[],
  ): Promise<void> {
    const amount = adjustments.pointsUsed ?? 0;
    if (amount <= 0) return;
    const { orderId, userId } = data;
    const command: SpendPoints = { type: 'SpendPoints', data: { userId, orderId, amount }, metadata };
    await this.commands.send(command);
    undo.push(async () => {
      const restore: RestorePoints = { type: 'RestorePoints', data: { userId, orderId }, metadata };
      await this.commands.send(restore);
    });
  }

  /** Step 5: records the order with its facts and the adjustments it was priced with. Returns its log position. */
  private async placeOrder(
    data: PlaceOrderRequest['data'],
    items: DraftItem[],
    adjustments: PriceAdjustments,
    buyer: { username: string; name: string },
    bankAccountLine: string | null,
    metadata: CommandMetadata,
  ): Promise<number> {
    const { orderId, userId, sender, receiver, requestMessage, paymentMethod, cashReceipt } = data;
    const placed = await this.runner.handle(
      `order-${orderId}`,
      orderDecider,
      {
        type: 'PlaceOrder',
        data: {
          orderId,
          orderNumber: orderNumberOf(metadata.now),
          userId,
          buyer,
          items: items.map(({ cartLineId: _c, ...item }) => item),
          sender,
          receiver,
          requestMessage,
          paymentMethod,
          bankAccountLine,
          cashReceipt:
            paymentMethod === PaymentMethod.BANK && cashReceipt?.enabled
              ? { enabled: true, type: cashReceipt.type, identity: digitsOnly(cashReceipt.identity) }
              : null,
          adjustments,
        },
        metadata,
      },
      { newStream: true }, // the order id was just drawn
    );
    return placed.position;
  }

  /** Compensation: gives back what the order reserved of a product (a release happens once, whatever is retried). */
  private async releaseStock(orderId: string, productId: string, metadata: CommandMetadata): Promise<void> {
    const command: ReleaseStock = { type: 'ReleaseStock', data: { productId, orderId }, metadata };
    await this.commands.send(command);
  }

  /** Step 6: the ordered cart lines leave the cart. Returns the cart's log position (0 when nothing changed). */
  private async markCartLinesOrdered(data: PlaceOrderRequest['data'], items: DraftItem[], metadata: CommandMetadata): Promise<number> {
    const lineIds = items.flatMap((i) => (i.cartLineId ? [i.cartLineId] : []));
    if (lineIds.length === 0) return 0;
    const command: MarkCartLinesOrdered = { type: 'MarkCartLinesOrdered', data: { userId: data.userId, lineIds, orderId: data.orderId }, metadata };
    try {
      return (await this.commands.send<{ position: number }>(command)).position;
    } catch (e) {
      this.logger.warn(`order ${data.orderId} placed, but its cart lines stay in the cart: ${(e as Error).message}`);
      return 0;
    }
  }
}
