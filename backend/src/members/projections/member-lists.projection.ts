import { Injectable } from '@nestjs/common';
import type { DestinationEvent, LikeEvent, WatchEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { destinationsDecider, type DestinationsState } from '../domain/destinations.decider.js';
import { likesDecider, type LikesState } from '../domain/likes.decider.js';
import { watchesDecider, type WatchesState } from '../domain/watches.decider.js';

/** Read-model collections of the member's lists: one document per member each (`_id` the user id). */
export const MEMBER_LISTS = { likes: 'likes', watches: 'watches', destinations: 'destinations' } as const;

/** A member's wishlist as stored: the likes, oldest first. */
export type LikesDoc = LikesState & { _id: string };
/** A member's recently viewed products as stored, newest first. */
export type WatchesDoc = WatchesState & { _id: string };
/** A member's saved addresses as stored, oldest first, with the default's id. */
export type DestinationsDoc = DestinationsState & { _id: string };

const LIKE_EVENTS = ['ProductLiked', 'ProductUnliked'];
const WATCH_EVENTS = ['ProductWatched', 'WatchRemoved', 'WatchesCleared'];
const DESTINATION_EVENTS = ['DestinationAdded', 'DestinationChanged', 'DefaultDestinationSet', 'DestinationDeleted'];

/**
 * Mirrors each member's wishlist, recently viewed list and saved addresses, one document per
 * member and list, folded with the lists' own deciders (so the read model equals the stream's state).
 */
@Injectable()
export class MemberListsProjection implements Projection {
  readonly name = 'member-lists';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = [...LIKE_EVENTS, ...WATCH_EVENTS, ...DESTINATION_EVENTS];
  readonly collections = Object.values(MEMBER_LISTS);

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const userId = (stored.data as { userId: string }).userId;
    if (LIKE_EVENTS.includes(stored.type)) {
      const event = { type: stored.type, data: stored.data } as LikeEvent;
      await applyOnce<LikesDoc>(store, MEMBER_LISTS.likes, userId, stored, (doc) => ({
        _id: userId,
        ...likesDecider.evolve(doc ?? likesDecider.initialState(), event),
      }));
    } else if (WATCH_EVENTS.includes(stored.type)) {
      const event = { type: stored.type, data: stored.data } as WatchEvent;
      await applyOnce<WatchesDoc>(store, MEMBER_LISTS.watches, userId, stored, (doc) => ({
        _id: userId,
        ...watchesDecider.evolve(doc ?? watchesDecider.initialState(), event),
      }));
    } else if (DESTINATION_EVENTS.includes(stored.type)) {
      const event = { type: stored.type, data: stored.data } as DestinationEvent;
      await applyOnce<DestinationsDoc>(store, MEMBER_LISTS.destinations, userId, stored, (doc) => ({
        _id: userId,
        ...destinationsDecider.evolve(doc ?? destinationsDecider.initialState(), event),
      }));
    }
  }
}
