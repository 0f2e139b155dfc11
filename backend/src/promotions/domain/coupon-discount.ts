import {
  CouponPriceBase,
  CouponUnit,
  CouponUsageTargetType,
  type AppliedCoupon,
  type CouponUsage,
  type PricingLine,
  type ShippingCode,
  type ShippingGroupPrice,
} from '@shop/contracts';
import {
  CouponNotCombinableError,
  CouponNotUsableError,
  CouponNoTargetError,
  CouponTargetPriceError,
  CouponUsageExhaustedError,
  UserCouponExpiredError,
} from '../promotions.errors.js';

/** A member's coupon as pricing reads it (what CouponFacts.usable answers). */
export interface CouponSnapshot {
  userCouponId: string;
  couponId: string;
  name: string;
  unit: CouponUnit;
  /** 원 off, or percent (0–100). */
  value: number;
  /** Most 원 one use takes off; null or 0: no cap. */
  limit: number | null;
  usage: CouponUsage;
  /** The product the member chose (PUT me/coupons/{id}/product): only its lines are discounted. */
  productId: string | null;
  /** The shipping group the member chose (PUT me/coupons/{id}/shippingCode): only its fare is discounted. */
  shippingCode: ShippingCode | null;
  /**
   * What is left of the coupon's shop-wide usage limit (usage.limit.shop) as its stream stands:
   * uses, and 원 of discount (null: that one is not capped). Absent: the coupon has no such limit,
   * and an order using it counts nothing on the coupon's stream.
   */
  shopUsageLeft?: { count: number | null; price: number | null };
}

/**
 * What coupons are taken off (contracts/pricing.ts steps 1–3): lines after the level discount, and the order's charges, in 원.
 * The shipping context's `ShippingQuote` fits as is: `{ lines, ...shippingQuote }`.
 */
export interface CouponBasis {
  /** Lines with `totalPrice` after the member level's discount. */
  lines: PricingLine[];
  /** Delivery fare of all groups (island surcharge apart). */
  shippingPrice: number;
  /** Island surcharge: never discounted by a delivery-fare coupon, part of the total order amount. */
  islandPrice: number;
  /** Installation (service) charge: the base of installation-price and on-site service fee coupons. */
  servicePrice: number;
  /** The shipping groups, to discount one chosen group's fare; without them a chosen shipping code is ignored. */
  shipping?: ShippingGroupPrice[];
}

/** Order of application (spec §9): product price first, then delivery fare (and installation, on-site service), then total order amount. */
const STAGE: Record<CouponPriceBase, number> = {
  productPrice: 0,
  deliveryFare: 1,
  installationPrice: 2,
  onsiteServiceFee: 2,
  totalOrderAmount: 3,
};

/** The lines a coupon's usage targets (spec §9 usage targets), narrowed to the chosen product when one is. */
export function targetLines(c: Pick<CouponSnapshot, 'usage' | 'productId'>, lines: PricingLine[]): PricingLine[] {
  const t = c.usage.target;
  const hit = (line: PricingLine): boolean => {
    switch (t.type) {
      case CouponUsageTargetType.ALL:
        return true;
      case CouponUsageTargetType.PRODUCTS:
        return t._products.includes(line.productId);
      case CouponUsageTargetType.EXHIBITS:
        return line.exhibitionIds.some((id) => t._exhibitions.includes(id));
      case CouponUsageTargetType.DISPLAYS:
        return line.displayCodes.some((code) => t.displayCodes.includes(code));
      case CouponUsageTargetType.CATEGORY:
        return line.categoryIds.some((id) => t._categories.includes(id));
    }
  };
  return lines.filter((line) => hit(line) && (c.productId === null || line.productId === c.productId));
}

/**
 * What one coupon takes off `base` 원 (spec §9 amount): its value in 원, or `value`% of the base
 * rounded UP to the 원; capped by `limit` (null or 0: no cap); never more than the base.
 */
export function couponAmount(c: Pick<CouponSnapshot, 'unit' | 'value' | 'limit'>, base: number): number {
  if (base <= 0) return 0;
  const raw = c.unit === CouponUnit.PERCENT ? Math.ceil((base * c.value) / 100) : c.value;
  const capped = c.limit !== null && c.limit > 0 ? Math.min(raw, c.limit) : raw;
  return Math.max(0, Math.min(capped, base));
}

/** Shares `amount` over `weights` in proportion (floored, the remainder one 원 at a time in order), each share at most its weight. */
function share(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((amount * w) / total));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0 && i < parts.length; i = (i + 1) % parts.length) {
    if (parts[i]! < weights[i]!) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}

