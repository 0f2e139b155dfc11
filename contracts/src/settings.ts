import type { Setting } from './api.js';

/** Messages of the console's site settings (spec §7 console setting PUT). */
export const SETTING_MESSAGES = {
  COUPON_RESTORE_ON_RETURN: '반품 시 쿠폰 복원 여부를 선택해주세요',
} as const;

/**
 * Whether the coupons an order used come back when a return of it is refunded (issue 10 "a
 * setting decides for returns"; shop setting `coupons.restoreOnReturn`, absent: no). A cancel
 * before shipping always gives them back.
 */
export function restoresCouponsOnReturn(setting: Partial<Pick<Setting, 'coupons'>>): boolean {
  return setting.coupons?.restoreOnReturn === true;
}
