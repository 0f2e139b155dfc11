import { Inject, Injectable } from '@nestjs/common';
import { OrderStatus, type Purchase, type PurchaseStatus } from '@shop/contracts';
import type { Filter } from '../../platform/read-store/read-store.port.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { ORDERING, type PurchaseDoc } from '../projections/ordering.projection.js';

/** Which purchase lines: of these buyers, placed in [`from`, `to`) (ISO instants), in one purchase status. */
export interface BuyerPurchaseSearch {
  buyerIds: string[];
  from?: string;
  to?: string;
  purchaseStatus?: PurchaseStatus;
}

/** A purchase line with its buyer, for another context's list (the promoter's purchase pages). */
export type BuyerPurchaseLine = Pick<Purchase, '_id' | 'buyer' | 'product' | 'option' | 'amount' | 'purchaseStatus' | 'statusText' | 'createdAt'> & {
  /** When the buyer confirmed the line (구매확정), or null. */
  confirmedAt: string | null;
  /** What the line was paid, in 원 (coupon and point shares taken off). */
  paidPrice: number;
};

/** Order statuses of a line not paid (yet or ever): left out of the paid figures. */
const NOT_PAID: readonly OrderStatus[] = [OrderStatus.ORDER_NONPAYMENT, OrderStatus.ORDER_CANCELED];

function filterOf(search: BuyerPurchaseSearch): Filter {
  const filter: Filter = { _user: { $in: search.buyerIds } };
  if (search.from || search.to) filter.createdAt = { ...(search.from ? { $gte: search.from } : {}), ...(search.to ? { $lt: search.to } : {}) };
  if (search.purchaseStatus) filter.purchaseStatus = search.purchaseStatus;
  return filter;
}

function lineOf(d: PurchaseDoc): BuyerPurchaseLine {
  return {
    _id: d._id,
    buyer: d.buyer,
    product: d.product,
    option: d.option,
    amount: d.amount,
    paidPrice: d.paidPrice ?? d.totalPrice,
    purchaseStatus: d.purchaseStatus,
    statusText: d.statusText,
    createdAt: d.createdAt,
    confirmedAt: d.confirmedAt ?? null,
  };
}

/**
 * Purchase lines of given buyers, read from ordering's purchases read model, for the promoters
 * context (spec §2 promotee-purchases and promoter-purchases, §7 Promoter GET purchases): the
 * caller names the buyers (a promoter's own promotees, or the promoter), so it decides whose lines
 * may be seen. Nothing but the buyers' lines is ever read.
 */
@Injectable()
export class BuyerPurchaseQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get purchases() {
    return this.store.collection<PurchaseDoc>(ORDERING.purchases);
  }

  /** One page of the buyers' lines under the search, newest first, and how many there are (none for no buyers). */
  async page(search: BuyerPurchaseSearch, page: { limit: number; skip: number }): Promise<{ lines: BuyerPurchaseLine[]; totalCount: number }> {
    if (search.buyerIds.length === 0) return { lines: [], totalCount: 0 };
    const filter = filterOf(search);
    const [docs, totalCount] = await Promise.all([
      this.purchases.find(filter, { sort: { createdAt: -1, purchaseNumber: 1 }, ...page }),
      this.purchases.count(filter),
    ]);
    return { lines: docs.map(lineOf), totalCount };
  }

  /** One purchase line by its id, whoever bought it (the caller checks `buyer`), or null: for the catalogue's reviews (spec §3 Review _purchase). */
  async line(purchaseId: string): Promise<BuyerPurchaseLine | null> {
    const doc = await this.purchases.findOne({ _id: purchaseId });
    return doc ? lineOf(doc) : null;
  }

  /** How many of the buyers' lines placed in [`from`, `to`) were paid and not cancelled, and what they were paid in 원. */
  async paidFigures(buyerIds: string[], from: string, to: string): Promise<{ count: number; paid: number }> {
    if (buyerIds.length === 0) return { count: 0, paid: 0 };
    const docs = await this.purchases.find({ ...filterOf({ buyerIds, from, to }), orderStatus: { $nin: NOT_PAID } });
    return { count: docs.length, paid: docs.reduce((sum, d) => sum + (d.paidPrice ?? d.totalPrice), 0) };
  }
}
