import { Inject, Injectable } from '@nestjs/common';
import {
  hasVariations,
  offeredItemsOf,
  shownOptions,
  type Brand,
  type Category,
  type DisplayCategoriesResponse,
  type DisplayListResponse,
  type ProductCard,
  type ProductChoiceItem,
  type ProductDetail,
  type ProductListResponse,
  type FacetSelection,
  type ProductSort,
  type ProductVariationState,
} from '@shop/contracts';
import { READ_STORE, type Filter, type ReadStore, type Sort } from '../../platform/read-store/read-store.port.js';
import {
  CATALOG,
  PROPERTY_KEY_SEPARATOR,
  propertyKeyOf,
  type CategoryDoc,
  type DisplayDoc,
  type FilteringDoc,
  type ProductDoc,
} from '../projections/catalog.projection.js';
import { activeFacets, countFacets, type FacetRow } from '../domain/facet-counts.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { closestTerms, searchQueryOf } from '../domain/product-search.js';
import { discountRateOf, productPricesOf } from '../domain/pricing.js';

/** Filters of the product list (spec §7 Products GET). */
export interface ProductListFilter {
  category?: string;
  group?: string;
  brand?: string;
  searchValue?: string;
  sort?: ProductSort;
  limit: number;
  skip: number;
  /** Include products hidden from the shop (console). */
  includeHidden?: boolean;
  /** Picked facet values by filtering code: the list keeps products with one of each code's values. */
  facets?: FacetSelection;
  /** Answer the facets (enabled filterings) with their counts too. */
  withFacets?: boolean;
}

/** A product as a cart line shows it: its card, and what prices and ships the line. */
export interface ProductForLine {
  card: ProductCard;
  options: ProductDetail['options'];
  /** The choice items a shopper may pick (as the product page shows them). */
  choiceItems: ProductChoiceItem[];
  shippingCode: ProductDetail['shippingCode'];
  shippingBundleType: ProductDetail['shippingBundleType'];
}

const SORTS: Record<ProductSort, Sort> = {
  latest: { createdAt: -1, index: 1 },
  name: { name: 1 },
  priceAsc: { salePrice: 1, name: 1 },
  priceDesc: { salePrice: -1, name: 1 },
};

