import { CouponPriceBase, type PriceBreakdown } from '@shop/contracts';

/**
 * Splits `amount` 원 over `weights` in proportion, in whole 원: each share rounded down, the
 * won left over given one each to the largest weights first (ties in the given order), so the
 * shares always add up to `amount`. Weights of 0 get nothing unless every weight is 0.
 */
export function prorate(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (amount <= 0 || weights.length === 0) return weights.map(() => 0);
  const basis = sum > 0 ? weights : weights.map(() => 1);
  const total = sum > 0 ? sum : weights.length;
  const shares = basis.map((w) => Math.floor((amount * w) / total));
  let left = amount - shares.reduce((s, x) => s + x, 0);
  const order = basis.map((w, i) => ({ w, i })).sort((a, b) => b.w - a.w || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) shares[order[k]!.i]! += 1;
  return shares;
}

/** A line's total and id, as priced. */
interface PricedLine {
  lineId: string;
  totalPrice: number;
}

/**
 * What the member paid for each line and for the shipping, in 원, so a refund of some lines gives
 * back what was paid for them (전자상거래법 §18: the price paid). From the breakdown:
 *  - a line pays its total less its own level discount;
 *  - a product-price coupon is shared by the lines it applied to, by what they cost after the level;
 *  - delivery-fare, installation and on-site service coupons come off the shipping;
 *  - total-order-amount coupons and points are shared by all lines by what is left of them, and
 *    what the lines cannot take comes off the shipping.
 * The shares add up to the breakdown's total. `points` says how much of the points each line
 * took (total-order coupons are shared first, then points): what a refund of the line gives back
 * as points rather than money.
 */
export function paidShares(
  lines: PricedLine[],
  b: Omit<PriceBreakdown, 'shippingPaid'>,
  levelByLine: Map<string, number>,
): { lines: Map<string, number>; points: Map<string, number>; shipping: number } {
  const left = new Map(lines.map((l) => [l.lineId, Math.max(0, l.totalPrice - (levelByLine.get(l.lineId) ?? 0))]));
  const takeOff = (id: string, share: number) => left.set(id, Math.max(0, left.get(id)! - share));
  let shipping = b.shippingPrice + b.islandPrice + b.servicePrice;
  let orderCoupons = 0;
  for (const c of b.coupons) {
    if (c.base === CouponPriceBase.PRODUCT_PRICE) {
      const ids = c.lineIds.filter((id) => left.has(id));
      prorate(
        c.discount,
        ids.map((id) => left.get(id)!),
      ).forEach((share, i) => takeOff(ids[i]!, share));
    } else if (c.base === CouponPriceBase.TOTAL_ORDER_AMOUNT) orderCoupons += c.discount;
    else shipping -= c.discount;
  }
  const ids = [...left.keys()];
  /** Takes `amount` off the lines by what is left of them; answers each line's share and what the lines could not take. */
  const takeFromLines = (amount: number): { shares: number[]; rest: number } => {
    const taken = Math.min(
      amount,
      ids.reduce((s, id) => s + left.get(id)!, 0),
    );
    const shares = prorate(
      taken,
      ids.map((id) => left.get(id)!),
    );
    shares.forEach((share, i) => takeOff(ids[i]!, share));
    return { shares, rest: amount - taken };
  };
  const coupons = takeFromLines(orderCoupons);
  const points = takeFromLines(b.pointsUsed);
  shipping = Math.max(0, shipping - coupons.rest - points.rest);
  return { lines: new Map(ids.map((id) => [id, left.get(id)!])), points: new Map(ids.map((id, i) => [id, points.shares[i]!])), shipping };
}
