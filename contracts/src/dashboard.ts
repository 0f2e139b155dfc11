import type { ImageRef, Order, ProductCard } from './api.js';
import type { LevelCriterionType } from './levels.js';
import type { Like } from './members.js';
import type { OrderTab } from './status-text.js';

/**
 * The member's dashboard (spec §2 /mypage and /mypage/dashboard), the regular purchases
 * (/mypage/cart/regular) and the versioned terms (§7 "Terms: GET list and terms/{code}").
 * Amounts are integers of 원; times are ISO strings.
 */

/** The order-list tabs the dashboard counts, in the order it shows them (spec §4 order list tabs). */
export const DASHBOARD_ORDER_TABS = ['nonpayment', 'payment', 'preparing', 'shipping', 'delivered', 'claims'] as const satisfies readonly OrderTab[];
export type DashboardOrderTab = (typeof DASHBOARD_ORDER_TABS)[number];

/** How close the member is to one criterion of the next level. */
export interface LevelProgress {
  type: LevelCriterionType;
  /** What the criterion asks (점 or 원). */
  required: number;
  /** What the member has now: the score, or last Seoul month's confirmed purchases (원). */
  current: number;
}

/** The member's level and what the next level asks. */
export interface DashboardLevel {
  /** The level's code and name; null when the shop has no level for the member yet. */
  code: string | null;
  name: string | null;
  /** Points earned on 구매확정 at this level, percent of the confirmed amount. */
  pointRate: number;
  score: number;
  /** The next higher active level of the member's scope, or null at the top. */
  next: { code: string; name: string; criteria: LevelProgress[] } | null;
}

/** One recent order as the dashboard lists it. */
export type DashboardOrder = Pick<
  Order,
  '_id' | 'orderNumber' | 'orderStatus' | 'claimStatus' | 'purchaseStatus' | 'statusText' | 'totalPrice' | 'createdAt'
> & {
  /** The first line's product name and picture, and how many lines the order has. */
  title: string;
  thumb: ImageRef | null;
  lineCount: number;
};

/** GET /api/v1/me/dashboard: the member's own figures, read from each context's read models. */
export interface MemberDashboardResponse {
  /** Orders per order-list tab (the tab's filter of GET me/orders). */
  orderCounts: Record<DashboardOrderTab, number>;
  /** Usable coupons (the 사용가능 tab of me/coupons). */
  coupons: number;
  /** Usable points (원) and what of them expires within 30 days. */
  points: { balance: number; expiringSoon: number };
  level: DashboardLevel;
  /** The five newest orders. */
  recentOrders: DashboardOrder[];
  /** The four newest likes and the wishlist's size. */
  likes: { items: Like[]; totalCount: number };
  /** The member's 1:1 inquiries awaiting an answer and answered (spec §2 /mypage/inquiries). */
  inquiries: { awaiting: number; answered: number };
}

/** A product the member bought before (spec §2 /mypage/cart/regular), one per product and option. */
export interface RegularPurchase {
  /** `{productId}:{option as JSON}`: stable per product and option. */
  _id: string;
  product: ProductCard;
  option: Record<string, string>;
  /** The amount of the last purchase (what one-click reorder puts in the cart). */
  lastAmount: number;
  /** In how many orders it was bought, and how many units in all. */
  timesBought: number;
  totalAmount: number;
  lastBoughtAt: string;
  /** False when it cannot be ordered now (no longer sold, sold out or hidden); the reason's code. */
  orderable: boolean;
  unavailableReason: 'PRODUCT_NOT_FOUND' | 'NOT_ON_SALE' | 'SOLD_OUT' | null;
}

/** GET /api/v1/me/regular-purchases: most often bought first, then the latest. */
export interface RegularPurchaseListResponse {
  regularPurchases: RegularPurchase[];
}

/** One version of a term (이용약관, 개인정보 수집 및 이용, 마케팅 정보 수신 …). */
export interface Term {
  /** The term's code, as sign-up's `_terms` names it (e.g. service, privacy, marketing). */
  code: string;
  title: string;
  /** Sign-up is refused without agreeing to a required term. */
  required: boolean;
  /** Versions count up from 1. */
  version: number;
  /** When this version takes effect. */
  effectiveAt: string;
  /** Rich text, sanitised on write. */
  content: string;
}

/** GET /api/v1/terms: the version in effect of every term, by index. */
export interface TermListResponse {
  terms: Term[];
}

/** GET /api/v1/terms/{code}: the version in effect, and every version published (newest first, without content). */
export interface TermResponse {
  term: Term;
  versions: Pick<Term, 'version' | 'effectiveAt' | 'title'>[];
}

/** Which version of a term a member agreed to at sign-up, and when. */
export interface TermAgreement {
  code: string;
  version: number;
  agreedAt: string;
}
