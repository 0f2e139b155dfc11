import { PRODUCT_MESSAGES, ProductType, combinationText, hasVariations, type ProductFields, type ProductItem, type VariationCounts } from '@shop/contracts';

/**
 * Product bundles (spec §3 Product type "product bundle": "A bundle's price and stock follow its
 * parts"). Only `type === 'bundle'` has parts: a variety bundle (`variety`) is a product of its
 * own that staff stock and price like a normal one (its contents are described, not counted),
 * so it stays a plain product here.
 */

/**
 * A part of a bundle: the product and the units of it one bundle takes (at least 1); for a
 * product with option combinations (spec §3 variation), `variation` is the combination's code
 * (the item's `_option`) whose units the bundle takes.
 */
export interface BundlePart {
  productId: string;
  amount: number;
  variation?: string;
}

/** What pricing and stock need of a part, read from its own stream or document. Prices in 원. */
export interface BundlePartFacts extends BundlePart {
  /** The part's list price and sale price (after its own discount) for one unit, with its combination's option surcharges. */
  price: number;
  salePrice: number;
  /**
   * Units of the part that can be sold now (of its combination, for a part naming one): 0 when it
   * is gone, deleted, not on sale, or its combination is missing or switched off.
   */
  stock: number;
  /** The combination's options (option name → value) of a part naming one: what an order reserves the units of. */
  option?: Record<string, string>;
}

/** What an order line keeps of a bundle's part: the product, units per bundle and, for a combination, its options. */
export type OrderedPart = Pick<BundlePartFacts, 'productId' | 'amount' | 'option'>;

/** Units of a part one bundle takes: the item's `amount`, else its `custom.amount`, else 1 (never below 1). */
export function partAmountOf(item: ProductItem): number {
  const amount = item.amount ?? item.custom?.amount ?? 1;
  return Number.isInteger(amount) && amount >= 1 ? amount : 1;
}

/**
 * The parts of a product bundle: its enabled, not deleted `bundleds` naming a product, with the
 * combination the item names (`_option`, a variation code) if any; the same product and
 * combination twice count once with the amounts added; in the product's order. Empty for any
 * other type, and for a bundle with no such item (which then sells as a plain product).
 */
export function bundlePartsOf(f: Pick<ProductFields, 'type' | 'bundleds'>): BundlePart[] {
  if (f.type !== ProductType.PRODUCT_BUNDLE) return [];
  const parts = new Map<string, BundlePart>();
  for (const item of f.bundleds ?? []) {
    if (!item.enabled || item.deleted || !item._product) continue;
    const variation = item._option || undefined;
    const key = `${item._product}\u0000${variation ?? ''}`;
    const amount = (parts.get(key)?.amount ?? 0) + partAmountOf(item);
    parts.set(key, { productId: item._product, amount, ...(variation ? { variation } : {}) });
  }
  return [...parts.values()];
}

/** What a part's product is, as its stream or its document holds it: its fields and its units (in all, and per combination code). */
export interface PartProduct {
  fields: Pick<ProductFields, 'sells' | 'type' | 'variations' | 'options'> & { deleted?: boolean };
  stock: number;
  variationStock?: VariationCounts;
}

/**
 * What a part takes of its product (spec §3 bundleds `_option`): the units that can be sold for
 * it, and for a part naming a combination that combination's options, their text ("화이트 /
 * 600") and surcharge in 원 (the options' values' amounts). The units are 0 when the product is
 * not on sale, deleted or itself a bundle (no bundle in a bundle); for a product with
 * combinations, the named combination's units (0 when none is named, or it is missing or
 * switched off); for one without, its own units (0 when the part names a combination it no
 * longer has).
 */
export function partTakeOf(
  product: PartProduct,
  part: Pick<BundlePart, 'variation'>,
): { stock: number; surcharge: number; option?: Record<string, string>; optionText?: string } {
  const f = product.fields;
  const sellable = f.sells && !f.deleted && f.type !== ProductType.PRODUCT_BUNDLE;
  if (!hasVariations(f.variations)) return { stock: sellable && !part.variation ? product.stock : 0, surcharge: 0 };
  const variation = f.variations!.find((v) => v.code === part.variation);
  if (!variation) return { stock: 0, surcharge: 0 };
  const surcharge = (f.options ?? []).reduce((sum, o) => sum + (o.values.find((v) => v.name === variation.list[o.name])?.amount ?? 0), 0);
  return {
    stock: sellable && variation.enabled ? Math.max(0, product.variationStock?.[variation.code] ?? 0) : 0,
    surcharge,
    option: variation.list,
    optionText: combinationText(variation.list, f.options),
  };
}

/**
 * What is wrong with the combination a bundle's part names (spec §3 bundleds `_option`, a
 * variation code) for its product, as contracts' Korean message, or null: a product with option
 * combinations needs one of its own named (switched off or not), a product without them none.
 */
export function partVariationProblem(product: Pick<ProductFields, 'variations'>, variation: string | null | undefined): string | null {
  if (!hasVariations(product.variations)) return variation ? PRODUCT_MESSAGES.PART_VARIATION_NONE : null;
  if (!variation) return PRODUCT_MESSAGES.PART_VARIATION_REQUIRED;
  return product.variations!.some((v) => v.code === variation) ? null : PRODUCT_MESSAGES.PART_VARIATION_UNKNOWN;
}

/**
 * Units of a bundle that can be sold: the least, over its parts, of floor(part's stock ÷ units per
 * bundle) — a part naming a combination counts that combination's stock — so one part out of
 * stock sells the bundle out. Answers 0 for no parts.
 */
export function bundleStockOf(parts: readonly Pick<BundlePartFacts, 'amount' | 'stock'>[]): number {
  if (parts.length === 0) return 0;
  return Math.min(...parts.map((p) => Math.floor(Math.max(0, p.stock) / Math.max(1, p.amount))));
}

/**
 * The list and sale price in 원 of a bundle. The rule: a bundle whose own list price staff set
 * (price > 0) sells at its own price after its own discount (`own`); a bundle left at price 0
 * follows its parts: list price Σ part list price × amount, sale price Σ part sale price × amount.
 */
export function bundlePricesOf(own: { price: number; salePrice: number }, parts: readonly BundlePartFacts[]): { price: number; salePrice: number } {
  if (own.price > 0 || parts.length === 0) return own;
  return {
    price: parts.reduce((sum, p) => sum + p.price * p.amount, 0),
    salePrice: parts.reduce((sum, p) => sum + p.salePrice * p.amount, 0),
  };
}

/** One stock source of an order line: a product whose stream holds the units, and how many. */
export interface StockSource {
  productId: string;
  amount: number;
  /** The line's chosen options for the line's own product, or a bundle part's combination. */
  option?: Record<string, string>;
}

/**
 * Where an order line's units come from (spec §3 Product type bundle): a line of a plain product
 * takes its own product's units (with its options); a bundle's line takes each part's units, the
 * part's amount × the line's amount (of the part's combination, with its options, when it names
 * one), never the bundle's own. Every step that reserves, releases or gives back stock goes
 * through this one function.
 */
export function stockSourcesOf(line: { productId: string; amount: number; option?: Record<string, string>; parts?: readonly OrderedPart[] }): StockSource[] {
  if (line.parts?.length) return line.parts.map((p) => ({ productId: p.productId, amount: p.amount * line.amount, ...(p.option ? { option: p.option } : {}) }));
  return [{ productId: line.productId, amount: line.amount, ...(line.option ? { option: line.option } : {}) }];
}
