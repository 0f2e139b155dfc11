import { Inject, Injectable } from '@nestjs/common';
import {
  PRODUCT_FIELD_TEXT,
  type ConsoleProduct,
  type ConsoleProductListResponse,
  type ConsoleProductRow,
  type ConsoleProductSort,
  type ProductEvent,
  type ProductHistoryEntry,
} from '@shop/contracts';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { READ_STORE, type Filter, type ReadStore, type Sort } from '../../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../../platform/read-store/regex.js';
import { IdentityQueries } from '../../../identity/index.js';
import { CATALOG, type CategoryDoc, type ProductDoc } from '../../projections/catalog.projection.js';
import { ProductNotFoundError } from '../../catalog.errors.js';
import { productPricesOf } from '../../domain/pricing.js';

/** The console product list's search (spec §7 Console shop products GET). */
export interface ConsoleProductSearch {
  /** Words in the name, the code or one of the hashtags (a leading `#` is not needed). */
  q?: string;
  /** Category code or id (its sub-categories included). */
  category?: string;
  brand?: string;
  shows?: boolean;
  sells?: boolean;
  type?: string;
  sort?: ConsoleProductSort;
}

const SORTS: Record<ConsoleProductSort, Sort> = {
  latest: { createdAt: -1, _id: 1 },
  updated: { updatedAt: -1, _id: 1 },
  name: { name: 1, _id: 1 },
  priceAsc: { salePrice: 1, _id: 1 },
  priceDesc: { salePrice: -1, _id: 1 },
  stockAsc: { stock: 1, _id: 1 },
  sequence: { sequence: 1, index: 1, _id: 1 },
};

/** The whole product as the console edits it (stored fields, sale price now). */
export function consoleProductOf(d: ProductDoc): ConsoleProduct {
  const {
    _position: _p,
    categoryPath: _c,
    discountRate: _d,
    shippingText: _s,
    searchText: _t,
    searchInitials: _i,
    propertyKeys: _k,
    ownStock: _o,
    partIds: _pi,
    parts: _pa,
    ...rest
  } = d as ProductDoc & { _position?: unknown };
  return {
    ...rest,
    _category: d._category ?? d.category?._id ?? '',
    _brand: d._brand ?? d.brand?.code ?? null,
    salePrice: productPricesOf(d, new Date().toISOString(), d.parts).salePrice,
  };
}

