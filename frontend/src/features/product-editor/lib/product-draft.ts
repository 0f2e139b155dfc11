import type { ConsoleProduct, CreateProductDto, ProductFields, ProductItem, UpdateProductDto } from '@shop/contracts';

/** What the editor form holds: every editable field of the product and its stock. */
export type ProductDraft = Omit<ProductFields, '_targetUser' | 'deleted'> & { stock: number };

/** The item lists the editor picks products for (spec §3 choicees, relateds, bundleds). */
export type ItemListKey = 'relateds' | 'bundleds' | 'choicees';

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
  stock: 0,
};

/** The form of an existing product. */
export function draftOf(p: ConsoleProduct): ProductDraft {
  const { _id: _i, salePrice: _s, category: _c, brand: _b, createdAt: _cr, updatedAt: _u, _targetUser: _t, deleted: _d, ...fields } = p;
  return { ...EMPTY_DRAFT, ...fields };
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

/** The update body: only the fields that differ from `before` (spec: PUT sends the changed fields). */
export function changedFields(before: ProductDraft, after: ProductDraft): UpdateProductDto {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProductDraft)[]) {
    if (key === 'code') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes as UpdateProductDto;
}
