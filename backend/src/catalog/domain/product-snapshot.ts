import {
  combinationText,
  hasVariations,
  missingMandatoryGroup,
  offeredItemsOf,
  shownOptions,
  variationOf,
  type ImageRef,
  type ProductOption,
  type ProductVariation,
  type ShippingBundleType,
  type ShippingCode,
} from '@shop/contracts';
import { ChoiceInvalidError, ChoiceRequiredError, InsufficientStockError, SoldOutError, VariationUnavailableError } from '../catalog.errors.js';
import { bundleStockOf, partTakeOf, type BundlePart, type BundlePartFacts, type OrderedPart } from './bundle.js';
import { optionSurcharge, productPricesOf, productSalePrice } from './pricing.js';
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
  /**
   * The items a shopper may pick (spec §3 choicees, then supplies: contracts' offeredItemsOf): key,
   * whether mandatory, whether a supply, and what one adds to a unit of its line in 원 (a custom
   * item's `salePrice`; 0 for a product, which is ordered as a line of its own).
   */
  choices?: { key: string; mandatory: boolean; surcharge: number; supply?: boolean }[];
  /** The option combinations with their units left (spec §3 variation); absent when the product has none. */
  variations?: (ProductVariation & { stock: number })[];
  /**
   * A product bundle's parts with their units per bundle (bundle.ts bundlePartsOf): its `stock` is
   * then what its parts allow and its prices may follow theirs; orders take the parts' units.
   */
  parts?: OrderedPart[];
}

/**
 * What a product's folded state says of it as the bundle's `part`, priced at `at` (null when it
 * does not exist): bundle.ts partTakeOf — its stock is 0 when it is deleted, not on sale or itself
 * a bundle (no bundle in a bundle); a part of a product with option combinations takes the units
 * of the combination it names (none named: 0), priced with that combination's surcharges.
 */
export function partFactsOf(state: ProductState, part: BundlePart, at: string): BundlePartFacts | null {
  if (state.status !== 'active') return null;
  const f = state.fields;
  const take = partTakeOf({ fields: f, stock: state.stock, variationStock: state.variationStock }, part);
  return {
    ...part,
    productId: state.productId,
    price: f.price + take.surcharge,
    salePrice: productSalePrice(f, at) + take.surcharge,
    stock: take.stock,
    ...(take.option ? { option: take.option } : {}),
  };
}

/**
 * The snapshot of a product's folded state priced at `at` (ISO instant), or null when the product
 * does not exist. A product bundle comes with its parts' facts (`parts`, bundle.ts bundlePartsOf
 * order): its stock is then {@link bundleStockOf} and its prices {@link productPricesOf}.
 */
export function snapshotOf(state: ProductState, at: string, parts: readonly BundlePartFacts[] = []): ProductSnapshot | null {
  if (state.status !== 'active') return null;
  const f = state.fields;
  const { price, salePrice } = productPricesOf(f, at, parts);
  return {
    productId: state.productId,
    code: f.code,
    name: f.name,
    thumb: f.thumb,
    price,
    salePrice,
    // What shoppers are offered (spec §3 optionsConf): switched off, an order names no option.
    options: shownOptions(f.options, f.optionsConf),
    stock: parts.length ? bundleStockOf(parts) : state.stock,
    ...(parts.length ? { parts: parts.map(({ productId, amount, option }) => ({ productId, amount, ...(option ? { option } : {}) })) } : {}),
    sells: f.sells && !f.deleted,
    shows: f.shows && !f.deleted,
    shippingCode: f.shippingCode,
    shippingBundleType: f.shippingBundleType,
    targetUser: f._targetUser ?? null,
    categoryId: f._category,
    brandId: f._brand,
    displayCodes: f.groups,
    choices: offeredItemsOf(f).map(({ key, mandatory, surcharge, supply }) => ({ key, mandatory, surcharge, ...(supply ? { supply } : {}) })),
    ...(hasVariations(f.variations) ? { variations: f.variations!.map((v) => ({ ...v, stock: state.variationStock?.[v.code] ?? 0 })) } : {}),
  };
}

/**
 * Checks the option combination of a line of `product` (spec §3 variation; nothing to check for
 * a product without variations): the chosen options must match an enabled variation (422
 * VariationUnavailableError). Without `amount` (adding to the cart) a combination with no units
 * left is refused (409 SoldOutError); with `amount` (pricing an order) one with fewer units than
 * that (409 InsufficientStockError). Both name the combination; the product's stream decides
 * again when reserving.
 */
export function assertVariation(product: ProductSnapshot, option: Record<string, string>, amount?: number): void {
  if (!hasVariations(product.variations)) return;
  const variation = variationOf(product.variations, option);
  if (!variation) throw new VariationUnavailableError(combinationText(option, product.options));
  const text = combinationText(variation.list, product.options);
  if (amount === undefined && variation.stock === 0) throw new SoldOutError(product.name, text);
  if (amount !== undefined && amount > variation.stock) throw new InsufficientStockError(product.name, variation.stock, text);
}

/**
 * Checks the items picked for a line of `product` (keys of offeredItemsOf; spec §3 choicees and
 * supplies): each must be one the product offers (422 ChoiceInvalidError), and when its choice
 * items, or its supplies, have mandatory ones, at least one of those must be picked (422
 * ChoiceRequiredError naming the group), as the "a mandatory choice must be picked
 * before adding to the cart" says.
 */
export function assertChoices(product: ProductSnapshot, chosen: readonly string[] = []): void {
  const offered = product.choices ?? [];
  if (chosen.some((key) => !offered.some((c) => c.key === key))) throw new ChoiceInvalidError();
  const missing = missingMandatoryGroup(offered, chosen);
  if (missing) throw new ChoiceRequiredError(product.name, missing);
}

/**
 * Unit price in 원 of the product with the chosen options and choice items: sale price plus the
 * options' surcharges (spec §3 Product options) plus the picked custom choice items' prices
 * (spec §3 choicees custom.salePrice). Throws OptionRequiredError / OptionInvalidError (422).
 */
export function unitPriceOf(product: ProductSnapshot, option: Record<string, string>, chosen: readonly string[] = []): number {
  const choices = (product.choices ?? []).reduce((sum, c) => sum + (chosen.includes(c.key) ? c.surcharge : 0), 0);
  return product.salePrice + optionSurcharge(product.options, option) + choices;
}
