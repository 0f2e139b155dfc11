import { Injectable } from '@nestjs/common';
import type {
  BrandEvent,
  CategoryEvent,
  CategoryVisual,
  DisplayEvent,
  FilteringEvent,
  FilteringFields,
  ProductCreated,
  ProductFields,
  ProductUpdated,
  StockAdjusted,
  StockReleased,
  StockReserved,
  VariationCounts,
} from '@shop/contracts';
import { PRICE_BAND_PROPERTY, ProductType, priceBandOf, type ImageRef } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { discountRateOf, productPricesOf } from '../domain/pricing.js';
import { bundlePartsOf, bundleStockOf, partTakeOf, type BundlePartFacts } from '../domain/bundle.js';
import { initialsOf, searchTextOf } from '../domain/product-search.js';
import { SHIPPING_CHARGES, chargeText } from '../../shipping/index.js';
import { applyBrandChange, applyCategoryChange, applyDisplay, applyFiltering } from './taxonomy.projection.js';

/** Read-model collection names of the catalogue. */
export const CATALOG = { products: 'products', categories: 'categories', brands: 'brands', displays: 'displays', filterings: 'filterings' } as const;

/** A category as stored: flat, with the ids of its ancestors for sub-tree filters. */
export interface CategoryDoc {
  _id: string;
  code: string;
  name: string;
  _parent: string | null;
  _parents: string[];
  depth: number;
  index: number;
  color?: string;
  visual: CategoryVisual | null;
  /** False: hidden from the shop's navigation (absent: shown). */
  shows?: boolean;
}

/** A brand as stored (spec §3 Brand), keyed by its code. */
export interface BrandDoc {
  _id: string;
  code: string;
  name: string;
  description: string;
  area: 'bath' | 'kitchen';
  image: { url: string };
  index: number;
  /** Absent: shown. */
  shows?: boolean;
}

/** A display group as stored, keyed by its code: its products' ids in order. */
export interface DisplayDoc {
  _id: string;
  code: string;
  name: string;
  productIds: string[];
  shows: boolean;
  updatedAt: string;
}

/** A filtering as stored (facet of the shop's lists), keyed by its code. */
export interface FilteringDoc extends FilteringFields {
  _id: string;
  code: string;
}

/** A product as stored: everything the card and the product page show, plus filter fields. */
export interface ProductDoc extends Omit<ProductFields, '_category' | '_brand'> {
  _id: string;
  /** The category and brand ids as written (the console edits them). */
  _category?: string;
  _brand?: string | null;
  salePrice: number;
  discountRate: number;
  stock: number;
  /** Units left per variation code (a product with option combinations, spec §3 variation). */
  variationStock?: VariationCounts;
  /** The product's own units as its stream counts them; `stock` differs only for a product bundle (its parts' figure). */
  ownStock?: number;
  /** A product bundle's part ids (the index that finds the bundles a part's change touches). */
  partIds?: string[];
  /** A product bundle's parts as they stand (bundle.ts): its `stock` and, unless staff priced it, its prices follow them. */
  parts?: BundlePartDoc[];
  category: { _id: string; code: string; name: string } | null;
  /** The category's id and its ancestors' ids. */
  categoryPath: string[];
  brand: { code: string; name: string } | null;
  shippingText: string;
  /** Name, code, hashtags, category and brand as search matches them (product-search.ts): lower case, no spaces. */
  searchText: string;
  /** The initial consonants (초성) of the same words, for a query of initials such as ㅅㅁㄷ. */
  searchInitials: string;
  /** Its properties as `{name}{PROPERTY_KEY_SEPARATOR}{value}` keys, each once: what the list's facets match and count. */
  propertyKeys: string[];
  createdAt: string;
  updatedAt: string;
}

/** A part of a product bundle as its document shows it: what the bundle's page lists and what its stock and prices follow. */
export interface BundlePartDoc extends BundlePartFacts {
  code: string;
  name: string;
  thumb: ImageRef;
  /** Of a part naming an option combination: the combination as shoppers read it ("화이트 / 600"). */
  optionText?: string;
}

type CatalogEvent =
  ProductCreated | ProductUpdated | StockReserved | StockReleased | StockAdjusted | CategoryEvent | BrandEvent | DisplayEvent | FilteringEvent;

