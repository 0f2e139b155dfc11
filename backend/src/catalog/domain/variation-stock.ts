import {
  VARIATION_MESSAGES,
  combinationText,
  hasVariations,
  isStockCount,
  listMatches,
  variationOf,
  type ProductFields,
  type VariationCounts,
} from '@shop/contracts';
import { InsufficientStockError, InvalidStockError, VariationUnavailableError } from '../catalog.errors.js';

/** A line of an order as the product's stream reserves it: the chosen options (option name → value) and its units. */
export interface ReserveLine {
  option: Record<string, string>;
  amount: number;
}

/**
 * The product's total stock in units: the sum of its enabled variations' stock (spec §3
 * variation; a variation switched off is not sold, so its units do not count). `variationStock`
 * holds units per variation code; a code without an entry has none.
 */
export function totalStock(fields: Pick<ProductFields, 'variations'>, variationStock: VariationCounts | undefined): number {
  return (fields.variations ?? []).filter((v) => v.enabled).reduce((sum, v) => sum + (variationStock?.[v.code] ?? 0), 0);
}

/**
 * Units per variation code that `lines` ask of a product with variations. Throws
 * VariationUnavailableError (422) for no line, or a line whose options match no enabled
 * variation, and InsufficientStockError (409, naming the combination) when a code has fewer
 * units left in `variationStock` than asked.
 */
export function unitsPerVariation(
  fields: ProductFields,
  variationStock: VariationCounts | undefined,
  lines: readonly ReserveLine[] | undefined,
): VariationCounts {
  if (!lines?.length) throw new VariationUnavailableError('');
  const wanted: VariationCounts = {};
  for (const line of lines) {
    const variation = variationOf(fields.variations, line.option);
    if (!variation) throw new VariationUnavailableError(combinationText(line.option, fields.options));
    wanted[variation.code] = (wanted[variation.code] ?? 0) + line.amount;
  }
  for (const [code, units] of Object.entries(wanted)) {
    const left = variationStock?.[code] ?? 0;
    if (units > left) {
      const list = fields.variations!.find((v) => v.code === code)!.list;
      throw new InsufficientStockError(fields.name, left, combinationText(list, fields.options));
    }
  }
  return wanted;
}

/**
 * Which of an order's reserved units (`held`, per variation code) a partial release of `amount`
 * units gives back: first from the variation of the released line's `option` (enabled or not:
 * it may have been switched off since), the rest from the other codes in code order. The sum
 * is min(amount, what is held).
 */
export function partOfHeld(fields: ProductFields, held: VariationCounts, amount: number, option: Record<string, string> | undefined): VariationCounts {
  const own = option ? (fields.variations ?? []).find((v) => listMatches(v.list, option) && held[v.code])?.code : undefined;
  const order = [
    ...(own ? [own] : []),
    ...Object.keys(held)
      .filter((c) => c !== own)
      .sort(),
  ];
  const given: VariationCounts = {};
  let left = amount;
  for (const code of order) {
    if (left <= 0) break;
    const take = Math.min(left, held[code] ?? 0);
    if (take > 0) given[code] = take;
    left -= take;
  }
  return given;
}

/** `counts` added to (sign 1) or taken from (sign -1) `base`, for the codes of `counts` only. */
export function shifted(base: VariationCounts | undefined, counts: VariationCounts, sign: 1 | -1): VariationCounts {
  return Object.fromEntries(Object.entries(counts).map(([code, n]) => [code, (base?.[code] ?? 0) + sign * n]));
}

/** What is left of an order's held units once `given` went back (codes with none left are dropped). */
export function heldAfter(held: VariationCounts, given: VariationCounts): VariationCounts {
  return Object.fromEntries(
    Object.entries(held)
      .map(([code, n]) => [code, n - (given[code] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
}

/**
 * Checks counts per variation code written by staff (creating the product or adjusting its
 * stock): each code is one of the product's variations and each count a whole number from 0.
 * Throws InvalidStockError (422) with the reason.
 */
export function assertVariationCounts(fields: Pick<ProductFields, 'variations'>, counts: VariationCounts): void {
  for (const [code, n] of Object.entries(counts)) {
    if (!(fields.variations ?? []).some((v) => v.code === code)) throw new InvalidStockError(VARIATION_MESSAGES.UNKNOWN);
    if (!isStockCount(n)) throw new InvalidStockError(VARIATION_MESSAGES.STOCK);
  }
}

export { hasVariations };
