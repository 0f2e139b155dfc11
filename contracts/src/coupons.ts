import type { ShippingCode, UserType } from './enums.js';
import type { CouponPriceBase } from './pricing.js';

/**
 * Coupons and the members' coupons (spec §3 Coupon, User coupon; §9 Coupons): the enumerations,
 * the stored shapes, the events of their streams and the API answers. Money in integer 원,
 * times ISO-8601 UTC.
 */

/** How a coupon's value reads: 원 off, or percent (0–100, spec §9 "Percent 0-100"). */
export const CouponUnit = { WON: 'won', PERCENT: 'percent' } as const;
export type CouponUnit = (typeof CouponUnit)[keyof typeof CouponUnit];

/** How a coupon reaches members (spec §9): given by the shop (instant) or downloaded by the member (request). */
export const CouponIssueType = { INSTANT: 'instant', REQUEST: 'request' } as const;
export type CouponIssueType = (typeof CouponIssueType)[keyof typeof CouponIssueType];

/**
 * How often one member may receive it (spec §9 rounds; default single): `single` once; `bounded`
 * once per round day, the days being `includeds` (yyyy-mm-dd, Asia/Seoul); `infinite` once per day,
 * every day of the issue period. `excludeds` days are never rounds.
 */
export const CouponRoundType = { SINGLE: 'single', BOUNDED: 'bounded', INFINITE: 'infinite' } as const;
export type CouponRoundType = (typeof CouponRoundType)[keyof typeof CouponRoundType];

/** Who may receive it (spec §9 targets): everyone, listed members, user types, member levels. */
export const CouponIssueTargetType = { ALL: 'all', USERS: 'users', USER_TYPES: 'userTypes', LEVELS: 'levels' } as const;
export type CouponIssueTargetType = (typeof CouponIssueTargetType)[keyof typeof CouponIssueTargetType];

/** Which order lines it discounts (spec §9 usage targets): all items, products, exhibitions, display codes, categories. */
export const CouponUsageTargetType = { ALL: 'all', PRODUCTS: 'products', EXHIBITS: 'exhibits', DISPLAYS: 'displays', CATEGORY: 'category' } as const;
export type CouponUsageTargetType = (typeof CouponUsageTargetType)[keyof typeof CouponUsageTargetType];

/** Tabs of /mypage/coupons/{tab}. */
export const UserCouponTab = { AVAILABLE: 'available', USED: 'used', EXPIRED: 'expired' } as const;
export type UserCouponTab = (typeof UserCouponTab)[keyof typeof UserCouponTab];
/** The tabs GET /api/v1/me/coupons takes. */
export const USER_COUPON_TABS: readonly UserCouponTab[] = Object.values(UserCouponTab);
export const USER_COUPON_TAB_TEXT: Record<UserCouponTab, string> = { available: '사용가능', used: '사용완료', expired: '기간만료' };

export const COUPON_UNIT_TEXT: Record<CouponUnit, string> = { won: '원', percent: '%' };
export const COUPON_ISSUE_TYPE_TEXT: Record<CouponIssueType, string> = { instant: '즉시 발급', request: '다운로드' };
export const COUPON_ROUND_TYPE_TEXT: Record<CouponRoundType, string> = { single: '1회', bounded: '지정일마다', infinite: '매일' };
export const COUPON_ISSUE_TARGET_TEXT: Record<CouponIssueTargetType, string> = {
  all: '전체 회원',
  users: '지정 회원',
  userTypes: '회원 유형',
  levels: '회원 등급',
};
export const COUPON_USAGE_TARGET_TEXT: Record<CouponUsageTargetType, string> = {
  all: '전체 상품',
  products: '지정 상품',
  exhibits: '기획전',
  displays: '진열 코드',
  category: '카테고리',
};
export const COUPON_PRICE_BASE_TEXT: Record<CouponPriceBase, string> = {
  totalOrderAmount: '총 주문금액',
  productPrice: '상품금액',
  deliveryFare: '배송비',
  installationPrice: '설치비',
  onsiteServiceFee: '방문 서비스비',
};

