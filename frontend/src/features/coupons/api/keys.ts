import type { UserCouponTab } from '@shop/contracts';

/** Filter of the console's coupon table. */
export interface CouponFilter {
  page: number;
  limit: number;
  searchValue: string;
  issueType: '' | 'instant' | 'request';
  isActive: '' | 'true' | 'false';
}

/** Filter of the console's members' coupon table. */
export interface UserCouponFilter {
  page: number;
  limit: number;
  searchValue: string;
}

/** The one query-key factory of the coupons feature (member, public and console). */
export const couponKeys = {
  all: ['coupons'] as const,
  mine: () => [...couponKeys.all, 'mine'] as const,
  myTab: (tab: UserCouponTab, page: number) => [...couponKeys.mine(), tab, page] as const,
  downloadable: () => [...couponKeys.all, 'downloadable'] as const,
  console: () => [...couponKeys.all, 'console'] as const,
  consoleList: (f: CouponFilter) => [...couponKeys.console(), 'list', f] as const,
  userCoupons: () => [...couponKeys.all, 'userCoupons'] as const,
  userCouponList: (f: UserCouponFilter) => [...couponKeys.userCoupons(), f] as const,
};
