import { Injectable } from '@nestjs/common';
import type { ExhibitionEvent, ShowroomEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { exhibitionDecider, type ExhibitionState } from './exhibition.decider.js';
import { showroomDecider, type ShowroomState } from './showroom.decider.js';

/** Read-model collections: one document per exhibition (`_id` its id) and per showroom (`_id` its code), gone once deleted. */
export const SHOWCASES = { exhibitions: 'exhibitions', showrooms: 'showrooms' } as const;

/** An exhibition as stored: the decider's state of a live one. */
export type ExhibitionDoc = Extract<ExhibitionState, { status: 'live' }> & { _id: string };
/** A showroom as stored: the decider's state of a live one. */
export type ShowroomDoc = Extract<ShowroomState, { status: 'live' }> & { _id: string };

const EXHIBITION_EVENTS = ['ExhibitionCreated', 'ExhibitionEdited', 'ExhibitionDeleted'];
const SHOWROOM_EVENTS = ['ShowroomCreated', 'ShowroomEdited', 'ShowroomDeleted'];

/** Mirrors each exhibition and showroom, folded with its own decider (the read model equals the stream's state). */
@Injectable()
export class ShowcasesProjection implements Projection {
  readonly name = 'showcases';
  /** Bump when the documents it writes change. */
  readonly version = 1;
  readonly handles = [...EXHIBITION_EVENTS, ...SHOWROOM_EVENTS];
  readonly collections = Object.values(SHOWCASES);
  readonly indexes: Record<string, IndexSpec[]> = {
    [SHOWCASES.exhibitions]: [{ key: { shows: 1, endsAt: 1 } }, { key: { createdAt: -1 } }],
    [SHOWCASES.showrooms]: [{ key: { createdAt: 1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    if (EXHIBITION_EVENTS.includes(stored.type)) {
      const event = { type: stored.type, data: stored.data } as ExhibitionEvent;
      const id = event.data.exhibitionId;
      await applyOnce<ExhibitionDoc>(store, SHOWCASES.exhibitions, id, stored, (doc) => {
        const next = exhibitionDecider.evolve(doc ?? exhibitionDecider.initialState(), event);
        return next.status === 'live' ? { _id: id, ...next } : null;
      });
      return;
    }
    const event = { type: stored.type, data: stored.data } as ShowroomEvent;
    const code = event.data.code;
    await applyOnce<ShowroomDoc>(store, SHOWCASES.showrooms, code, stored, (doc) => {
      const next = showroomDecider.evolve(doc ?? showroomDecider.initialState(), event);
      return next.status === 'live' ? { _id: code, ...next } : null;
    });
  }
}
