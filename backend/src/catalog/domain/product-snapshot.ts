import type { ImageRef, ProductOption, ShippingBundleType, ShippingCode } from '@shop/contracts';
import { optionSurcharge, productSalePrice } from './pricing.js';
import type { ProductState } from './product.decider.js';

/**
 * What other contexts' decisions need to know of a product, read from its stream (never a read
 * model): ordering prices lines and refuses what cannot be ordered with it. Prices in 원.
 */
export interface ProductSnapshot {
  productId: string;
  code: string;
  name: string;
  thumb: ImageRef;
  price: number;
  /** Price after the product's own discount. */
  salePrice: number;
  options: ProductOption[];
  stock: number;
  sells: boolean;
  shows: boolean;
  shippingCode: ShippingCode;
  shippingBundleType: ShippingBundleType;
  /** The member a target payment is for (null for every other product). */
  targetUser?: string | null;
  /** The product's category id and brand id (coupon and shipping targets, spec §3 Coupon usage, Shipping target). */
  categoryId?: string;
  brandId?: string | null;
  /** Display groups the product is shown in (coupon usage target "displays"). */
  displayCodes?: string[];
}

/** The snapshot of a product's folded state priced at `at` (ISO instant), or null when the product does not exist. */
export function snapshotOf(state: ProductState, at: string): ProductSnapshot | null {
  if (state.status !== 'active') return null;
  const f = state.fields;
  return {
    productId: state.productId,
    code: f.code,
    name: f.name,
    thumb: f.thumb,
    price: f.price,
    salePrice: productSalePrice(f, at),
    options: f.options,
    stock: state.stock,
    sells: f.sells && !f.deleted,
    shows: f.shows && !f.deleted,
    shippingCode: f.shippingCode,
    shippingBundleType: f.shippingBundleType,
    targetUser: f._targetUser ?? null,
    categoryId: f._category,
    brandId: f._brand,
    displayCodes: f.groups,
  };
}

/**
 * Unit price in 원 of the product with the chosen options: sale price plus the options'
 * surcharges (spec §3 Product options). Throws OptionRequiredError / OptionInvalidError (422).
 */
export function unitPriceOf(product: ProductSnapshot, option: Record<string, string>): number {
  return product.salePrice + optionSurcharge(product.options, option);
}
