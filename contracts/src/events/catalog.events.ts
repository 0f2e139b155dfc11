import type { DisplayCode, ProductType, ShippingBundleType, ShippingCode } from '../enums.js';
import type { ProductOption } from '../api.js';

/** When a discount applies: with `enabled`, only from `startDate` to `endDate` (days yyyy-mm-dd, KST, both included). Spec §3 discount expiration. */
export interface DiscountExpiration {
  enabled: boolean;
  startDate: string | null;
  endDate: string | null;
}

/** Discount of a product: `won` off, or `percent` (0-100) of the price. Spec §3 default unit "won". */
export interface ProductDiscount {
  unit: 'won' | 'percent';
  amount: number;
  expiration?: DiscountExpiration;
}

/** The product page's link button (spec §3 Product link); `isOuter` opens another site in a new tab. */
export interface ProductLink {
  url: string;
  name: string;
  enabled: boolean;
  isOuter: boolean;
}

/**
 * A choice, related, bundled or supply item of a product (spec §3 Product): another product
 * (`_product`, with `_option` naming one of its option combinations), or a supply (`_supply`), or a
 * custom line (`custom`: name, amount in units, salePrice in 원). `deleted` items stay for history.
 */
export interface ProductItem {
  _product: string | null;
  _option: string | null;
  _supply: string | null;
  custom: { name: string; amount: number; salePrice: number } | null;
  enabled: boolean;
  deleted: boolean;
  mandatory: boolean;
}

/** Every editable field of a product (spec §3 Product, the part this release uses). */
export interface ProductFields {
  code: string;
  name: string;
  type: ProductType;
  _category: string;
  _brand: string | null;
  /** List price in 원. */
  price: number;
  discount: ProductDiscount | null;
  sells: boolean;
  shows: boolean;
  options: ProductOption[];
  groups: DisplayCode[];
  hashtags: string[];
  content: string;
  size: string;
  origin: string;
  manufacturer: string;
  properties: { name: string; value: string }[];
  shippingCode: ShippingCode;
  shippingBundleType: ShippingBundleType;
  thumb: { url: string };
  images: { url: string }[];
  index: number;
  /** For a target payment (type `target`): the member it asks to pay; nobody else can order it. */
  _targetUser?: string | null;
  // Spec §3 fields added with the console editor: optional, so products created before still fold.
  /** Purchase cost in 원 (console only). */
  cost?: number;
  /** Display order number the console edits (spec `sequence`). */
  sequence?: number;
  /** YouTube video id shown on the product page (click to load). */
  youtubeCode?: string;
  link?: ProductLink | null;
  flags?: string[];
  relatedGroupCode?: string;
  /** Whether `discount` applies at all (absent: it applies, as before the field existed). */
  discountEnabled?: boolean;
  choicees?: ProductItem[];
  relateds?: ProductItem[];
  bundleds?: ProductItem[];
  supplies?: ProductItem[];
  /** Deleted in the console: hidden and not sold, kept for the orders that name it; its code stays taken. */
  deleted?: boolean;
}

/** A product was added to the catalogue with its opening stock. */
export interface ProductCreated {
  type: 'ProductCreated';
  /** `by`: the staff member who created it (absent for the demo seed). */
  data: ProductFields & { productId: string; stock: number; createdAt: string; by?: string | null };
}
/** Some fields of a product changed (only the changed ones are carried). */
export interface ProductUpdated {
  type: 'ProductUpdated';
  data: Partial<ProductFields> & { productId: string; updatedAt: string; by?: string | null };
}
/** Units were set aside for an order; `stock` is what remains. */
export interface StockReserved {
  type: 'StockReserved';
  data: { productId: string; orderId: string; amount: number; stock: number; reservedAt: string };
}
/** Units reserved for an order went back to stock (order canceled, or placing it failed). */
export interface StockReleased {
  type: 'StockReleased';
  /** `releaseId` marks a part of the reservation given back (a cancelled line); without it the whole reservation went back. */
  data: { productId: string; orderId: string; amount: number; stock: number; releaseId?: string; releasedAt: string };
}
/** Staff set the stock count (receiving goods, stocktaking). */
export interface StockAdjusted {
  type: 'StockAdjusted';
  data: { productId: string; stock: number; adjustedAt: string; by?: string | null };
}
export type ProductEvent = ProductCreated | ProductUpdated | StockReserved | StockReleased | StockAdjusted;

/** A category was created (stream `category-{code}`). */
export interface CategoryCreated {
  type: 'CategoryCreated';
  data: {
    categoryId: string;
    code: string;
    name: string;
    parentCode: string | null;
    depth: number;
    index: number;
    color?: string;
    visual: { url: string } | null;
    createdAt: string;
  };
}
export type CategoryEvent = CategoryCreated;

/** A brand (collection) was created (stream `brand-{code}`). */
export interface BrandCreated {
  type: 'BrandCreated';
  data: { code: string; name: string; description: string; area: 'bath' | 'kitchen'; image: { url: string }; index: number; createdAt: string };
}
export type BrandEvent = BrandCreated;
