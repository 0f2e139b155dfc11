import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CouponDto } from '@shop/contracts';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';
import { couponFieldsOf, type CreateCoupon } from '../promotions/index.js';
import { DEMO_DIR } from './demo-data.js';

/**
 * The demo coupons (`seed-data/coupons.json`, bodies of the console's coupon form), checked by the
 * same DTO as the console's POST, as CreateCoupon commands: 신규가입 10% (최대 10,000원), 배송비 무료,
 * 5,000원 할인 (50,000원 이상) and a code coupon (CERAMAISON).
 */
export function demoCouponCommands(meta: CommandMetadata): CreateCoupon[] {
  const bodies = JSON.parse(readFileSync(join(DEMO_DIR, 'seed-data', 'coupons.json'), 'utf8')) as object[];
  return bodies.map((body, i) => {
    const dto = plainToInstance(CouponDto, body);
    const errors = validateSync(dto);
    if (errors.length) throw new Error(`seed-data/coupons.json[${i}]: ${errors.map((e) => e.property).join(', ')}`);
    return { type: 'CreateCoupon', data: { couponId: randomUUID(), fields: couponFieldsOf(dto) }, metadata: meta };
  });
}