/** Refuses a coupon that cannot be used at `at`: switched off, before or after its usage period (spec §3 usage period, isActive). */
function checkPeriod(c: CouponSnapshot, at: string): void {
  const t = Date.parse(at);
  if (c.usage.endsAt !== null && t > Date.parse(c.usage.endsAt)) throw new UserCouponExpiredError(c.name);
  if (!c.usage.isActive || (c.usage.startsAt !== null && t < Date.parse(c.usage.startsAt))) throw new CouponNotUsableError(c.name);
}

/**
 * Applies the chosen coupons to an order (contracts/pricing.ts step 4; spec §9 Coupons) and
 * answers each with its discount in 원, in the order applied: product-price coupons first (each
 * on what earlier ones left of its target lines), then delivery fare (island surcharge apart),
 * installation price and on-site service fee (both on the service charge), then total order
 * amount (what is left of lines, fare, island surcharge and service charge). A percent rounds up,
 * is capped by `limit` and never exceeds what is left of its base.
 * @param at the order's time (ISO), for the usage periods.
 * @throws CouponNotCombinable (409) when a non-combinable coupon comes with another;
 *   CouponNotUsable (422) / UserCouponExpired (409) outside its period or switched off;
 *   CouponNoTarget (422) when no line is among its targets; CouponTargetPrice (422) when the
 *   target lines' amount is outside limit.target (price__min, price__max); CouponUsageExhausted
 *   (409) when the coupon's shop-wide usage limit has no use, or not this discount, left.
 */
export function applyCoupons(chosen: CouponSnapshot[], basis: CouponBasis, at: string): AppliedCoupon[] {
  const coupons = chosen.filter((c, i) => chosen.findIndex((x) => x.userCouponId === c.userCouponId) === i);
  const alone = coupons.find((c) => !c.usage.combinable);
  if (alone && coupons.length > 1) throw new CouponNotCombinableError(alone.name);

  const lineLeft = new Map(basis.lines.map((l) => [l.lineId, l.totalPrice]));
  const groupFare = new Map<string, number>();
  for (const g of basis.shipping ?? []) groupFare.set(g.shippingCode, (groupFare.get(g.shippingCode) ?? 0) + g.charge);
  let fareLeft = basis.shippingPrice;
  let serviceLeft = basis.servicePrice;
  let islandLeft = basis.islandPrice;

  const ordered = [...coupons].sort((a, b) => STAGE[a.usage.target.price] - STAGE[b.usage.target.price]);
  const applied = ordered.map((c) => {
    checkPeriod(c, at);
    const targets = targetLines(c, basis.lines);
    if (targets.length === 0) throw new CouponNoTargetError(c.name);
    const targetPrice = targets.reduce((sum, l) => sum + l.totalPrice, 0);
    const { price__min, price__max } = c.usage.limit.target;
    if (price__min !== null && targetPrice < price__min) throw new CouponTargetPriceError(c.name, { min: price__min });
    if (price__max !== null && price__max > 0 && targetPrice > price__max) throw new CouponTargetPriceError(c.name, { max: price__max });

    const base = c.usage.target.price;
    const applied = (discount: number, lineIds: string[] = []): AppliedCoupon => ({
      userCouponId: c.userCouponId,
      couponId: c.couponId,
      name: c.name,
      base,
      lineIds,
      discount,
    });
    switch (base) {
      case CouponPriceBase.PRODUCT_PRICE: {
        const left = targets.map((l) => lineLeft.get(l.lineId)!);
        const discount = couponAmount(
          c,
          left.reduce((a, b) => a + b, 0),
        );
        share(discount, left).forEach((part, i) => lineLeft.set(targets[i]!.lineId, left[i]! - part));
        return applied(
          discount,
          targets.map((l) => l.lineId),
        );
      }
      case CouponPriceBase.DELIVERY_FARE: {
        const chosenGroup = c.shippingCode !== null && basis.shipping ? c.shippingCode : null;
        const available = chosenGroup === null ? fareLeft : Math.min(fareLeft, groupFare.get(chosenGroup) ?? 0);
        const discount = couponAmount(c, available);
        fareLeft -= discount;
        if (chosenGroup !== null) groupFare.set(chosenGroup, (groupFare.get(chosenGroup) ?? 0) - discount);
        return applied(discount);
      }
      case CouponPriceBase.INSTALLATION_PRICE:
      case CouponPriceBase.ONSITE_SERVICE_FEE: {
        const discount = couponAmount(c, serviceLeft);
        serviceLeft -= discount;
        return applied(discount);
      }
      case CouponPriceBase.TOTAL_ORDER_AMOUNT: {
        const linesLeft = [...lineLeft.values()];
        const pools = [...linesLeft, fareLeft, islandLeft, serviceLeft];
        const discount = couponAmount(
          c,
          pools.reduce((a, b) => a + b, 0),
        );
        const parts = share(discount, pools);
        [...lineLeft.keys()].forEach((id, i) => lineLeft.set(id, linesLeft[i]! - parts[i]!));
        fareLeft -= parts[linesLeft.length]!;
        islandLeft -= parts[linesLeft.length + 1]!;
        serviceLeft -= parts[linesLeft.length + 2]!;
        return applied(discount);
      }
    }
  });
  checkShopUsage(ordered, applied);
  return applied;
}