function rowOf(d: ProductDoc): ConsoleProductRow {
  return {
    _id: d._id,
    code: d.code,
    name: d.name,
    type: d.type,
    thumb: d.thumb,
    ...productPricesOf(d, new Date().toISOString(), d.parts),
    stock: d.stock,
    shows: d.shows,
    sells: d.sells,
    category: d.category,
    brand: d.brand,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/** The Korean summary of one product event for the history. */
function summaryOf(e: ProductEvent): string {
  switch (e.type) {
    case 'ProductCreated':
      return `등록 (재고 ${e.data.stock})`;
    case 'ProductUpdated': {
      if (e.data.deleted) return '삭제';
      const names = Object.keys(e.data)
        .filter((k) => k !== 'productId' && k !== 'updatedAt' && k !== 'by')
        .map((k) => PRODUCT_FIELD_TEXT[k as keyof typeof PRODUCT_FIELD_TEXT] ?? k);
      return `${names.join(', ')} 변경`;
    }
    case 'StockAdjusted':
      return `재고 ${e.data.stock}개로 조정`;
    case 'StockReserved':
      return `주문 재고 ${e.data.amount}개 확보`;
    case 'StockReleased':
      return `주문 재고 ${e.data.amount}개 반환`;
  }
}

const atOf = (e: ProductEvent): string =>
  'createdAt' in e.data
    ? e.data.createdAt
    : 'updatedAt' in e.data
      ? e.data.updatedAt
      : 'adjustedAt' in e.data
        ? e.data.adjustedAt
        : 'reservedAt' in e.data
          ? e.data.reservedAt
          : e.data.releasedAt;

/**
 * Reads of the console product editor: the list under its search (read model), one product, its
 * history (the product's own stream, with who wrote each change), and every match for the export.
 */
@Injectable()
export class ConsoleProductQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly identity: IdentityQueries,
  ) {}

  private get products() {
    return this.store.collection<ProductDoc>(CATALOG.products);
  }

  /** The filter of a search: never target payments (their own page) nor deleted products. */
  private async filterOf(s: ConsoleProductSearch): Promise<Filter> {
    const filter: Filter = { type: s.type && s.type !== 'target' ? s.type : { $ne: 'target' }, deleted: { $ne: true } };
    if (s.category) {
      const category = await this.store.collection<CategoryDoc>(CATALOG.categories).findOne({ $or: [{ code: s.category }, { _id: s.category }] });
      filter.categoryPath = category?._id ?? '__none__';
    }
    if (s.brand) filter['brand.code'] = s.brand;
    if (s.shows !== undefined) filter.shows = s.shows;
    if (s.sells !== undefined) filter.sells = s.sells;
    const q = s.q?.trim();
    if (q) {
      const re = { $regex: escapeRegex(q), $options: 'i' };
      // A tag is typed with or without its '#': "#욕실" and "욕실" both find the tag 욕실.
      const tag = q.replace(/^#+/, '');
      filter.$or = [{ name: re }, { code: re }, ...(tag ? [{ hashtags: { $regex: escapeRegex(tag), $options: 'i' } }] : [])];
    }
    return filter;
  }

  /** One page of the products matching `s`, and how many match. */
  async list(s: ConsoleProductSearch, page: { limit: number; skip: number }): Promise<ConsoleProductListResponse> {
    const filter = await this.filterOf(s);
    const [docs, totalCount] = await Promise.all([this.products.find(filter, { sort: SORTS[s.sort ?? 'latest'], ...page }), this.products.count(filter)]);
    return { products: docs.map(rowOf), summary: { totalCount } };
  }

  /** Every product matching `s` in its order (the export; at most `max`). */
  async all(s: ConsoleProductSearch, max = 20_000): Promise<ConsoleProductRow[]> {
    const docs = await this.products.find(await this.filterOf(s), { sort: SORTS[s.sort ?? 'latest'], limit: max });
    return docs.map(rowOf);
  }

  /** The product `id` as the console edits it. Throws ProductNotFoundError (404) for none, a target payment or a deleted one. */
  async one(id: string): Promise<ConsoleProduct> {
    const doc = await this.products.findOne({ _id: id, type: { $ne: 'target' }, deleted: { $ne: true } });
    if (!doc) throw new ProductNotFoundError();
    return consoleProductOf(doc);
  }

  /** Names of the products the items of `p` name, by id. */
  async itemNames(p: ConsoleProduct): Promise<Record<string, string>> {
    const ids = [...new Set([p.choicees, p.relateds, p.bundleds, p.supplies].flatMap((list) => (list ?? []).flatMap((i) => (i._product ? [i._product] : []))))];
    if (ids.length === 0) return {};
    return Object.fromEntries((await this.products.find({ _id: { $in: ids } })).map((d) => [d._id, d.name]));
  }

  /** The ids among `ids` that are products the console edits (not target payments, not deleted). */
  async existing(ids: string[]): Promise<string[]> {
    const docs = await this.products.find({ _id: { $in: ids }, type: { $ne: 'target' }, deleted: { $ne: true } });
    return docs.map((d) => d._id);
  }

  /** The product's changes from its stream, newest first, each with the staff member who made it (null: the system). */
  async history(id: string): Promise<ProductHistoryEntry[]> {
    const { events } = await this.events.readStream(`product-${id}`);
    const changes = events.map((e) => ({ type: e.type, data: e.data }) as ProductEvent);
    const ids = [...new Set(changes.flatMap((e) => ('by' in e.data && e.data.by ? [e.data.by] : [])))];
    const users = new Map((await this.identity.usersByIds(ids)).map((u) => [u._id, u]));
    return changes
      .map((e): ProductHistoryEntry => {
        const by = 'by' in e.data && e.data.by ? e.data.by : null;
        const u = by ? users.get(by) : undefined;
        return { type: e.type, summary: summaryOf(e), at: atOf(e), by: by ? { _id: by, username: u?.username ?? '', name: u?.name ?? '알 수 없음' } : null };
      })
      .reverse();
  }
}
