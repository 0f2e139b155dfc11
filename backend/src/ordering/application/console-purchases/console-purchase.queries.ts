import { Inject, Injectable } from '@nestjs/common';
import {
  ClaimStatus,
  PURCHASE_EXPORT_MAX_ROWS,
  PURCHASE_SORTS,
  PurchaseView,
  type Purchase,
  type PurchaseSort,
  type PurchaseViewCounts,
} from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { ORDERING, type PurchaseDoc } from '../../projections/ordering.projection.js';
import { PURCHASE_VIEW_FILTERS, purchaseFilter, type PurchaseSearch } from './purchase-filter.js';

/** A purchase as the console sees it: the read-model document without its search and bookkeeping fields. */
function toPurchase({ _user: _u, searchText: _s, _position: _p, ...purchase }: PurchaseDoc & { _position?: number }): Purchase {
  return purchase;
}

/** Reads of the console's purchase table (spec §2 purchase views): pages, counts per view, and the rows of an export. */
@Injectable()
export class ConsolePurchaseQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get purchases() {
    return this.store.collection<PurchaseDoc>(ORDERING.purchases);
  }

  /** One page of the search's purchases in the chosen order (newest first by default), and how many there are. */
  async page(
    search: PurchaseSearch,
    sort: PurchaseSort,
    page: { limit: number; skip: number },
  ): Promise<{ purchases: Purchase[]; summary: { totalCount: number } }> {
    const filter = purchaseFilter(search);
    const [docs, totalCount] = await Promise.all([this.purchases.find(filter, { sort: PURCHASE_SORTS[sort].sort, ...page }), this.purchases.count(filter)]);
    return { purchases: docs.map(toPurchase), summary: { totalCount } };
  }

  /** How many purchases each of the eight views holds under the same search words and dates. */
  async counts(search: Omit<PurchaseSearch, 'view'>): Promise<PurchaseViewCounts> {
    const views = Object.keys(PURCHASE_VIEW_FILTERS) as PurchaseView[];
    const counts = await Promise.all(views.map((view) => this.purchases.count(purchaseFilter({ ...search, view }))));
    return Object.fromEntries(views.map((view, i) => [view, counts[i]])) as unknown as PurchaseViewCounts;
  }

  /**
   * How many purchases wait for staff's decision on a claim, per kind: cancel, exchange or return
   * requested and not yet completed or rejected (they are in the cancel, exchange and return views).
   */
  async requestedClaims(): Promise<{ cancel: number; exchange: number; return: number }> {
    const [cancel, exchange, ret] = await Promise.all(
      [ClaimStatus.CANCEL_REQUESTED, ClaimStatus.EXCHANGE_REQUESTED, ClaimStatus.RETURN_REQUESTED].map((claimStatus) => this.purchases.count({ claimStatus })),
    );
    return { cancel: cancel!, exchange: exchange!, return: ret! };
  }

  /** Every purchase of the search in the chosen order, at most {@link PURCHASE_EXPORT_MAX_ROWS} (the export's rows). */
  async all(search: PurchaseSearch, sort: PurchaseSort): Promise<Purchase[]> {
    const docs = await this.purchases.find(purchaseFilter(search), { sort: PURCHASE_SORTS[sort].sort, limit: PURCHASE_EXPORT_MAX_ROWS });
    return docs.map(toPurchase);
  }
}
