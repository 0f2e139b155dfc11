import { MAX_WATCHES, type WatchEvent } from '@shop/contracts';
import { ProductNotFoundError, type ProductSnapshot } from '../../catalog/index.js';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { WatchNotFoundError } from '../members.errors.js';

/** What a member's browser reports: this product was viewed now (POST /api/v1/me/watches). */
export type RecordWatchRequest = Command<'RecordWatch', { userId: string; productId: string }>;
/** Records a view; `product` is the product's snapshot (null when missing), loaded by the use case. */
export type RecordWatch = Command<'RecordWatch', RecordWatchRequest['data'] & { product: ProductSnapshot | null }>;
/** What a member's browser holds from before sign-in (PUT /api/v1/me/watches, spec §4 Session). */
export type MergeWatchesRequest = Command<'MergeWatches', { userId: string; watches: { productId: string; viewedAt: string }[] }>;
/** Merges views held in the browser; `shown` are the ids of those products the shop shows, loaded by the use case. */
export type MergeWatches = Command<'MergeWatches', MergeWatchesRequest['data'] & { shown: string[] }>;
/** Takes one product off the list (DELETE /api/v1/me/watches/{id}). */
export type RemoveWatch = Command<'RemoveWatch', { userId: string; productId: string }>;
/** Empties the list (DELETE /api/v1/me/watches). */
export type ClearWatches = Command<'ClearWatches', { userId: string }>;
export type WatchCommand = RecordWatch | MergeWatches | RemoveWatch | ClearWatches;

/** One viewed product and its last view. */
export interface WatchState {
  productId: string;
  viewedAt: string;
}
/** A member's recently viewed products, newest first. */
export interface WatchesState {
  watches: WatchState[];
}

/** Puts `watch` in its place by time (newest first), replacing an earlier view of the same product. */
const placed = (watches: WatchState[], watch: WatchState): WatchState[] => {
  const rest = watches.filter((w) => w.productId !== watch.productId);
  const at = rest.findIndex((w) => w.viewedAt < watch.viewedAt);
  return at < 0 ? [...rest, watch] : [...rest.slice(0, at), watch, ...rest.slice(at)];
};

/**
 * A member's recently viewed products (stream `watches-{userId}`, spec §7 me/watches): each
 * product once, at its last view; only products the shop shows; at most {@link MAX_WATCHES},
 * the oldest leaving first. Views merged from the browser keep their own time (never later
 * than now) and never move a later view back.
 * @throws ProductNotFoundError (404) recording a missing or hidden product; WatchNotFoundError (404) removing what is not there.
 */
export const watchesDecider: Decider<WatchCommand, WatchEvent, WatchesState> = {
  initialState: () => ({ watches: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'ProductWatched':
        return { watches: placed(state.watches, { productId: event.data.productId, viewedAt: event.data.viewedAt }) };
      case 'WatchRemoved':
        return { watches: state.watches.filter((w) => w.productId !== event.data.productId) };
      case 'WatchesCleared':
        return { watches: [] };
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now } = command.metadata;
    switch (command.type) {
      case 'RecordWatch': {
        const { userId, productId, product } = command.data;
        if (!product || !product.shows) throw new ProductNotFoundError();
        return withinSize(state, [{ type: 'ProductWatched', data: { userId, productId, viewedAt: now } }], userId, now);
      }
      case 'MergeWatches': {
        const { userId, watches, shown } = command.data;
        const events: WatchEvent[] = [];
        let s = state;
        for (const w of watches) {
          const viewedAt = w.viewedAt > now ? now : w.viewedAt;
          const held = s.watches.find((x) => x.productId === w.productId);
          if (!shown.includes(w.productId) || (held && held.viewedAt >= viewedAt)) continue;
          const event: WatchEvent = { type: 'ProductWatched', data: { userId, productId: w.productId, viewedAt } };
          events.push(event);
          s = watchesDecider.evolve(s, event);
        }
        return withinSize(state, events, userId, now);
      }
      case 'RemoveWatch': {
        const { userId, productId } = command.data;
        if (!state.watches.some((w) => w.productId === productId)) throw new WatchNotFoundError();
        return [{ type: 'WatchRemoved', data: { userId, productId, removedAt: now } }];
      }
      case 'ClearWatches':
        return state.watches.length === 0 ? [] : [{ type: 'WatchesCleared', data: { userId: command.data.userId, clearedAt: now } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** `events`, then the removal of the oldest views beyond {@link MAX_WATCHES} once they are applied. */
function withinSize(state: WatchesState, events: WatchEvent[], userId: string, now: string): WatchEvent[] {
  const after = events.reduce(watchesDecider.evolve, state);
  const beyond = after.watches.slice(MAX_WATCHES);
  return [...events, ...beyond.map((w): WatchEvent => ({ type: 'WatchRemoved', data: { userId, productId: w.productId, removedAt: now } }))];
}

/** The stream of a member's recently viewed products. */
export const watchesStream = (userId: string): string => `watches-${userId}`;