/** Reads of the catalogue read models (query handlers: read models only). */
@Injectable()
export class CatalogQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get products() {
    return this.store.collection<ProductDoc>(CATALOG.products);
  }

  /**
   * Lists products with spec §7 filters; an unknown category code gives an empty list. A
   * `searchValue` matches Korean-aware (product-search.ts): spacing-insensitive, 초성 queries, and
   * suggestions of close names when nothing matches. A `group` that names a shown display group
   * with products (진열 그룹, console shop/display) lists those products in the order staff set
   * (unless another sort is asked); otherwise the products flagged with that group. `facets`
   * narrow by the enabled filterings' picked values (one of each facet's values), and with
   * `withFacets` the answer carries every enabled facet with its counts (domain/facet-counts.ts).
   */
  async listProducts(f: ProductListFilter): Promise<ProductListResponse> {
    const filter: Filter = f.includeHidden ? { type: { $ne: 'target' }, deleted: { $ne: true } } : { shows: true };
    if (f.category) {
      const category = await this.store.collection<CategoryDoc>(CATALOG.categories).findOne({ $or: [{ code: f.category }, { _id: f.category }] });
      filter.categoryPath = category?._id ?? '__none__';
    }
    const display = f.group ? await this.store.collection<DisplayDoc>(CATALOG.displays).findOne({ _id: f.group }) : null;
    const order = display?.shows && display.productIds.length > 0 ? display.productIds : null;
    if (order) filter._id = { $in: order };
    else if (f.group) filter.groups = f.group;
    if (f.brand) filter['brand.code'] = f.brand;
    const search = f.searchValue ? searchQueryOf(f.searchValue) : null;
    if (search) filter[search.field] = { $regex: escapeRegex(search.value) };
    const selection = f.facets ?? {};
    const filterings = f.withFacets || Object.keys(selection).length ? await this.enabledFilterings() : [];
    const active = activeFacets(filterings, selection, propertyKeyOf);
    const facets = f.withFacets ? await this.facetsOf({ ...filter }, filterings, selection, active) : undefined;
    if (active.length) filter.$and = active.map((a) => ({ propertyKeys: { $in: a.keys } }));
    const withFacets = (answer: ProductListResponse): ProductListResponse => (facets ? { ...answer, facets } : answer);
    if (order && !f.sort) {
      const place = new Map(order.map((id, i) => [id, i]));
      const all = (await this.products.find(filter)).sort((a, b) => place.get(a._id)! - place.get(b._id)!);
      return withFacets({ products: all.slice(f.skip, f.skip + f.limit).map(toCard), summary: { totalCount: all.length } });
    }
    const [docs, totalCount] = await Promise.all([
      this.products.find(filter, { sort: SORTS[f.sort ?? 'latest'] ?? SORTS.latest, skip: f.skip, limit: f.limit }),
      this.products.count(filter),
    ]);
    const answer: ProductListResponse = { products: docs.map(toCard), summary: { totalCount } };
    if (search && totalCount === 0) answer.suggestions = await this.suggestionsFor(f.searchValue!);
    return withFacets(answer);
  }

  /** The enabled filterings in staff's order. */
  private enabledFilterings(): Promise<FilteringDoc[]> {
    return this.store.collection<FilteringDoc>(CATALOG.filterings).find({ enabled: true }, { sort: { index: 1, code: 1 } });
  }

  /** The facets of the products matching `base` (the list's filter before any facet), counted by domain/facet-counts.ts. */
  private async facetsOf(base: Filter, filterings: FilteringDoc[], selection: FacetSelection, active: ReturnType<typeof activeFacets>) {
    if (filterings.length === 0) return [];
    const rows = await this.products.aggregate<FacetRow>([{ $match: base }, { $project: { propertyKeys: 1 } }]);
    return countFacets(filterings, selection, rows, active, PROPERTY_KEY_SEPARATOR);
  }

  /** The shown display groups (진열 그룹, console shop/display) in code order, each with how many shown products it lists. */
  async listDisplays(): Promise<DisplayListResponse> {
    const displays = await this.store.collection<DisplayDoc>(CATALOG.displays).find({ shows: true }, { sort: { code: 1 } });
    const ids = [...new Set(displays.flatMap((d) => d.productIds))];
    const shown = new Set(ids.length ? (await this.products.find({ _id: { $in: ids }, shows: true })).map((p) => p._id) : []);
    return { displays: displays.map((d) => ({ code: d.code, name: d.name, productCount: d.productIds.filter((id) => shown.has(id)).length })) };
  }

  /**
   * The top categories (depth 1) of the shown products a display lists — the products of its
   * shown display group, else those flagged with the code (spec §9 display codes) — in the shop's
   * category order, with how many each holds; empty when it lists none.
   */
  async displayCategories(code: string): Promise<DisplayCategoriesResponse> {
    const display = await this.store.collection<DisplayDoc>(CATALOG.displays).findOne({ _id: code });
    const listed = display?.shows && display.productIds.length > 0 ? { _id: { $in: display.productIds } } : { groups: code };
    const products = await this.products.find({ ...listed, shows: true });
    const counts = new Map<string, number>();
    for (const p of products) if (p.categoryPath[0]) counts.set(p.categoryPath[0], (counts.get(p.categoryPath[0]) ?? 0) + 1);
    if (counts.size === 0) return { categories: [] };
    const tops = await this.store.collection<CategoryDoc>(CATALOG.categories).find({ _id: { $in: [...counts.keys()] } }, { sort: { index: 1 } });
    return { categories: tops.filter((c) => c.shows !== false).map((c) => ({ _id: c._id, code: c.code, name: c.name, productCount: counts.get(c._id)! })) };
  }

  /** Terms of the shown products close to a search that found nothing (product-search.ts closestTerms). */
  private async suggestionsFor(searchValue: string): Promise<string[]> {
    const shown = await this.products.find({ shows: true });
    const texts = shown.flatMap((d) => [d.name, ...(d.hashtags ?? []), d.category?.name ?? '', d.brand?.name ?? '']);
    return closestTerms(searchValue, texts);
  }

  /** One product by _id or code, or null; a target payment is the member's own business, never a public product. */
  async getProduct(idOrCode: string): Promise<ProductDetail | null> {
    const doc = await this.products.findOne({ $or: [{ _id: idOrCode }, { code: idOrCode }], type: { $ne: 'target' }, deleted: { $ne: true } });
    if (!doc) return null;
    const choiceItems = await this.choiceItems(doc);
    return { ...toDetail(doc), relatedProducts: await this.relatedCards(doc), ...(choiceItems.length ? { choiceItems } : {}) };
  }

  /**
   * The items a shopper may pick (spec §3 choicees, then supplies marked `supply`; contracts'
   * offeredItemsOf), with the names and sale prices of the products they point at; a supply of
   * the shop's own making with its name and price (custom salePrice, 원).
   */
  private async choiceItems(doc: ProductDoc): Promise<ProductChoiceItem[]> {
    const items = offeredItemsOf(doc);
    const ids = items.flatMap(({ item }) => (item._product ? [item._product] : []));
    const found = new Map(ids.length ? (await this.products.find({ _id: { $in: ids }, deleted: { $ne: true } })).map((d) => [d._id, d]) : []);
    return items.flatMap(({ item: i, key, supply }): ProductChoiceItem[] => {
      const group = supply ? { supply } : {};
      if (i._product) {
        const p = found.get(i._product);
        return p ? [{ key, name: p.name, salePrice: p.salePrice, mandatory: i.mandatory, ...group }] : [];
      }
      if (i.custom) return [{ key, name: i.custom.name, salePrice: i.custom.salePrice, mandatory: i.mandatory, ...group }];
      return [{ key, name: i._supply ?? key, salePrice: null, mandatory: i.mandatory, ...group }];
    });
  }

  /** The cards of the product's enabled related items that the shop shows, in the product's order. */
  private async relatedCards(doc: ProductDoc): Promise<ProductCard[]> {
    return this.shownCards((doc.relateds ?? []).filter((r) => r.enabled && !r.deleted && r._product).map((r) => r._product!));
  }

  /**
   * The cards of the products with these ids, in the order of `ids`: those the shop shows, or with
   * `hidden` (an editor's view of what staff picked) hidden ones too; deleted and unknown ones left out.
   */
  async shownCards(ids: string[], hidden = false): Promise<ProductCard[]> {
    if (ids.length === 0) return [];
    const found = new Map((await this.products.find({ _id: { $in: ids }, ...(hidden ? {} : { shows: true }), deleted: { $ne: true } })).map((d) => [d._id, d]));
    return ids.flatMap((id) => (found.has(id) ? [toCard(found.get(id)!)] : []));
  }

  /** Every product the shop shows, by id with its last change (the sitemap), oldest first. */
  async shownProductStamps(): Promise<{ _id: string; updatedAt: string }[]> {
    const docs = await this.products.find({ shows: true }, { sort: { createdAt: 1 } });
    return docs.map((d) => ({ _id: d._id, updatedAt: d.updatedAt }));
  }

  /** The products with these ids as a line of another context's view shows them (the cart); missing ones are left out. */
  async productsForLines(ids: string[]): Promise<ProductForLine[]> {
    if (ids.length === 0) return [];
    const docs = await this.products.find({ _id: { $in: ids } });
    return Promise.all(
      docs.map(async (d) => ({
        card: toCard(d),
        options: shownOptions(d.options, d.optionsConf),
        choiceItems: await this.choiceItems(d),
        shippingCode: d.shippingCode,
        shippingBundleType: d.shippingBundleType,
      })),
    );
  }

  /** Category trees: roots (depth param 1) or the subtree of `code`, children nested and ordered by index; hidden categories and what is under them are left out. */
  async categoryTree(code?: string): Promise<Category[]> {
    const docs = await this.store.collection<CategoryDoc>(CATALOG.categories).find({}, { sort: { depth: 1, index: 1 } });
    const hidden = new Set(docs.filter((d) => d.shows === false).map((d) => d._id));
    const all = docs.filter((d) => !hidden.has(d._id) && !d._parents.some((p) => hidden.has(p)));
    const build = (doc: CategoryDoc): Category => ({
      _id: doc._id,
      _parent: doc._parent,
      code: doc.code,
      name: doc.name,
      depth: doc.depth,
      ...(doc.color ? { color: doc.color } : {}),
      visual: doc.visual,
      children: all.filter((c) => c._parent === doc._id).map(build),
    });
    const roots = code ? all.filter((c) => c.code === code) : all.filter((c) => c._parent === null);
    return roots.map(build);
  }

  async listBrands(): Promise<Brand[]> {
    const docs = await this.store.collection(CATALOG.brands).find({ shows: { $ne: false } }, { sort: { index: 1 } });
    return docs.map(({ _id, _position, index: _i, shows: _s, ...b }) => b as unknown as Brand);
  }
}

