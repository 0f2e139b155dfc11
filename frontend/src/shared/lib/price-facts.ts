import { formatPrice, type PriceBreakdown } from '@shop/contracts';
import type { Fact } from '../ui/FactList';

/** What an order or a quote says of its amounts, in 원; `breakdown` is absent on older orders. */
export interface PricedAmounts {
  productsPrice: number;
  shippingPrice: number;
  breakdown?: PriceBreakdown | null;
}

const minus = (won: number) => `−${formatPrice(won)}`;

/**
 * The rows of an order's amounts before its total, the same on the order page, the order result,
 * the member's order and the console (contracts' pricing.ts order): 상품금액, the level discount,
 * each coupon, points, 배송비 (무료 at 0), the island surcharge and installation. Discounts and
 * charges that do not apply are left out.
 */
export function priceFacts({ productsPrice, shippingPrice, breakdown }: PricedAmounts): Fact[] {
  if (!breakdown) {
    return [
      { term: '상품금액', value: formatPrice(productsPrice) },
      { term: '배송비', value: shippingPrice > 0 ? formatPrice(shippingPrice) : '무료' },
    ];
  }
  const b = breakdown;
  const facts: (Fact | null)[] = [
    { term: '상품금액', value: formatPrice(b.productsPrice) },
    b.levelDiscount > 0 ? { term: `회원등급 할인${b.level ? ` (${b.level.name})` : ''}`, key: 'level', value: minus(b.levelDiscount) } : null,
    ...b.coupons.map((c) => ({ term: `쿠폰 할인 · ${c.name}`, key: `coupon-${c.userCouponId}`, value: minus(c.discount) })),
    b.pointsUsed > 0 ? { term: '적립금 사용', key: 'points', value: minus(b.pointsUsed) } : null,
    { term: '배송비', value: b.shippingPrice > 0 ? formatPrice(b.shippingPrice) : '무료' },
    b.islandPrice > 0 ? { term: `도서산간 추가배송비${b.island ? ` (${b.island.name})` : ''}`, key: 'island', value: formatPrice(b.islandPrice) } : null,
    b.servicePrice > 0 ? { term: '설치비', key: 'service', value: formatPrice(b.servicePrice) } : null,
  ];
  return facts.filter((f): f is Fact => f !== null);
}