/** How a coupon is issued (spec §3 Coupon.issue). */
export interface CouponIssue {
  type: CouponIssueType;
  /** What issues an instant coupon on its own, e.g. `signup` (a new member); null: staff issue it. */
  eventType: string | null;
  /** A code members type in to download it (unique among coupons; upper case); null: none. */
  code: string | null;
  round: { type: CouponRoundType; includeds: string[]; excludeds: string[] };
  target: { type: CouponIssueTargetType; _users: string[]; _levels: string[]; userTypes: UserType[] };
  /** Shop-wide caps over every issue: how many coupons, and the sum of their face values (원); null: none. */
  limit: { shop: { count__sum: number | null; price__sum: number | null } };
  startsAt: string | null;
  endsAt: string | null;
  /** When an instant coupon is handed out (null: at once). */
  issuesAt: string | null;
  isActive: boolean;
}

/** Shop-wide caps of use (spec §3 Coupon usage.limit.shop): uses in all, and the sum of their discounts (원); null or 0: none. */
export interface CouponUsageShopLimit {
  count__sum: number | null;
  price__sum: number | null;
}

/** How a coupon is used (spec §3 Coupon.usage); copied onto each member's coupon when issued. */
export interface CouponUsage {
  /** Free label of the usage kind (e.g. `order`). */
  type: string;
  target: {
    type: CouponUsageTargetType;
    price: CouponPriceBase;
    _products: string[];
    _categories: string[];
    _exhibitions: string[];
    displayCodes: string[];
  };
  /**
   * `shop`: shop-wide caps over every use of the coupon (spec §3 Coupon usage.limit.shop): how
   * many uses in all, and the most discount (원) all uses give together; null or 0: none. Absent
   * on coupons written before it was kept: no cap. Decided on the coupon's own stream
   * (CouponUsageReserved), as the coupon stands now, whatever a member's copy says.
   * `target`: the target lines' amount (원) must lie within these bounds; null: no bound.
   */
  limit: { shop?: CouponUsageShopLimit; target: { price__min: number | null; price__max: number | null } };
  startsAt: string | null;
  endsAt: string | null;
  isActive: boolean;
  /** May be used together with other coupons on one order. */
  combinable: boolean;
}

/** What staff write of a coupon (spec §3 Coupon). */
export interface CouponFields {
  name: string;
  unit: CouponUnit;
  /** 원 off, or percent (0–100). */
  value: number;
  /** Most 원 one use takes off (the cap); null: none. */
  limit: number | null;
  /** How many of it one issue hands the member (default 1). */
  count: number;
  issue: CouponIssue;
  usage: CouponUsage;
}

/** A coupon as the console shows it. */
export interface Coupon extends CouponFields {
  _id: string;
  /** Coupons issued so far and the sum of their face values (원). */
  issued: { count: number; price: number };
  /** Uses counted against the shop-wide usage limit (usage.limit.shop) and the sum of their discounts (원); uses given back are not counted. */
  used: { count: number; price: number };
  createdAt: string;
  updatedAt: string;
}

/** A coupon members may download (GET /api/v1/coupons). */
export interface DownloadableCoupon {
  _id: string;
  name: string;
  unit: CouponUnit;
  value: number;
  limit: number | null;
  usage: CouponUsage;
  issueEndsAt: string | null;
  /** The signed-in member holds one of it already (false for visitors). */
  downloaded: boolean;
}

/** A member's coupon (spec §3 User coupon). */
export interface UserCoupon {
  _id: string;
  _user: string;
  _coupon: string;
  name: string;
  unit: CouponUnit;
  value: number;
  limit: number | null;
  usage: CouponUsage;
  isUsed: boolean;
  isExpired: boolean;
  isExcluded: boolean;
  /** The order it was used on. */
  _order: string | null;
  usedAt: string | null;
  createdAt: string;
  /** The product the member chose for a product-price coupon (PUT {id}/product); null: every target line. */
  _product: string | null;
  /** The shipping group the member chose for a delivery-fare coupon (PUT {id}/shippingCode); null: all. */
  shippingCode: ShippingCode | null;
}

/** A member's coupon with its member, as the console lists it. */
export interface ConsoleUserCoupon extends UserCoupon {
  user: { username: string; name: string };
}

// ---- events ----

/** Staff created a coupon (stream `coupon-{couponId}`). */
export interface CouponCreated {
  type: 'CouponCreated';
  data: { couponId: string; fields: CouponFields; createdAt: string };
}
/** Staff changed a coupon; members' coupons already issued keep what they were issued with. */
export interface CouponUpdated {
  type: 'CouponUpdated';
  data: { couponId: string; fields: CouponFields; updatedAt: string };
}
export interface CouponDeleted {
  type: 'CouponDeleted';
  data: { couponId: string; deletedAt: string };
}
/** The coupon was issued to a member: `userCouponIds` (count of them) in round `round`; `face` is their face value in 원. */
export interface CouponIssued {
  type: 'CouponIssued';
  data: {
    couponId: string;
    userId: string;
    userCouponIds: string[];
    round: string;
    face: number;
    by: 'member' | 'staff' | 'event' | 'level' | 'schedule';
    issuedAt: string;
  };
}
/**
 * One use of a coupon with a shop-wide usage limit was counted for an order (stream
 * `coupon-{couponId}`): the member's coupon `userCouponId` used on `orderId` for `discount` 원.
 */
