import { demoCouponCommands } from './demo-coupons.js';

describe('demo coupons', () => {
  it('are valid console bodies: 신규가입 10% capped at 10,000원, free delivery, 5,000원 off from 50,000원, and a code coupon', () => {
    const fields = demoCouponCommands({ userId: null, now: '2026-11-25T00:00:00.000Z' }).map((c) => c.data.fields);
    expect(fields.map((f) => [f.unit, f.value, f.limit, f.usage.target.price, f.usage.limit.target.price__min])).toEqual([
      ['percent', 10, 10_000, 'productPrice', null],
      ['percent', 100, null, 'deliveryFare', null],
      ['won', 5_000, null, 'totalOrderAmount', 50_000],
      ['won', 3_000, null, 'totalOrderAmount', 30_000],
    ]);
    expect(fields[3]!.issue.code).toBe('CERAMAISON');
  });
});
