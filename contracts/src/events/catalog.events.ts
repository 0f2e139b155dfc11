import type { DisplayCode, ProductType, ShippingBundleType, ShippingCode } from '../enums.js';
import type { ProductOption } from '../api.js';

/** Discount of a product: `won` off, or `percent` (0-100) of the price. Spec §3 default unit "won". */
export interface ProductDiscount {
  unit: 'won' | 'percent';
  amount: number;
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
}

/** A product was added to the catalogue with its opening stock. */
export interface ProductCreated {
  type: 'ProductCreated';
  data: ProductFields & { productId: string; stock: number; createdAt: string };
}
/** Some fields of a product changed (only the changed ones are carried). */
export interface ProductUpdated {
  type: 'ProductUpdated';
  data: Partial<ProductFields> & { productId: string; updatedAt: string };
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
  data: { productId: string; stock: number; adjustedAt: string };
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