/**
 * The card view of a stored product. A discount with dates is priced again now (the stored sale
 * price is the one at the product's last change), through the one pricing function.
 */
export function toCard(d: ProductDoc): ProductCard {
  // A product bundle's prices may follow its parts (pricing.ts productPricesOf): worked out from its stored parts.
  const { price, salePrice } =
    d.discount?.expiration?.enabled || d.parts?.length ? productPricesOf(d, new Date().toISOString(), d.parts) : { price: d.price, salePrice: d.salePrice };
  return {
    _id: d._id,
    code: d.code,
    name: d.name,
    thumb: d.thumb,
    price,
    salePrice,
    discountRate: salePrice === d.salePrice && price === d.price ? d.discountRate : discountRateOf(price, salePrice),
    stock: d.stock,
    sells: d.sells,
    shows: d.shows,
    category: d.category,
    brand: d.brand,
    groups: d.groups,
    hashtags: d.hashtags,
    createdAt: d.createdAt,
  };
}

function toDetail(d: ProductDoc): ProductDetail {
  return {
    ...toCard(d),
    type: d.type,
    content: d.content,
    images: d.images,
    // Spec §3 optionsConf: switched off, no option pickers; otherwise the values in staff's order.
    options: shownOptions(d.options, d.optionsConf),
    origin: d.origin,
    manufacturer: d.manufacturer,
    size: d.size,
    properties: d.properties,
    shippingCode: d.shippingCode,
    shippingBundleType: d.shippingBundleType,
    shippingText: d.shippingText,
    ...(d.youtubeCode ? { youtubeCode: d.youtubeCode } : {}),
    ...(d.link?.enabled && d.link.url ? { link: { url: d.link.url, name: d.link.name, isOuter: d.link.isOuter } } : {}),
    ...(hasVariations(d.variations) ? { variations: variationStatesOf(d) } : {}),
    ...(d.parts?.length
      ? {
          parts: d.parts.map((p) => ({
            productId: p.productId,
            code: p.code,
            name: p.name,
            thumb: p.thumb,
            amount: p.amount,
            salePrice: p.salePrice,
            soldOut: p.stock < p.amount,
            ...(p.variation ? { variation: p.variation, optionText: p.optionText ?? '' } : {}),
          })),
        }
      : {}),
  };
}

/** The enabled option combinations of a stored product with their units left and whether they are sold out (spec §3 variation). */
function variationStatesOf(d: ProductDoc): ProductVariationState[] {
  return (d.variations ?? [])
    .filter((v) => v.enabled)
    .map((v) => {
      const stock = d.variationStock?.[v.code] ?? 0;
      return { code: v.code, list: v.list, spec: v.spec, stock, soldOut: stock === 0 };
    });
}

/** The detail view of a stored product (also a target payment, for its own member). */
export { toDetail as productDetailOf };
