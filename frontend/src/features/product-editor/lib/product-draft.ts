import {
  PRODUCT_MESSAGES,
  type ConsoleProduct,
  type CreateProductDto,
  type ProductFields,
  type ProductItem,
  type ProductVariation,
  type UpdateProductDto,
} from '@shop/contracts';

/** A row of the "옵션 조합" table: an option combination (spec §3 variation) with its units. */
export type VariationRow = ProductVariation & { stock: number };

/** What the editor form holds: every editable field of the product and its stock (per combination in `variations` when it has them). */
export type ProductDraft = Omit<ProductFields, '_targetUser' | 'deleted' | 'variations'> & { stock: number; variations: VariationRow[] };

/** The item lists the editor picks products for (spec §3 choicees, relateds, bundleds, supplies). */
export type ItemListKey = 'relateds' | 'bundleds' | 'choicees' | 'supplies';

/** A new product's form: hidden and not on sale until staff publish it. */
export const EMPTY_DRAFT: ProductDraft = {
  code: '',
  name: '',
  type: 'normal',
  _category: '',
  _brand: null,
  price: 0,
  cost: 0,
  discount: null,
  discountEnabled: false,
  sells: false,
  shows: false,
  options: [],
  optionsConf: { enabled: true, sort: 'index' },
  groups: [],
  hashtags: [],
  flags: [],
  content: '',
  size: '',
  origin: '',
  manufacturer: '',
  properties: [],
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
  thumb: { url: '' },
  images: [],
  index: 0,
  sequence: 0,
  youtubeCode: '',
  link: { url: '', name: '', enabled: false, isOuter: true },
  relatedGroupCode: '',
  choicees: [],
  relateds: [],
  bundleds: [],
  supplies: [],
  variations: [],
  stock: 0,
};

/** The form of an existing product. */
export function draftOf(p: ConsoleProduct): ProductDraft {
  const { _id: _i, salePrice: _s, category: _c, brand: _b, createdAt: _cr, updatedAt: _u, _targetUser: _t, deleted: _d, variationStock, ...fields } = p;
  const variations = (fields.variations ?? []).map((v) => ({ ...v, stock: variationStock?.[v.code] ?? 0 }));
  return { ...EMPTY_DRAFT, ...fields, variations };
}

/** An item naming another product (enabled, not mandatory). */
export const productItem = (productId: string): ProductItem => ({
  _product: productId,
  _option: null,
  _supply: null,
  custom: null,
  enabled: true,
  deleted: false,
  mandatory: false,
});

/** The create body of a draft. */
export function createBody(d: ProductDraft): CreateProductDto {
  return { ...d, _brand: d._brand || null } as CreateProductDto;
}

/**
 * The update body: only the fields that differ from `before` (spec: PUT sends the changed fields).
 * Of changed option combinations, a row carries its `stock` only when staff changed it (or the row
 * is new), so saving other changes never resets units that orders took meanwhile.
 */
export function changedFields(before: ProductDraft, after: ProductDraft): UpdateProductDto {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProductDraft)[]) {
    if (key === 'code') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  if (changes.variations) {
    const stockBefore = new Map(before.variations.map((v) => [v.code, v.stock]));
    changes.variations = after.variations.map(({ stock, ...v }) => (stockBefore.get(v.code) === stock ? v : { ...v, stock }));
  }
  return changes as UpdateProductDto;
}

/** Whether `n` is a bundle part's units: a whole number from 1 (spec §3 bundleds; contracts' ProductItemDto amount). */
export const isPartAmount = (n: number): boolean => Number.isInteger(n) && n >= 1;

/** A stable key of an item within its list: the product, supply or custom name it names. */
export const itemKeyOf = (item: ProductItem): string => `${item._product}-${item._supply}-${item.custom?.name}`;

/** An item's name for staff: the product's (`names`, by id), else its custom name or supply code. */
export const itemNameOf = (item: ProductItem, names: ReadonlyMap<string, string>): string =>
  (item._product && names.get(item._product)) || item.custom?.name || item._supply || item._product || '';

/**
 * The first thing in the draft the server would refuse that the form can tell, as its Korean
 * message, or null: a product bundle's part of fewer than one unit, or not a whole number.
 */
export function draftProblem(d: ProductDraft): string | null {
  if ((d.bundleds ?? []).some((i) => !i.deleted && i.amount !== undefined && !isPartAmount(i.amount))) return PRODUCT_MESSAGES.PART_AMOUNT;
  return null;
}
