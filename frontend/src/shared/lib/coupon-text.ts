import { COUPON_PRICE_BASE_TEXT, COUPON_USAGE_TARGET_TEXT, formatDate, formatPrice, type CouponUnit, type CouponUsage } from '@shop/contracts';

/** The headline of a coupon's worth: "10%" or "5,000원". */
export function couponWorth(c: { unit: CouponUnit; value: number }): string {
  return c.unit === 'percent' ? `${c.value}%` : formatPrice(c.value);
}

/** What a coupon discounts and its conditions, e.g. "상품금액 10% 할인 · 최대 10,000원 · 50,000원 이상". */
export function couponConditions(c: { unit: CouponUnit; value: number; limit: number | null; usage: CouponUsage }): string {
  const parts = [`${COUPON_PRICE_BASE_TEXT[c.usage.target.price]} 할인`];
  if (c.usage.target.type !== 'all') parts.push(`${COUPON_USAGE_TARGET_TEXT[c.usage.target.type]} 대상`);
  if (c.unit === 'percent' && c.limit) parts.push(`최대 ${formatPrice(c.limit)}`);
  const { price__min, price__max } = c.usage.limit.target;
  if (price__min) parts.push(`${formatPrice(price__min)} 이상 구매 시`);
  if (price__max) parts.push(`${formatPrice(price__max)} 이하 구매 시`);
  if (!c.usage.combinable) parts.push('다른 쿠폰과 함께 사용 불가');
  return parts.join(' · ');
}

/** The usage period as the member reads it: "2026-11-01 ~ 2026-12-31", "~ 2026-12-31 까지" or "기간 제한 없음". */
export function couponPeriod(usage: Pick<CouponUsage, 'startsAt' | 'endsAt'>): string {
  if (!usage.startsAt && !usage.endsAt) return '기간 제한 없음';
  if (!usage.startsAt) return `${formatDate(usage.endsAt!)} 까지`;
  return `${formatDate(usage.startsAt)} ~ ${usage.endsAt ? formatDate(usage.endsAt) : ''}`.trim();
}
