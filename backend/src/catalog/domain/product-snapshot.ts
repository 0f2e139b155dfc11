import { choiceKeyOf, offeredChoices, type ImageRef, type ProductOption, type ShippingBundleType, type ShippingCode } from '@shop/contracts';
import { ChoiceInvalidError, ChoiceRequiredError } from '../catalog.errors.js';
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
  /** Keys (choiceKeyOf) of the choice items a shopper may pick, and of those that are mandatory (spec §3 choicees). */
  choices?: { key: string; mandatory: boolean }[];
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
    choices: offeredChoices(f.choicees).map((i) => ({ key: choiceKeyOf(i), mandatory: i.mandatory })),
  };
}

/**
 * Checks the choice items picked for a line of `product` (keys of choiceKeyOf; spec §3 choicees):
 * each must be one the product offers (422 ChoiceInvalidError), and when the product has
 * mandatory choices at least one of them must be picked (422 ChoiceRequiredError), as the
 * issue's "a mandatory choice must be picked before adding to the cart" says.
 */
export function assertChoices(product: ProductSnapshot, chosen: readonly string[] = []): void {
  const offered = product.choices ?? [];
  if (chosen.some((key) => !offered.some((c) => c.key === key))) throw new ChoiceInvalidError();
  const mandatory = offered.filter((c) => c.mandatory);
  if (mandatory.length > 0 && !mandatory.some((c) => chosen.includes(c.key))) throw new ChoiceRequiredError(product.name);
}

/**
 * Unit price in 원 of the product with the chosen options: sale price plus the options'
 * surcharges (spec §3 Product options). Throws OptionRequiredError / OptionInvalidError (422).
 */
export function unitPriceOf(product: ProductSnapshot, option: Record<string, string>): number {
  return product.salePrice + optionSurcharge(product.options, option);
}