/** Builds the products, categories and brands read models from catalogue events. */
@Injectable()
export class CatalogProjection implements Projection {
  readonly name = 'catalog';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 8; // 8: a bundle's part may name an option combination (variation, option, optionText), whose stock it follows
  readonly handles = [
    'ProductCreated',
    'ProductUpdated',
    'StockReserved',
    'StockReleased',
    'StockAdjusted',
    'CategoryCreated',
    'CategoryEdited',
    'CategoryMoved',
    'CategoryDeleted',
    'BrandCreated',
    'BrandEdited',
    'BrandDeleted',
    'DisplayCreated',
    'DisplayEdited',
    'DisplayDeleted',
    'FilteringCreated',
    'FilteringEdited',
    'FilteringDeleted',
  ];
  readonly collections = Object.values(CATALOG);
  readonly indexes: Record<string, IndexSpec[]> = {
    [CATALOG.products]: [
      { key: { code: 1 }, unique: true },
      { key: { shows: 1, categoryPath: 1, createdAt: -1 } },
      { key: { groups: 1 } },
      { key: { 'brand.code': 1 } },
      { key: { salePrice: 1 } },
      { key: { propertyKeys: 1 } },
      { key: { partIds: 1 } },
    ],
    [CATALOG.categories]: [{ key: { code: 1 }, unique: true }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as CatalogEvent;
    switch (event.type) {
      case 'CategoryCreated': {
        const d = event.data;
        const parent = d.parentCode ? await store.collection<CategoryDoc>(CATALOG.categories).findOne({ code: d.parentCode }) : null;
        return applyOnce<CategoryDoc>(store, CATALOG.categories, d.categoryId, stored, () => ({
          _id: d.categoryId,
          code: d.code,
          name: d.name,
          _parent: parent?._id ?? null,
          _parents: parent ? [...parent._parents, parent._id] : [],
          depth: d.depth,
          index: d.index,
          ...(d.color ? { color: d.color } : {}),
          visual: d.visual,
        }));
      }
      case 'CategoryEdited':
      case 'CategoryMoved':
      case 'CategoryDeleted':
        return applyCategoryChange(event, stored, store);
      case 'BrandCreated': {
        const { createdAt: _c, by: _b, ...brand } = event.data;
        return applyOnce(store, CATALOG.brands, brand.code, stored, () => ({ _id: brand.code, ...brand }));
      }
      case 'BrandEdited':
      case 'BrandDeleted':
        return applyBrandChange(event, stored, store);
      case 'DisplayCreated':
      case 'DisplayEdited':
      case 'DisplayDeleted':
        return applyDisplay(event, stored, store);
      case 'FilteringCreated':
      case 'FilteringEdited':
      case 'FilteringDeleted':
        return applyFiltering(event, stored, store);
      case 'ProductCreated': {
        const { productId, stock, createdAt, by: _by, _category, _brand, ...fields } = event.data;
        const refs = await this.references(store, _category, _brand);
        return applyToProduct(store, productId, stored, () =>
          withPrices({ ...fields, ...refs, _category, _brand, _id: productId, stock, ownStock: stock, createdAt, updatedAt: createdAt } as ProductDoc),
        );
      }
      case 'ProductUpdated': {
        const { productId, updatedAt, by: _by, _category, _brand, ...changes } = event.data;
        const refs = await this.references(store, _category, _brand);
        // Then the bundles it is (a part of) follow: a changed part list or 수량 changes a bundle's stock and prices.
        return applyToProduct(store, productId, stored, (doc) =>
          doc
            ? withPrices({
                ...doc,
                ...changes,
                ...(_category !== undefined ? { _category, category: refs.category, categoryPath: refs.categoryPath } : {}),
                ...(_brand !== undefined ? { _brand, brand: refs.brand } : {}),
                updatedAt,
              } as ProductDoc)
            : null,
        );
      }
      case 'StockReserved':
      case 'StockReleased':
      case 'StockAdjusted': {
        const { productId, stock } = event.data;
        const counts = 'variationStock' in event.data ? event.data.variationStock : undefined;
        return applyToProduct(store, productId, stored, (doc) =>
          doc
            ? {
                ...doc,
                ownStock: stock,
                stock: doc.parts?.length ? doc.stock : stock,
                ...(counts ? { variationStock: { ...doc.variationStock, ...counts } } : {}),
              }
            : null,
        );
      }
    }
  }

  private async references(store: ReadStore, categoryId: string | undefined, brandCode: string | null | undefined) {
    const category = categoryId ? await store.collection<CategoryDoc>(CATALOG.categories).findOne({ _id: categoryId }) : null;
    const brand = brandCode ? await store.collection<{ _id: string; name: string }>(CATALOG.brands).findOne({ _id: brandCode }) : null;
    return {
      category: category ? { _id: category._id, code: category.code, name: category.name } : null,
      categoryPath: category ? [...category._parents, category._id] : [],
      brand: brand ? { code: brand._id, name: brand.name } : null,
    };
  }
}

/**
 * The document with what is worked out from its fields: the sale price at its last change (a
 * dated discount is priced again when read, catalog.queries toCard), shipping text, search keys
 * and the property keys the facets match (the properties and the sale price's range).
 */
export function withPrices(doc: ProductDoc): ProductDoc {
  const { price, salePrice } = productPricesOf(doc, doc.updatedAt, doc.parts);
  const words = [doc.name, ...(doc.hashtags ?? []), doc.category?.name, doc.brand?.name];
  return {
    ...doc,
    salePrice,
    discountRate: discountRateOf(price, salePrice),
    shippingText: chargeText(SHIPPING_CHARGES[doc.shippingCode]),
    searchText: searchTextOf(...words, doc.code),
    searchInitials: initialsOf(...words),
    // The sale price's range is a property too (contracts price-bands.ts): a price-range facet is a filtering over it.
    propertyKeys: [
      ...new Set([...(doc.properties ?? []).map((p) => propertyKeyOf(p.name, p.value)), propertyKeyOf(PRICE_BAND_PROPERTY, priceBandOf(salePrice))]),
    ],
  };
}

/**
 * Applies `event` to the product `productId` (applyOnce: `evolve` gets its document or null and
 * returns the new one, or null), then works out the bundles it touches again with the document
 * just written, so a stock change costs no second lookup of the product.
 */
async function applyToProduct(store: ReadStore, productId: string, event: StoredEvent, evolve: (doc: ProductDoc | null) => ProductDoc | null): Promise<void> {
  let written: ProductDoc | null | undefined;
  await applyOnce<ProductDoc>(store, CATALOG.products, productId, event, (doc) => (written = evolve(doc)));
  // As applyOnce stored it: a bundle worked out from it keeps the position, so a replay stays a no-op.
  await refreshBundles(store, productId, written && ({ ...written, _id: productId, _position: event.position } as ProductDoc));
}

/**
 * Works the product bundles that `productId` touches out again (itself when it is one, and every
 * bundle it is a part of) from the parts' documents as they stand: parts, stock (bundle.ts
 * bundleStockOf: sold out when any part is) and prices. Idempotent: the same documents give the
 * same bundle, so replaying an event changes nothing. `written` is the product's document as just
 * stored (null when there is none); when omitted it is read from the read model.
 */
async function refreshBundles(store: ReadStore, productId: string, written?: ProductDoc | null): Promise<void> {
  const products = store.collection<ProductDoc>(CATALOG.products);
  // The product as just written (looked up only when the event had been applied before), and a
  // plain lookup on the partIds index, rather than one $or: the embedded store compiled a query
  // for every product on every stock change of an order.
  const self = written === undefined ? await products.findOne({ _id: productId }) : written;
  const bundles = await products.find({ partIds: productId });
  if (self && (self.type === ProductType.PRODUCT_BUNDLE || self.partIds !== undefined)) bundles.unshift(self);
  for (const bundle of bundles) await products.replaceOne(await bundleDocOf(bundle, store));
}

/** A bundle's document with its parts read from their documents; a product that is (no longer) a bundle loses them and shows its own stock. */
async function bundleDocOf(doc: ProductDoc, store: ReadStore): Promise<ProductDoc> {
  const wanted = bundlePartsOf(doc);
  const { parts: _p, partIds: _i, ...plain } = doc;
  if (wanted.length === 0) return withPrices({ ...plain, stock: doc.ownStock ?? doc.stock });
  const found = await store.collection<ProductDoc>(CATALOG.products).find({ _id: { $in: [...new Set(wanted.map((p) => p.productId))] } });
  const byId = new Map(found.map((d) => [d._id, d]));
  const parts = wanted.map((part): BundlePartDoc => {
    const d = byId.get(part.productId);
    if (!d) return { ...part, code: '', name: '', thumb: { url: '' }, price: 0, salePrice: 0, stock: 0 };
    // A part sells only as a product on sale (of the combination it names, when its product has them), never a bundle: bundle.ts partTakeOf.
    const take = partTakeOf({ fields: d, stock: d.ownStock ?? d.stock, variationStock: d.variationStock }, part);
    return {
      ...part,
      code: d.code,
      name: d.name,
      thumb: d.thumb,
      price: d.price + take.surcharge,
      salePrice: d.salePrice + take.surcharge,
      stock: take.stock,
      ...(take.option ? { option: take.option, optionText: take.optionText } : {}),
    };
  });
  return withPrices({ ...plain, partIds: [...new Set(parts.map((p) => p.productId))], parts, stock: bundleStockOf(parts) });
}

/** Separates a property's name from its value in a product's `propertyKeys` (a character no name or value holds). */
export const PROPERTY_KEY_SEPARATOR = '\u001f';

/** The key of a product property as `propertyKeys` holds it: name and value trimmed. */
export const propertyKeyOf = (name: string, value: string): string => `${name.trim()}${PROPERTY_KEY_SEPARATOR}${value.trim()}`;
