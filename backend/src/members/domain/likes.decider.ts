import { MAX_LIKES, type LikeEvent } from '@shop/contracts';
import { ProductNotFoundError, type ProductSnapshot } from '../../catalog/index.js';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { LikeNotFoundError, LikesFullError } from '../members.errors.js';

/** What a member asks: like this product (POST /api/v1/me/likes). `likeId` is drawn by the caller. */
export type LikeProductRequest = Command<'LikeProduct', { userId: string; likeId: string; productId: string }>;
/** Likes a product; `product` is its snapshot (null when missing), loaded by the use case. */
export type LikeProduct = Command<'LikeProduct', LikeProductRequest['data'] & { product: ProductSnapshot | null }>;
/** Takes a like off the wishlist (DELETE /api/v1/me/likes/{id}). */
export type UnlikeProduct = Command<'UnlikeProduct', { userId: string; likeId: string }>;
export type LikeCommand = LikeProduct | UnlikeProduct;

/** One like: which product, since when. */
export interface LikeState {
  likeId: string;
  productId: string;
  likedAt: string;
}
/** A member's wishlist, oldest like first. */
export interface LikesState {
  likes: LikeState[];
}

/** The like of `productId` on the wishlist, if any. */
export const likeOf = (state: LikesState, productId: string): LikeState | undefined => state.likes.find((l) => l.productId === productId);

/**
 * A member's wishlist (stream `likes-{userId}`, spec §4 Wishlist toggle): only a product the
 * shop shows can be liked; liking a product already liked changes nothing (the earlier like
 * stays); at most {@link MAX_LIKES} products.
 * @throws ProductNotFoundError (404) for a missing or hidden product; LikesFullError (422) when full; LikeNotFoundError (404) unliking what is not there.
 */
export const likesDecider: Decider<LikeCommand, LikeEvent, LikesState> = {
  initialState: () => ({ likes: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'ProductLiked': {
        const { likeId, productId, likedAt } = event.data;
        return { likes: [...state.likes, { likeId, productId, likedAt }] };
      }
      case 'ProductUnliked':
        return { likes: state.likes.filter((l) => l.likeId !== event.data.likeId) };
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now } = command.metadata;
    switch (command.type) {
      case 'LikeProduct': {
        const { userId, likeId, productId, product } = command.data;
        if (likeOf(state, productId)) return [];
        if (!product || !product.shows) throw new ProductNotFoundError();
        if (state.likes.length >= MAX_LIKES) throw new LikesFullError();
        return [{ type: 'ProductLiked', data: { userId, likeId, productId, likedAt: now } }];
      }
      case 'UnlikeProduct': {
        const { userId, likeId } = command.data;
        const like = state.likes.find((l) => l.likeId === likeId);
        if (!like) throw new LikeNotFoundError();
        return [{ type: 'ProductUnliked', data: { userId, likeId, productId: like.productId, unlikedAt: now } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of a member's wishlist. */
export const likesStream = (userId: string): string => `likes-${userId}`;
