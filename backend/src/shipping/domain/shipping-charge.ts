import type { ShippingBundleType, ShippingCode } from '@shop/contracts';

/** A charge rule of one shipping code (spec §3 Shipping option `charge`, §9 delivery charge types). */
export type ShippingCharge =
  | { type: 'free' }
  | { type: 'fixed'; fixedAmount: number }
  /** Charge of the largest price threshold not above the group's amount. */
  | { type: 'pricesRange'; pricesRange: { price: number; amount: number }[] };

/** The shop's charge per shipping code for this release (won). Editable shipping rules come later. */
export const SHIPPING_CHARGES: Record<ShippingCode, ShippingCharge> = {
  express: { type: 'fixed', fixedAmount: 5000 },
  parcel: {
    type: 'pricesRange',
    pricesRange: [
      { price: 0, amount: 3000 },
      { price: 100_000, amount: 0 },
    ],
  },
  freight: {
    type: 'pricesRange',
    pricesRange: [
      { price: 0, amount: 30_000 },
      { price: 500_000, amount: 0 },
    ],
  },
  company: { type: 'free' },
  company_special: { type: 'fixed', fixedAmount: 50_000 },
};

/** Charge of one rule for a group's product amount (원). */
export function chargeFor(rule: ShippingCharge, amount: number): number {
  switch (rule.type) {
    case 'free':
      return 0;
    case 'fixed':
      return rule.fixedAmount;
    case 'pricesRange': {
      const applicable = rule.pricesRange.filter((r) => r.price <= amount).sort((a, b) => b.price - a.price)[0];
      return applicable?.amount ?? 0;
    }
  }
}

/** Korean description of a rule for the product page, e.g. "3,000원 (100,000원 이상 무료배송)". */
export function chargeText(rule: ShippingCharge): string {
  const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
  switch (rule.type) {
    case 'free':
      return '무료배송';
    case 'fixed':
      return won(rule.fixedAmount);
    case 'pricesRange': {
      const paid = rule.pricesRange.find((r) => r.amount > 0);
      const free = rule.pricesRange.find((r) => r.amount === 0 && r.price > 0);
      return paid ? `${won(paid.amount)}${free ? ` (${won(free.price)} 이상 무료배송)` : ''}` : '무료배송';
    }
  }
}

export interface ShippingLine {
  shippingCode: ShippingCode;
  shippingBundleType: ShippingBundleType;
  /** salePrice × amount of the line, in 원. */
  totalPrice: number;
}

/**
 * Shipping charge of an order in 원 (spec §9): lines are grouped by shipping code; a bundled
 * group pays the highest charge among its lines, computed on the group's total; apiece lines
 * pay each its own charge, summed.
 */
export function shippingPriceOf(lines: ShippingLine[], charges: Record<ShippingCode, ShippingCharge> = SHIPPING_CHARGES): number {
  let total = 0;
  const bundles = new Map<ShippingCode, ShippingLine[]>();
  for (const line of lines) {
    if (line.shippingBundleType === 'apiece') total += chargeFor(charges[line.shippingCode], line.totalPrice);
    else bundles.set(line.shippingCode, [...(bundles.get(line.shippingCode) ?? []), line]);
  }
  for (const [code, group] of bundles) {
    const groupAmount = group.reduce((s, l) => s + l.totalPrice, 0);
    total += Math.max(...group.map(() => chargeFor(charges[code], groupAmount)));
  }
  return total;
}
