import { Injectable } from '@nestjs/common';
import type { InquiryEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { inquiryDecider, type InquiryState } from './inquiry.decider.js';

/** Read-model collection of members' 1:1 inquiries: one document per inquiry (`_id` its id), gone once deleted. */
export const MEMBER_INQUIRIES = 'member_inquiries';

/** An inquiry as stored: the decider's state of an asked inquiry. */
export type InquiryDoc = Extract<InquiryState, { status: 'asked' }> & { _id: string };

const EVENTS = ['InquiryAsked', 'InquiryEdited', 'InquiryImageAttached', 'InquiryAnswered', 'InquiryStateChanged', 'InquiryDeleted'];

/** Mirrors each 1:1 inquiry, folded with its own decider (the read model equals the stream's state). */
@Injectable()
export class InquiriesProjection implements Projection {
  readonly name = 'member-inquiries';
  /** Bump when the documents it writes change. */
  readonly version = 1;
  readonly handles = EVENTS;
  readonly collections = [MEMBER_INQUIRIES];
  readonly indexes: Record<string, IndexSpec[]> = {
    [MEMBER_INQUIRIES]: [{ key: { userId: 1, createdAt: -1 } }, { key: { answerStatus: 1, createdAt: -1 } }, { key: { createdAt: -1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as InquiryEvent;
    const id = event.data.inquiryId;
    await applyOnce<InquiryDoc>(store, MEMBER_INQUIRIES, id, stored, (doc) => {
      const next = inquiryDecider.evolve(doc ?? inquiryDecider.initialState(), event);
      return next.status === 'asked' ? { _id: id, ...next } : null;
    });
  }
}
