import type { ProductDiscount, ProductFields, ProductOption } from '@shop/contracts';
import { OptionInvalidError, OptionRequiredError } from '../catalog.errors.js';
import { bundlePricesOf, type BundlePartFacts } from './bundle.js';

/** The KST day (yyyy-mm-dd) of an ISO instant. */
const kstDay = (at: string): string => new Date(Date.parse(at) + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * Whether the product's discount applies at `at` (ISO instant): `discountEnabled` not false and,
 * with an enabled expiration, `at`'s KST day within startDate..endDate (both included; an open
 * end is no limit). Spec §3 discountEnabled, discount expiration.
 */
export function discountApplies(discount: ProductDiscount | null, discountEnabled: boolean | undefined, at: string): boolean {
  if (!discount || discountEnabled === false) return false;
  const e = discount.expiration;
  if (!e?.enabled) return true;
  const day = kstDay(at);
  return (!e.startDate || day >= e.startDate) && (!e.endDate || day <= e.endDate);
}

/**
 * Sale price in 원 of a product at `at` (ISO instant): the one pricing of the shop, used by the
 * read model, the quote and the order (through the product snapshot). A discount switched off
 * or outside its dates does not apply (see {@link discountApplies}).
 */
export function productSalePrice(f: Pick<ProductFields, 'price' | 'discount' | 'discountEnabled'>, at: string): number {
  return salePriceOf(f.price, discountApplies(f.discount, f.discountEnabled, at) ? f.discount : null);
}

/**
 * List price and sale price in 원 of a product at `at` (ISO instant): the one pricing of the shop
 * that the product cards, the product page, the quote and the order share. A plain product: its
 * price and {@link productSalePrice}. A product bundle with `parts` (spec §3 "A bundle's price
 * follows its parts"): its own price and discount when staff set a price (> 0), else the sum of
 * its parts' list and sale prices × their amounts (bundle.ts bundlePricesOf).
 */
export function productPricesOf(
  f: Pick<ProductFields, 'price' | 'discount' | 'discountEnabled'>,
  at: string,
  parts: readonly BundlePartFacts[] = [],
): { price: number; salePrice: number } {
  return bundlePricesOf({ price: f.price, salePrice: productSalePrice(f, at) }, parts);
}

/**
 * Sale price of a product in 원 after its own discount. The spec leaves the formula open
 * (§9 "not shown"); here a won discount is subtracted, a percent discount is taken off the list
 * price rounding the discount down to the 원, and the result never goes below 0.
 */
export function salePriceOf(price: number, discount: ProductDiscount | null): number {
  if (!discount || discount.amount <= 0) return price;
  const off = discount.unit === 'won' ? discount.amount : Math.floor((price * Math.min(discount.amount, 100)) / 100);
  return Math.max(0, price - off);
}

/** Whole percent off the list price (0 when none), for the card's discount badge. */
export function discountRateOf(price: number, salePrice: number): number {
  return price > 0 && salePrice < price ? Math.round(((price - salePrice) / price) * 100) : 0;
}

/**
 * Surcharge in 원 of the chosen option values that the product offers (unknown choices add
 * nothing). For showing a stored cart line; ordering uses the checking `optionSurcharge`.
 */
export function chosenSurcharge(options: ProductOption[], chosen: Record<string, string>): number {
  return options.reduce((sum, o) => sum + (o.values.find((v) => v.name === chosen[o.name])?.amount ?? 0), 0);
}

/**
 * Checks a chosen option set against the product's options and returns the surcharge in 원.
 * Every option of the product needs one of its values; unknown names or values are refused.
 * Throws OptionRequiredError / OptionInvalidError (422).
 */
export function optionSurcharge(options: ProductOption[], chosen: Record<string, string>): number {
  for (const option of options) {
    const valueName = Object.hasOwn(chosen, option.name) ? chosen[option.name] : undefined;
    if (!valueName) throw new OptionRequiredError(option.name);
    if (!option.values.some((v) => v.name === valueName)) throw new OptionInvalidError(`${option.name} ${valueName}`);
  }
  for (const name of Object.keys(chosen)) {
    if (!options.some((o) => o.name === name)) throw new OptionInvalidError(name);
  }
  return chosenSurcharge(options, chosen);
}