/**
 * Refuses a coupon whose shop-wide usage limit this order would pass (spec §3 usage.limit.shop):
 * no use left, or its discount more than the discount left; two of the member's coupons of one
 * coupon on the order share what is left. The coupon's stream decides again when the order is
 * placed (ReserveCouponUsage), so the quote refuses what the order would.
 * @throws CouponUsageExhausted (409).
 */
function checkShopUsage(ordered: CouponSnapshot[], applied: AppliedCoupon[]): void {
  const left = new Map<string, { count: number | null; price: number | null }>();
  ordered.forEach((c, i) => {
    if (!c.shopUsageLeft) return;
    const l = left.get(c.couponId) ?? { ...c.shopUsageLeft };
    const discount = applied[i]!.discount;
    if (l.count !== null && l.count < 1) throw new CouponUsageExhaustedError(c.name, 'count');
    if (l.price !== null && discount > l.price) throw new CouponUsageExhaustedError(c.name, 'price');
    left.set(c.couponId, { count: l.count === null ? null : l.count - 1, price: l.price === null ? null : l.price - discount });
  });
}

/** The best coupons to use, as {@link suggestCoupons} answers. */
export interface CouponSuggestion {
  userCouponIds: string[];
  coupons: AppliedCoupon[];
  /** Their total discount, 원. */
  discount: number;
}

/** Most combinable coupons whose every combination is tried; beyond, the ones worth most alone. */
const EXHAUSTIVE = 10;

const tryApply = (chosen: CouponSnapshot[], basis: CouponBasis, at: string): AppliedCoupon[] | null => {
  try {
    return applyCoupons(chosen, basis, at);
  } catch {
    return null;
  }
};
const total = (applied: AppliedCoupon[]) => applied.reduce((sum, a) => sum + a.discount, 0);

/**
 * The allowed combination of `available` coupons with the largest total discount (the order page's
 * suggestion, issue "choosing coupons on the order page with the best combination suggested"):
 * every non-combinable coupon alone, and every subset of the combinable ones (the ten worth most
 * alone, when there are more). Coupons unusable on this order, or worth nothing on it, are left
 * out. Ties go to fewer coupons. Answers no coupons when none helps.
 */
export function suggestCoupons(available: CouponSnapshot[], basis: CouponBasis, at: string): CouponSuggestion {
  const worth = available
    .map((c) => ({ c, alone: tryApply([c], basis, at) }))
    .filter((x): x is { c: CouponSnapshot; alone: AppliedCoupon[] } => x.alone !== null && total(x.alone) > 0);
  let best: CouponSuggestion = { userCouponIds: [], coupons: [], discount: 0 };
  const consider = (chosen: CouponSnapshot[], applied: AppliedCoupon[] | null) => {
    if (!applied) return;
    const discount = total(applied);
    if (discount > best.discount || (discount === best.discount && discount > 0 && chosen.length < best.userCouponIds.length))
      best = { userCouponIds: applied.map((a) => a.userCouponId), coupons: applied, discount };
  };
  for (const { c, alone } of worth) consider([c], alone);
  const combinable = worth
    .filter((x) => x.c.usage.combinable)
    .sort((a, b) => total(b.alone) - total(a.alone))
    .slice(0, EXHAUSTIVE)
    // Within one stage a percent coupon goes first: it is then taken of the larger amount.
    .map((x) => x.c)
    .sort((a, b) => Number(a.unit === CouponUnit.WON) - Number(b.unit === CouponUnit.WON));
  for (let mask = 1; mask < 1 << combinable.length; mask++) {
    if ((mask & (mask - 1)) === 0) continue; // one coupon alone: considered above
    const chosen = combinable.filter((_, i) => mask & (1 << i));
    consider(chosen, tryApply(chosen, basis, at));
  }
  return best;
}
