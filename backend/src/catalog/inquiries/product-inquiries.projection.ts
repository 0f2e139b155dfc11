import { Injectable } from '@nestjs/common';
import type { ProductInquiryEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { productInquiryDecider, type ProductInquiryState } from './product-inquiry.decider.js';

/** Read-model collection of product inquiries: one document per inquiry (`_id` its id), gone once deleted. */
export const PRODUCT_INQUIRIES = 'product_inquiries';

/** A product inquiry as stored: the decider's state of a written inquiry. */
export type ProductInquiryDoc = Extract<ProductInquiryState, { status: 'written' }> & { _id: string };

const EVENTS = ['ProductInquiryWritten', 'ProductInquiryEdited', 'ProductInquiryImageAttached', 'ProductInquiryAnswered', 'ProductInquiryDeleted'];

/** Mirrors each product inquiry, folded with its own decider (the read model equals the stream's state). */
@Injectable()
export class ProductInquiriesProjection implements Projection {
  readonly name = 'product-inquiries';
  /** Bump when the documents it writes change. */
  readonly version = 1;
  readonly handles = EVENTS;
  readonly collections = [PRODUCT_INQUIRIES];
  readonly indexes: Record<string, IndexSpec[]> = { [PRODUCT_INQUIRIES]: [{ key: { productId: 1, createdAt: -1 } }, { key: { userId: 1, createdAt: -1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as ProductInquiryEvent;
    const id = event.data.inquiryId;
    await applyOnce<ProductInquiryDoc>(store, PRODUCT_INQUIRIES, id, stored, (doc) => {
      const next = productInquiryDecider.evolve(doc ?? productInquiryDecider.initialState(), event);
      return next.status === 'written' ? { _id: id, ...next } : null;
    });
  }
}
