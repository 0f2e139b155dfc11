import { Injectable } from '@nestjs/common';
import type { CenterPostEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { centerPostDecider, type CenterPostState } from './center-post.decider.js';

/** Read-model collection of the centre's notices and FAQs: one document per live post (`_id` its id). */
export const CENTER_POSTS = 'center_posts';

/** A post as stored: the decider's state of a live post. */
export type CenterPostDoc = Extract<CenterPostState, { status: 'live' }> & { _id: string };

/** Mirrors each notice and FAQ, folded with its own decider (the read model equals the stream's state). */
@Injectable()
export class CenterPostsProjection implements Projection {
  readonly name = 'center-posts';
  /** Bump when the documents it writes change. */
  readonly version = 1;
  readonly handles = ['CenterPostPublished', 'CenterPostEdited', 'CenterPostDeleted'];
  readonly collections = [CENTER_POSTS];
  readonly indexes: Record<string, IndexSpec[]> = {
    [CENTER_POSTS]: [{ key: { kind: 1, shows: 1, pinned: -1, createdAt: -1 } }, { key: { kind: 1, category: 1, index: 1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as CenterPostEvent;
    const id = event.data.postId;
    await applyOnce<CenterPostDoc>(store, CENTER_POSTS, id, stored, (doc) => {
      const next = centerPostDecider.evolve(doc ?? centerPostDecider.initialState(), event);
      return next.status === 'live' ? { _id: id, ...next } : null;
    });
  }
}
