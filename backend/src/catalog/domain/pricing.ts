import type { ProductDiscount, ProductOption } from '@shop/contracts';
import { OptionInvalidError, OptionRequiredError } from '../catalog.errors.js';

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
