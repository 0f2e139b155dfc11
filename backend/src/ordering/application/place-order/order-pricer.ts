import { Injectable } from '@nestjs/common';
import {
  levelDiscountOf,
  pointsRefusal,
  type MemberLevel,
  type PointSettings as PointSettingValues,
  type PricingDestination,
  type PricingLine,
  type ShippingQuote,
} from '@shop/contracts';
import { ProductFacts } from '../../../catalog/index.js';
import { LevelFacts } from '../../../identity/index.js';
import {
  CouponFacts,
  PointFacts,
  PointSettings,
  applyCoupons,
  pointsUsable,
  suggestCoupons,
  type CouponBasis,
  type CouponSnapshot,
} from '../../../promotions/index.js';
import { ShippingFacts } from '../../../shipping/index.js';
import { priceOrder, pricingLinesOf, type OrderItem, type OrderPricing, type PriceAdjustments } from '../../domain/order-pricing.js';

/** What the other contexts said of an order, read before it is priced (each step's facts). */
export interface PricingFacts {
  /** The member's level (null: none, or not signed in). */
  level: MemberLevel | null;
  /** Shipping of the lines at their sale prices, to the destination. */
  shipping: ShippingQuote;
  /** The coupons the member chose, as their streams hold them. */
  coupons: CouponSnapshot[];
  /** Points asked for (원), the member's balance and the shop's usage settings. */
  points: { requested: number; balance: number; settings: Pick<PointSettingValues, 'minimumUsable' | 'unit'> };
}

/** An order priced with every adjustment: what to record (`adjustments`) and what it comes to. */
export interface PricedOrder {
  adjustments: PriceAdjustments;
  pricing: OrderPricing;
  /** What coupons are taken off (lines after the level discount, the charges): for suggestions. */
  basis: CouponBasis;
  /** What is left to pay before points, 원. */
  beforePoints: number;
}

/**
 * Prices an order in the contract's order (contracts/pricing.ts): the member level's discount on
 * the lines, the shipping quote (on sale-price lines), the coupons on the level-discounted lines
 * and the charges, then the points on what is left to pay. Pure: the facts come in.
 * Throws the coupons' refusals (applyCoupons: 409/422) and PointsNotUsable (400) with their
 * Korean messages, and priceOrder's refusals.
 */
export function sequencePricing(items: OrderItem[], buyer: string | null, lines: PricingLine[], facts: PricingFacts, at: string): PricedOrder {
  const level = facts.level?.isActive ? levelDiscountOf(facts.level, lines) : null;
  const levelOf = new Map((level?.lines ?? []).map((l) => [l.lineId, l.discount]));
  const { shipping } = facts;
  const basis: CouponBasis = {
    lines: lines.map((l) => ({ ...l, totalPrice: l.totalPrice - (levelOf.get(l.lineId) ?? 0) })),
    shippingPrice: shipping.shippingPrice,
    islandPrice: shipping.islandPrice,
    servicePrice: shipping.servicePrice,
    shipping: shipping.groups,
  };
  const coupons = facts.coupons.length ? applyCoupons(facts.coupons, basis, at) : [];
  const withoutPoints = priceOrder(items, buyer, { level, shipping, coupons });
  const beforePoints = withoutPoints.totalPrice;
  const { requested, balance, settings } = facts.points;
  const pointsUsed = pointsUsable(requested, balance, settings, beforePoints);
  const adjustments: PriceAdjustments = { level, shipping, coupons, pointsUsed };
  return { adjustments, pricing: pointsUsed > 0 ? priceOrder(items, buyer, adjustments) : withoutPoints, basis, beforePoints };
}

/**
 * The most points (원) an order may use now: the balance and what is left to pay, down to the
 * shop's unit; 0 when that is below the minimum (the order page's "모두 사용").
 */
export function mostPointsUsable(balance: number, settings: Pick<PointSettingValues, 'minimumUsable' | 'unit'>, remainingToPay: number): number {
  const unit = Math.max(1, settings.unit);
  const most = Math.floor(Math.max(0, Math.min(balance, remainingToPay)) / unit) * unit;
  return most > 0 && pointsRefusal(most, balance, settings, remainingToPay) === null ? most : 0;
}

/** What a member wants priced. */
export interface PricingRequest {
  userId: string;
  items: OrderItem[];
  /** User coupon ids chosen. */
  coupons: string[];
  /** Points asked for, 원. */
  point: number;
  /** Where it goes; null: not chosen yet (no island surcharge or area check). */
  destination: PricingDestination | null;
  /** The order's time (ISO-8601 UTC). */
  at: string;
}

/**
 * Reads what pricing needs from the other contexts (level, shipping rules, coupons, points) and
 * prices the order with {@link sequencePricing}: the quote and the placed order both call it,
 * so a quote equals the placed total by construction. Writes nothing.
 */
@Injectable()
export class OrderPricer {
  constructor(
    private readonly products: ProductFacts,
    private readonly shipping: ShippingFacts,
    private readonly levels: LevelFacts,
    private readonly couponFacts: CouponFacts,
    private readonly pointFacts: PointFacts,
    private readonly pointSettings: PointSettings,
  ) {}

  /**
   * Prices `request` (amounts in 원). Throws priceOrder's refusals (404/409/422), the shipping
   * context's ShippingAreaUnavailable / LocationMissing (422), CouponFacts.usable's (404 another
   * member's coupon, 409 used or expired), applyCoupons' (409/422, also CouponUsageExhausted when
   * a coupon's shop-wide usage limit has nothing left for it) and PointsNotUsable (400).
   * Answers the coupons' facts too (`couponFacts`: which have a shop-wide usage limit to count on).
   */
  async price(request: PricingRequest): Promise<PricedOrder & { pointBalance: number; pointSettings: PointSettingValues; couponFacts: CouponSnapshot[] }> {
    const { userId, items, at } = request;
    const base = priceOrder(items, userId);
    const categoryIds = items.flatMap((i) => (i.product?.categoryId ? [i.product.categoryId] : []));
    const [paths, exhibitions] = await Promise.all([
      this.products.categoryPaths(categoryIds),
      this.products.exhibitionsOf(
        base.lines.map((l) => l.productId),
        at,
      ),
    ]);
    const lines = pricingLinesOf(items, base.lines, paths, exhibitions);
    const [level, shipping, coupons, balance, settings] = await Promise.all([
      this.levels.levelOf(userId),
      this.shipping.quote(lines, request.destination, at),
      request.coupons.length ? this.couponFacts.usable(userId, request.coupons, at) : Promise.resolve([]),
      this.pointFacts.balance(userId, at),
      this.pointSettings.current(),
    ]);
    const priced = sequencePricing(items, userId, lines, { level, shipping, coupons, points: { requested: request.point, balance, settings } }, at);
    return { ...priced, pointBalance: balance, pointSettings: settings, couponFacts: coupons };
  }

  /** The best allowed combination of the member's available coupons on a priced order (the order page's suggestion). */
  async suggestion(userId: string, basis: CouponBasis, at: string): Promise<{ userCouponIds: string[]; discount: number }> {
    const { userCouponIds, discount } = suggestCoupons(await this.couponFacts.available(userId, at), basis, at);
    return { userCouponIds, discount };
  }
}
