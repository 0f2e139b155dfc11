import type { DisplayCode, ProductType, ShippingBundleType, ShippingCode } from '../enums.js';
import type { ProductOption, ProductOptionsConf, ProductVariation } from '../api.js';

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
 * (`_product`, with `_option` naming one of its option combinations by its variation code: a
 * bundle's part must name one when its product has them, and may not otherwise), or a supply (`_supply`), or a
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
  /**
   * Of a product bundle's part (spec §3 bundleds with `_product`): units of that product one
   * bundle takes. Absent (older events): `custom.amount` if set, else 1.
   */
  amount?: number;
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
  /** Whether the options are offered and how their values are ordered (spec §3 optionsConf); absent: enabled, entered order. */
  optionsConf?: ProductOptionsConf;
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
  /**
   * Option combinations with a stock of their own (spec §3 variation). With any, the product's
   * stock is the sum of its enabled variations' stock and orders reserve per combination.
   */
  variations?: ProductVariation[];
  /** Deleted in the console: hidden and not sold, kept for the orders that name it; its code stays taken. */
  deleted?: boolean;
}

/** Units per variation code (spec §3 variation), e.g. { 'WB600-WH': 3 }. */
export type VariationCounts = Record<string, number>;

/** A product was added to the catalogue with its opening stock (`variationStock`: per variation code, when it has variations; `stock` is then their sum). */
export interface ProductCreated {
  type: 'ProductCreated';
  /** `by`: the staff member who created it (absent for the demo seed). */
  data: ProductFields & { productId: string; stock: number; variationStock?: VariationCounts; createdAt: string; by?: string | null };
}
/** Some fields of a product changed (only the changed ones are carried). */
export interface ProductUpdated {
  type: 'ProductUpdated';
  data: Partial<ProductFields> & { productId: string; updatedAt: string; by?: string | null };
}
/**
 * Units were set aside for an order; `stock` is what remains of the product. For a product with
 * variations, `variations` gives the units per variation code and `variationStock` what remains
 * of each of those codes.
 */
export interface StockReserved {
  type: 'StockReserved';
  data: {
    productId: string;
    orderId: string;
    amount: number;
    stock: number;
    variations?: VariationCounts;
    variationStock?: VariationCounts;
    reservedAt: string;
  };
}
/** Units reserved for an order went back to stock (order canceled, or placing it failed); per variation code as in StockReserved. */
export interface StockReleased {
  type: 'StockReleased';
  /** `releaseId` marks a part of the reservation given back (a cancelled line); without it the whole reservation went back. */
  data: {
    productId: string;
    orderId: string;
    amount: number;
    stock: number;
    releaseId?: string;
    variations?: VariationCounts;
    variationStock?: VariationCounts;
    releasedAt: string;
  };
}
/**
 * Staff set the stock count (receiving goods, stocktaking); `variationStock` the counts of the
 * variation codes set (the others keep theirs), `stock` the product's total after it. Also written
 * when a change of the variations changes the total (a variation switched off no longer counts).
 */
export interface StockAdjusted {
  type: 'StockAdjusted';
  data: { productId: string; stock: number; variationStock?: VariationCounts; adjustedAt: string; by?: string | null };
}
export type ProductEvent = ProductCreated | ProductUpdated | StockReserved | StockReleased | StockAdjusted;

/**
 * A category's header visual (spec §3 Category visual): the stored picture's URL and, for one
 * uploaded through the console (re-encoded as WebP), its size in pixels (absent on older ones).
 */
export interface CategoryVisual {
  url: string;
  width?: number;
  height?: number;
}
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
    visual: CategoryVisual | null;
    createdAt: string;
    /** The staff member who created it (absent for the demo seed). */
    by?: string | null;
  };
}
/** What staff may change of a category in place (spec §3 Category name, color, visual; `shows` false hides it from the shop's navigation). */
export interface CategoryChanges {
  name?: string;
  color?: string;
  visual?: CategoryVisual | null;
  shows?: boolean;
}
/** Some fields of a category changed (only the changed ones are carried). */
export interface CategoryEdited {
  type: 'CategoryEdited';
  data: { categoryId: string; code: string; changes: CategoryChanges; editedAt: string; by: string | null };
}
/**
 * A category took a new place in the tree: under `parentId` (null: a root) at `index` among its
 * siblings; `depth` is its new depth (a root is 1). Its sub-categories move with it.
 */
