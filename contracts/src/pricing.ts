import type { ShippingBundleType, ShippingCode } from './enums.js';

/**
 * What an order costs, piece by piece (spec §3 Order draft, Coupon, User point, Shipping option,
 * Member level; §9 Prices, Coupons, Delivery charge types). Every amount is an integer of 원.
 *
 * The quote (`POST shop/orders/quote`) and the placed order compute this with the same pure
 * functions, in this order:
 *  1. lines at the product's sale price (options included) × units → `productsPrice`;
 *  2. the member level's discount per line (percent rounds up) → `levelDiscount`;
 *  3. shipping per group of the shipping code's rule on the lines' sale-price totals, plus the
 *     island surcharge and the installation (service) charge → `shippingPrice`, `islandPrice`,
 *     `servicePrice`;
 *  4. coupons: product-price coupons first, then delivery fare (and installation, on-site
 *     service fee), then the total order amount; each never more than what is left of its base;
 *  5. points (적립금), at most what is left to pay;
 *  6. `totalPrice` = products − level − coupons − points + shipping + island + service.
 */

/** Facts of one order line that the pricing pieces read. */
export interface PricingLine {
  lineId: string;
  productId: string;
  /** The product's category and every parent of it (coupon and shipping targets by category). */
  categoryIds: string[];
  brandId: string | null;
  exhibitionIds: string[];
  displayCodes: string[];
  shippingCode: ShippingCode;
  shippingBundleType: ShippingBundleType;
  /** Unit price after the product's own discount, options included. */
  salePrice: number;
  amount: number;
  /** salePrice × amount. */
  totalPrice: number;
}

/** A point as GeoJSON: [longitude, latitude] (spec §3 Geolocation). */
export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}

/** Where the order goes, as the postcode search gave it. */
export interface PricingDestination {
  /** Five-digit 우편번호 (zonecode). */
  postcode: string;
  /** Road or lot address, e.g. "제주특별자치도 제주시 …" (areas__available match its start). */
  address1: string;
  geolocation: GeoPoint | null;
}

/** How one island row classifies a postcode. */
export type IslandKind = 'jeju' | 'island' | 'exempt';

/** One shipping group of an order: the lines sharing a shipping code (bundle) or one line (apiece). */
export interface ShippingGroupPrice {
  shippingCode: ShippingCode;
  bundleType: ShippingBundleType;
  lineIds: string[];
  /** The shipping rule that priced it (null: the shop's default for the code). */
  shippingId: string | null;
  /** Delivery fare of the group. */
  charge: number;
  /** Island surcharge of the group (0 on the mainland and on exempt islands). */
  islandCharge: number;
  /** Installation charge of the group (service.isActive). */
  serviceCharge: number;
}

/** What the shipping context answers for an order. */
export interface ShippingQuote {
  groups: ShippingGroupPrice[];
  shippingPrice: number;
  islandPrice: number;
  servicePrice: number;
  /** The island row the postcode fell in, or null on the mainland. */
  island: { kind: IslandKind; name: string } | null;
}

/** The member level's discount on each line. */
export interface LevelDiscount {
  levelCode: string;
  levelName: string;
  lines: { lineId: string; discount: number }[];
  total: number;
}

/** What a coupon's amount is taken from (spec §9 price bases). */
export const CouponPriceBase = {
  TOTAL_ORDER_AMOUNT: 'totalOrderAmount',
  PRODUCT_PRICE: 'productPrice',
  DELIVERY_FARE: 'deliveryFare',
  INSTALLATION_PRICE: 'installationPrice',
  ONSITE_SERVICE_FEE: 'onsiteServiceFee',
} as const;
export type CouponPriceBase = (typeof CouponPriceBase)[keyof typeof CouponPriceBase];

/** One coupon as applied to an order. */
export interface AppliedCoupon {
  userCouponId: string;
  couponId: string;
  name: string;
  base: CouponPriceBase;
  /** Lines the coupon applied to (empty for delivery fare and total order amount). */
  lineIds: string[];
  discount: number;
}

/** The whole breakdown the order page, the member's order and the console show. */
export interface PriceBreakdown {
  productsPrice: number;
  level: { code: string; name: string } | null;
  levelDiscount: number;
  coupons: AppliedCoupon[];
  couponDiscount: number;
  pointsUsed: number;
  shipping: ShippingGroupPrice[];
  shippingPrice: number;
  islandPrice: number;
  servicePrice: number;
  island: ShippingQuote['island'];
  totalPrice: number;
  /**
   * Of `totalPrice`, what paid for the shipping (fares, island, installation less the coupons and
   * the part of order-wide discounts the lines could not take); the lines' `paidPrice` are the rest.
   */
  shippingPaid: number;
}

/** The total a breakdown comes to (step 6 above); never below 0. */
export function totalOf(b: Omit<PriceBreakdown, 'totalPrice' | 'shippingPaid'>): number {
  return Math.max(0, b.productsPrice - b.levelDiscount - b.couponDiscount - b.pointsUsed + b.shippingPrice + b.islandPrice + b.servicePrice);
}
