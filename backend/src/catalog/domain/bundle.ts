import { ProductType, type ProductFields, type ProductItem } from '@shop/contracts';

/**
 * Product bundles (spec §3 Product type "product bundle": "A bundle's price and stock follow its
 * parts"). Only `type === 'bundle'` has parts: a variety bundle (`variety`) is a product of its
 * own that staff stock and price like a normal one (its contents are described, not counted),
 * so it stays a plain product here.
 */

/** A part of a bundle: the product and the units of it one bundle takes (at least 1). */
export interface BundlePart {
  productId: string;
  amount: number;
}

/** What pricing and stock need of a part, read from its own stream or document. Prices in 원. */
export interface BundlePartFacts extends BundlePart {
  /** The part's list price and sale price (after its own discount) for one unit. */
  price: number;
  salePrice: number;
  /** Units of the part that can be sold now: 0 when it is gone, deleted, not on sale or has option combinations. */
  stock: number;
}

/** Units of a part one bundle takes: the item's `amount`, else its `custom.amount`, else 1 (never below 1). */
export function partAmountOf(item: ProductItem): number {
  const amount = item.amount ?? item.custom?.amount ?? 1;
  return Number.isInteger(amount) && amount >= 1 ? amount : 1;
}

/**
 * The parts of a product bundle: its enabled, not deleted `bundleds` naming a product (the same
 * product twice counts once with the amounts added), in the product's order. Empty for any other
 * type, and for a bundle with no such item (which then sells as a plain product).
 */
export function bundlePartsOf(f: Pick<ProductFields, 'type' | 'bundleds'>): BundlePart[] {
  if (f.type !== ProductType.PRODUCT_BUNDLE) return [];
  const parts = new Map<string, number>();
  for (const item of f.bundleds ?? []) {
    if (!item.enabled || item.deleted || !item._product) continue;
    parts.set(item._product, (parts.get(item._product) ?? 0) + partAmountOf(item));
  }
  return [...parts].map(([productId, amount]) => ({ productId, amount }));
}

/**
 * Units of a bundle that can be sold: the least, over its parts, of floor(part's stock ÷ units per
 * bundle), so one part out of stock sells the bundle out. Answers 0 for no parts.
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
  /** The line's chosen options, for the line's own product (never for a bundle's part). */
  option?: Record<string, string>;
}

/**
 * Where an order line's units come from (spec §3 Product type bundle): a line of a plain product
 * takes its own product's units (with its options); a bundle's line takes each part's units, the
 * part's amount × the line's amount, never the bundle's own. Every step that reserves, releases
 * or gives back stock goes through this one function.
 */
export function stockSourcesOf(line: { productId: string; amount: number; option?: Record<string, string>; parts?: readonly BundlePart[] }): StockSource[] {
  if (line.parts?.length) return line.parts.map((p) => ({ productId: p.productId, amount: p.amount * line.amount }));
  return [{ productId: line.productId, amount: line.amount, ...(line.option ? { option: line.option } : {}) }];
}
