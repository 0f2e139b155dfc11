import { Inject, Injectable } from '@nestjs/common';
import type { Receipt, ReceiptListResponse } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { RECEIPTS, type ReceiptDoc } from '../projections/receipts.projection.js';

/** The receipt as the member sees it (without the read model's bookkeeping). */
function toReceipt(doc: ReceiptDoc & { _position?: number }): Receipt {
  const { _user: _u, visible: _v, paid: _p, retryAt: _r, _position: _x, ...rest } = doc;
  const { refundIds: _ri, settledRefundIds: _s, failingCancels: _f, cancelDue: _c, cancelRetryAt: _cr, issuedAmount: _i, ...receipt } = rest;
  return receipt;
}

/** Reads of the members' receipts; always scoped to one member. */
@Injectable()
export class ReceiptQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** One page of the member's card and cash receipts, newest order first. */
  async memberReceipts(userId: string, page: { limit: number; skip: number }): Promise<ReceiptListResponse> {
    const filter = { _user: userId, visible: true };
    const coll = this.store.collection<ReceiptDoc>(RECEIPTS);
    const [docs, totalCount] = await Promise.all([coll.find(filter, { sort: { createdAt: -1 }, ...page }), coll.count(filter)]);
    return { receipts: docs.map(toReceipt), summary: { totalCount } };
  }
}