export interface CouponUsageReserved {
  type: 'CouponUsageReserved';
  data: { couponId: string; orderId: string; userCouponId: string; discount: number; reservedAt: string };
}
/** That use was given back: the order was not placed after all, or was cancelled before shipping. */
export interface CouponUsageReleased {
  type: 'CouponUsageReleased';
  data: { couponId: string; orderId: string; userCouponId: string; discount: number; releasedAt: string };
}
export type CouponEvent = CouponCreated | CouponUpdated | CouponDeleted | CouponIssued | CouponUsageReserved | CouponUsageReleased;

/** A member received a coupon (stream `user-coupon-{userCouponId}`), with what it is worth and how it is used. */
export interface UserCouponIssued {
  type: 'UserCouponIssued';
  data: {
    userCouponId: string;
    userId: string;
    couponId: string;
    name: string;
    unit: CouponUnit;
    value: number;
    limit: number | null;
    usage: CouponUsage;
    issuedAt: string;
  };
}
/** The coupon was used on an order. */
export interface UserCouponRedeemed {
  type: 'UserCouponRedeemed';
  data: { userCouponId: string; userId: string; orderId: string; usedAt: string };
}
/** The order it was used on was cancelled before shipping: usable again. */
export interface UserCouponRestored {
  type: 'UserCouponRestored';
  data: { userCouponId: string; userId: string; orderId: string; restoredAt: string };
}
export interface UserCouponExpired {
  type: 'UserCouponExpired';
  data: { userCouponId: string; userId: string; expiredAt: string };
}
/** Deleted by its member or by staff. */
export interface UserCouponDeleted {
  type: 'UserCouponDeleted';
  data: { userCouponId: string; userId: string; deletedAt: string };
}
export interface UserCouponProductChosen {
  type: 'UserCouponProductChosen';
  data: { userCouponId: string; userId: string; productId: string | null; chosenAt: string };
}
export interface UserCouponShippingCodeChosen {
  type: 'UserCouponShippingCodeChosen';
  data: { userCouponId: string; userId: string; shippingCode: ShippingCode | null; chosenAt: string };
}
export type UserCouponEvent =
  UserCouponIssued | UserCouponRedeemed | UserCouponRestored | UserCouponExpired | UserCouponDeleted | UserCouponProductChosen | UserCouponShippingCodeChosen;

// ---- answers ----

/** GET /api/console/shop/coupons. */
export interface CouponListResponse {
  coupons: Coupon[];
  summary: { totalCount: number };
}
/** GET /api/console/shop/coupons/{id}. */
export interface CouponResponse {
  coupon: Coupon;
}
/** POST, PUT, DELETE /api/console/shop/coupons…: the coupon as written (null once deleted) and the log position. */
export interface CouponWrittenResponse {
  coupon: Coupon | null;
  position: number;
}
/** GET /api/v1/coupons: coupons the visitor or member may download now. */
export interface DownloadableCouponListResponse {
  coupons: DownloadableCoupon[];
}
/** GET /api/v1/me/coupons: one page of the member's coupons of one tab, and how many each tab holds. */
export interface UserCouponListResponse {
  coupons: UserCoupon[];
  summary: { totalCount: number; counts: Record<UserCouponTab, number> };
}
/** POST /api/v1/me/coupons, PUT …/product, PUT …/shippingCode, DELETE: the member's coupons written and the log position. */
export interface UserCouponWrittenResponse {
  coupons: UserCoupon[];
  position: number;
}
/** GET /api/console/user-coupons and /api/console/users/{id}/coupons. */
export interface ConsoleUserCouponListResponse {
  userCoupons: ConsoleUserCoupon[];
  summary: { totalCount: number };
}
/** POST, DELETE /api/console/user-coupons…: the coupons written and the log position. */
export interface ConsoleUserCouponWrittenResponse {
  userCoupons: ConsoleUserCoupon[];
  position: number;
}