export interface CategoryMoved {
  type: 'CategoryMoved';
  data: { categoryId: string; code: string; parentId: string | null; depth: number; index: number; movedAt: string; by: string | null };
}
/** A category no product used was deleted; its code may be used again. */
export interface CategoryDeleted {
  type: 'CategoryDeleted';
  data: { categoryId: string; code: string; deletedAt: string; by: string | null };
}
export type CategoryEvent = CategoryCreated | CategoryEdited | CategoryMoved | CategoryDeleted;

/** A brand (collection) was created (stream `brand-{code}`). */
export interface BrandCreated {
  type: 'BrandCreated';
  data: {
    code: string;
    name: string;
    description: string;
    area: 'bath' | 'kitchen';
    image: { url: string };
    index: number;
    /** Absent: shown. */
    shows?: boolean;
    createdAt: string;
    /** The staff member who created it (absent for the demo seed). */
    by?: string | null;
  };
}
/** What staff may change of a brand (spec §3 Brand). */
export interface BrandChanges {
  name?: string;
  description?: string;
  area?: 'bath' | 'kitchen';
  image?: { url: string };
  index?: number;
  shows?: boolean;
}
/** Some fields of a brand changed (only the changed ones are carried). */
export interface BrandEdited {
  type: 'BrandEdited';
  data: { code: string; changes: BrandChanges; editedAt: string; by: string | null };
}
/** A brand no product used was deleted; its code may be used again. */
export interface BrandDeleted {
  type: 'BrandDeleted';
  data: { code: string; deletedAt: string; by: string | null };
}
export type BrandEvent = BrandCreated | BrandEdited | BrandDeleted;

/** A display group's fields (진열 그룹, spec §2 console shop/display): its name, its products in order, whether the shop shows it. */
export interface DisplayFields {
  name: string;
  productIds: string[];
  shows: boolean;
}
/** A display group was created (stream `display-{code}`). */
export interface DisplayCreated {
  type: 'DisplayCreated';
  data: DisplayFields & { code: string; createdAt: string; by: string | null };
}
/** Some fields of a display group changed (`productIds` is the whole new order). */
export interface DisplayEdited {
  type: 'DisplayEdited';
  data: Partial<DisplayFields> & { code: string; editedAt: string; by: string | null };
}
/** A display group was deleted; its code may be used again. */
export interface DisplayDeleted {
  type: 'DisplayDeleted';
  data: { code: string; deletedAt: string; by: string | null };
}
export type DisplayEvent = DisplayCreated | DisplayEdited | DisplayDeleted;

/**
 * A filtering's fields (필터링, spec §2 console shop/filtering; issue 13 "filters from the
 * console's filterings: faceted counts"): a facet of the shop's product lists, shown as `name`,
 * whose values are those of the product property named `property` (spec §3 Product properties).
 * `values` lists the values the facet offers, in staff's order (empty: every value the products
 * have, the most common first); `index` orders the facets; `enabled` false hides the facet.
 */
export interface FilteringFields {
  name: string;
  property: string;
  values: string[];
  index: number;
  enabled: boolean;
}
/** A filtering was created (stream `filtering-{code}`). */
export interface FilteringCreated {
  type: 'FilteringCreated';
  data: FilteringFields & { code: string; createdAt: string; by: string | null };
}
/** Some fields of a filtering changed (only the changed ones are carried). */
export interface FilteringEdited {
  type: 'FilteringEdited';
  data: { code: string; changes: Partial<FilteringFields>; editedAt: string; by: string | null };
}
/** A filtering was deleted; its code may be used again. */
export interface FilteringDeleted {
  type: 'FilteringDeleted';
  data: { code: string; deletedAt: string; by: string | null };
}
export type FilteringEvent = FilteringCreated | FilteringEdited | FilteringDeleted;
