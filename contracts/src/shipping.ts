import type { ShippingBundleType, ShippingChargeType, ShippingCode } from './enums.js';
import type { GeoPoint, IslandKind } from './pricing.js';

/**
 * Shipping rules and the islands table (spec §3 Shipping, Shipping option, Display code and
 * shipping code; §7 `GET shippings`, `GET islands`; §9 delivery charge types). Amounts in 원,
 * distances in km, dates ISO-8601 UTC.
 */

/** What a shipping rule applies to (spec §9 shipping target types), most specific first when several match. */
export const ShippingTargetType = {
  PRODUCTS: 'products',
  CATEGORY_BRAND: 'categoryBrand',
  CATEGORY: 'category',
  BRAND: 'brand',
  EVERY: 'every',
} as const;
export type ShippingTargetType = (typeof ShippingTargetType)[keyof typeof ShippingTargetType];

export const SHIPPING_TARGET_TYPE_TEXT: Record<ShippingTargetType, string> = {
  products: '상품별',
  categoryBrand: '카테고리+브랜드별',
  category: '카테고리별',
  brand: '브랜드별',
  every: '전체 상품',
};

export const SHIPPING_CHARGE_TYPE_TEXT: Record<ShippingChargeType, string> = {
  free: '착불(0원)',
  fixed: '고정 금액',
  pricesRange: '금액 구간',
  travelRange: '거리 구간',
};

export const SHIPPING_BUNDLE_TYPE_TEXT: Record<ShippingBundleType, string> = { bundle: '묶음배송', apiece: '개별배송' };

export const ISLAND_KIND_TEXT: Record<IslandKind, string> = { jeju: '제주', island: '도서산간', exempt: '연륙도서(면제)' };

/** A delivery charge (spec §3 Shipping option `charge`): only the table of its `type` is read. */
export interface ShippingCharge {
  type: ShippingChargeType;
  /** 원, for `fixed`. */
  fixedAmount?: number;
  /** For `pricesRange`: the row of the largest `price` (원) not above the group's amount. */
  pricesRange?: { price: number; amount: number }[];
  /** For `travelRange`: the row of the largest `distance` (km) not above the distance from the warehouse. */
  travelRange?: { distance: number; amount: number }[];
}

/** How one shipping code is charged under a rule (spec §3 Shipping option). */
export interface ShippingOption {
  code: ShippingCode;
  bundle: { type: ShippingBundleType };
  charge: ShippingCharge;
  /** Island surcharge: `amount__base` for islands, `amount__jeju` for Jeju. */
  island: { isActive: boolean; charge: { amount__base: number; amount__jeju: number } };
  /** Installation (service) charge per unit. */
  service: { isActive: boolean; charge: { amount: number } };
}

/** What a rule applies to; only the lists its `type` names are read. */
export interface ShippingTarget {
  type: ShippingTargetType;
  _products: string[];
  _categories: string[];
  _brands: string[];
}

/** A shipping rule (spec §3 Shipping). `startsAt`/`endsAt` null: open-ended. */
export interface Shipping {
  _id: string;
  name: string;
  startsAt: string | null;
  endsAt: string | null;
  isActive: boolean;
  target: ShippingTarget;
  options: ShippingOption[];
  createdAt: string;
  updatedAt: string | null;
}

/** One row of the islands table: a postcode range and how it is charged. */
export interface Island {
  _id: string;
  name: string;
  /** Five-digit postcodes, inclusive. */
  postcodeFrom: string;
  postcodeTo: string;
  kind: IslandKind;
  note: string;
  createdAt: string;
  updatedAt: string | null;
}

/** One change of the islands table, as kept in its history. */
export interface IslandChange {
  _id: string;
  islandId: string;
  action: 'added' | 'changed' | 'removed';
  /** The row after the change (before it, for a removal). */
  row: { name: string; postcodeFrom: string; postcodeTo: string; kind: IslandKind; note: string };
  /** Who changed it (user id; null: the seed). */
  by: string | null;
  at: string;
}

/** A shipping code's place in the shop setting (spec §3 Display code and shipping code). */
export interface ShippingCodeSetting {
  text: string;
  value: ShippingCode;
  color: string;
  shows: boolean;
  warehouse: { postcode: string; address1: string; address2: string; geolocation: GeoPoint | null } | null;
  /** Address starts (시·도, e.g. "서울", "경기도") it ships to; empty: everywhere. */
  areas__available: string[];
}

export interface ShippingListResponse {
  shippings: Shipping[];
  summary: { totalCount: number };
}
export interface ShippingResponse {
  shipping: Shipping;
}
export interface ShippingWrittenResponse {
  shipping: Shipping | null;
  position: number;
}
export interface IslandListResponse {
  islands: Island[];
}
export interface IslandWrittenResponse {
  island: Island | null;
  position: number;
}
export interface IslandHistoryResponse {
  changes: IslandChange[];
  summary: { totalCount: number };
}
