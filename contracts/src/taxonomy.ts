import type { Brand, ImageRef, ProductCard } from './api.js';
import type { DisplayCode } from './enums.js';
import type { CategoryVisual, FilteringFields } from './events/catalog.events.js';
import type { ShippingCodeSetting } from './shipping.js';

/**
 * The console's catalogue structure (spec §2 console shop/categories, shop/brands, shop/display;
 * §3 Category, Brand): answer types of /api/console/shop/{categories,brands,displays} and the
 * public display group.
 */

/** A category as the console edits it: flat, with its place in the tree and how many products use it. */
export interface ConsoleCategory {
  _id: string;
  code: string;
  name: string;
  _parent: string | null;
  /** The ids of its ancestors, root first. */
  _parents: string[];
  depth: number;
  index: number;
  color?: string;
  visual: CategoryVisual | null;
  /** False: hidden from the shop's navigation. */
  shows: boolean;
  /** Products (not deleted) in this category itself. */
  productCount: number;
}

/** GET /api/console/shop/categories: every category, ordered by depth and then index. */
export interface ConsoleCategoryListResponse {
  categories: ConsoleCategory[];
}
/** A category written by the console (null once deleted), with the log position of the write. */
export interface ConsoleCategoryWrittenResponse {
  category: ConsoleCategory | null;
  position: number;
}

/** A brand as the console edits it. */
export interface ConsoleBrand extends Brand {
  index: number;
  shows: boolean;
  productCount: number;
}
/** GET /api/console/shop/brands. */
export interface ConsoleBrandListResponse {
  brands: ConsoleBrand[];
  summary: { totalCount: number };
}
/** A brand written by the console (null once deleted). */
export interface ConsoleBrandWrittenResponse {
  brand: ConsoleBrand | null;
  position: number;
}
/** POST /api/console/shop/brands/image: the stored WebP logo. */
export interface BrandImageResponse {
  image: ImageRef;
}

/** POST /api/console/shop/categories/image: the stored WebP visual with its size in pixels. */
export interface CategoryImageResponse {
  image: { url: string; width: number; height: number };
}

/** A display group (진열 그룹) as the console edits it: its products in order. */
export interface ConsoleDisplay {
  code: string;
  name: string;
  shows: boolean;
  productIds: string[];
  /** The cards of its products in order (deleted products left out). */
  products: ProductCard[];
  updatedAt: string;
}
/** GET /api/console/shop/displays. */
export interface ConsoleDisplayListResponse {
  displays: ConsoleDisplay[];
}
/** A display group written by the console (null once deleted). */
export interface ConsoleDisplayWrittenResponse {
  display: ConsoleDisplay | null;
  position: number;
}
/** GET /api/v1/shop/displays/{code}: a shown display group with its shown products in order. */
export interface DisplayResponse {
  display: { code: string; name: string; products: ProductCard[] };
}

/** GET /api/v1/shop/displays: the display groups the shop shows, each with how many shown products it lists. */
export interface DisplayListResponse {
  displays: { code: string; name: string; productCount: number }[];
}

/** GET /api/v1/shop/displays/{code}/categories: the top categories of a display's shown products (e.g. the home highlights' tabs), in the shop's category order, with how many of them each holds. */
export interface DisplayCategoriesResponse {
  categories: { _id: string; code: string; name: string; productCount: number }[];
}

/** A filtering (필터링, console shop/filtering) as the console edits it, with how many shown products have its property. */
export interface ConsoleFiltering extends FilteringFields {
  code: string;
  productCount: number;
}
/** GET /api/console/shop/filterings: every filtering in the shop's order, and the property names the products use (most used first), to pick from. */
export interface ConsoleFilteringListResponse {
  filterings: ConsoleFiltering[];
  properties: { name: string; productCount: number }[];
}
/** A filtering written by the console (null once deleted), with the log position of the write. */
export interface ConsoleFilteringWrittenResponse {
  filtering: ConsoleFiltering | null;
  position: number;
}

/** GET/PUT /api/console/main/displays/{code} (console main/display/{code}): the products picked for a home display block, in order. */
export interface HomeDisplayPicksResponse {
  code: string;
  /** True: staff's picks in their order; false: none yet, the shown products flagged with the code (newest first), as the home shows them. */
  picked: boolean;
  products: ProductCard[];
  position: number;
}

/** Korean messages of the catalogue structure editors. */
export const TAXONOMY_MESSAGES = {
  CODE: '코드는 영문, 숫자, -, _ 로 2자 이상 40자 이하로 입력해주세요',
  NAME: '이름은 1자 이상 40자 이하로 입력해주세요',
  COLOR: '색상은 #RRGGBB 형식으로 입력해주세요',
  FLAG: '예 또는 아니오로 선택해주세요',
  TEXT: '입력값이 너무 깁니다',
  IDS: '순서를 정할 항목을 확인해주세요',
  AREA: '브랜드 구분(욕실/주방)을 선택해주세요',
  PRODUCTS: '상품 목록을 확인해주세요',
  CODE_VALUE: '코드 값을 확인해주세요',
  PROPERTY: '상품 속성 이름은 1자 이상 40자 이하로 입력해주세요',
  VALUES: '값은 50개까지, 각 100자 이하로 입력해주세요',
  SIZE: '이미지 크기를 확인해주세요',
} as const;

/** A display code's place in the shop setting (spec §3 Display code: text, value, color, shows). */
export interface DisplayCodeSetting {
  text: string;
  value: DisplayCode;
  color: string;
  shows: boolean;
}

/** GET /api/console/shop/codes (spec §2 console shop/codes): every display and shipping code with its setting (defaults where unset). */
export interface ShopCodesResponse {
  displayCodes: DisplayCodeSetting[];
  shippingCodes: ShippingCodeSetting[];
}
