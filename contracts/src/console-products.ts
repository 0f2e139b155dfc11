import type { ImageRef, ProductCard, Summary } from './api.js';
import type { ProductFields } from './events/catalog.events.js';

/** Sort orders of the console product list. */
export const CONSOLE_PRODUCT_SORTS = {
  latest: '최근 등록순',
  updated: '최근 수정순',
  name: '상품명순',
  priceAsc: '낮은 가격순',
  priceDesc: '높은 가격순',
  stockAsc: '재고 적은순',
  sequence: '진열 순서',
} as const;
export type ConsoleProductSort = keyof typeof CONSOLE_PRODUCT_SORTS;

/** A product as the console edits it: every field of spec §3 Product, stock and prices (원). */
export interface ConsoleProduct extends ProductFields {
  _id: string;
  /** Units left; with variations, the sum of the enabled ones'. */
  stock: number;
  /** Units left per variation code (spec §3 variation), when the product has variations. */
  variationStock?: Record<string, number>;
  /** Price after the discount now, in 원. */
  salePrice: number;
  category: ProductCard['category'];
  brand: ProductCard['brand'];
  createdAt: string;
  updatedAt: string;
}

/** A row of the console product list. */
export interface ConsoleProductRow {
  _id: string;
  code: string;
  name: string;
  type: ProductFields['type'];
  thumb: ImageRef;
  price: number;
  salePrice: number;
  stock: number;
  shows: boolean;
  sells: boolean;
  category: ProductCard['category'];
  brand: ProductCard['brand'];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/console/shop/products: one page (headers limit/skip) and how many match. */
export interface ConsoleProductListResponse {
  products: ConsoleProductRow[];
  summary: Summary;
}

/** One change of a product's history: which event, when, by whom (null: the system or the seed). */
export interface ProductHistoryEntry {
  type: 'ProductCreated' | 'ProductUpdated' | 'StockAdjusted' | 'StockReserved' | 'StockReleased';
  /** Korean summary, e.g. "가격, 할인 변경". */
  summary: string;
  at: string;
  by: { _id: string; username: string; name: string } | null;
}

/** GET /api/console/shop/products/{id}: the whole product and its history, newest first. */
export interface ConsoleProductResponse {
  product: ConsoleProduct;
  history: ProductHistoryEntry[];
  /** Names of the products its choice, related, bundled and supply items name, by id (missing: no longer a product). */
  itemNames: Record<string, string>;
}

/** Answer of a product's creation, change or deletion. */
export interface ConsoleProductWrittenResponse {
  product: ConsoleProduct;
  position: number;
}

/** Answer of PUT /api/console/shop/products/bulk: how many products changed. */
export interface ProductBulkResponse {
  changed: number;
  position: number;
}

/** An uploaded product image: the large WebP and its smaller widths. */
export interface UploadedProductImage {
  url: string;
  sizes: { width: number; url: string }[];
}

/** POST /api/console/shop/products/images: the stored images, in the order sent. */
export interface ProductImagesResponse {
  images: UploadedProductImage[];
}

/** POST /api/v1/editor/photo: the photo's URL for the rich-text editor. */
export interface EditorPhotoResponse {
  url: string;
}

/** Korean names of product fields, for the history summaries (spec §3 Product). */
export const PRODUCT_FIELD_TEXT: Partial<Record<keyof ProductFields | 'stock', string>> = {
  code: '상품코드',
  name: '상품명',
  type: '유형',
  _category: '카테고리',
  _brand: '브랜드',
  price: '가격',
  cost: '원가',
  discount: '할인',
  discountEnabled: '할인 사용',
  sells: '판매',
  shows: '노출',
  options: '옵션',
  optionsConf: '옵션 설정',
  groups: '전시 그룹',
  hashtags: '해시태그',
  content: '상세 설명',
  size: '크기',
  origin: '원산지',
  manufacturer: '제조사',
  properties: '상품 정보',
  shippingCode: '배송 방법',
  shippingBundleType: '묶음 배송',
  thumb: '대표 이미지',
  images: '이미지',
  index: '순서',
  sequence: '진열 순서',
  youtubeCode: '유튜브',
  link: '링크',
  flags: '플래그',
  relatedGroupCode: '연관 그룹',
  choicees: '선택 상품',
  relateds: '연관 상품',
  bundleds: '구성 상품',
  supplies: '부자재',
  variations: '옵션 조합',
  deleted: '삭제',
};

/** Column headers of the product export (xlsx). */
export const PRODUCT_EXPORT_HEADERS = ['상품코드', '상품명', '유형', '카테고리', '브랜드', '가격', '판매가', '재고', '노출', '판매', '등록일'] as const;
