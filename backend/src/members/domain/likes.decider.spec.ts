import type { ProductSnapshot } from '../../catalog/index.js';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { likesDecider, type LikeProduct } from './likes.decider.js';

const now = '2026-11-27T01:00:00.000Z';
const metadata = { userId: 'u1', now };
const shown = { productId: 'p1', shows: true } as ProductSnapshot;
const like = (over: Partial<LikeProduct['data']> = {}): LikeProduct => ({
  type: 'LikeProduct',
  data: { userId: 'u1', likeId: 'k2', productId: 'p1', product: shown, ...over },
  metadata,
});
const liked = (likeId: string, productId: string) => ({ type: 'ProductLiked' as const, data: { userId: 'u1', likeId, productId, likedAt: now } });
const likes = deciderSpec(likesDecider);

describe('wishlist (spec §4 Wishlist toggle)', () => {
  it('likes a product the shop shows', () =>
    likes
      .given([])
      .when(like())
      .then([liked('k2', 'p1')]));
  it('keeps the earlier like when the product is liked again', () =>
    likes
      .given([liked('k1', 'p1')])
      .when(like())
      .thenNothingHappened());
  it('refuses a hidden or missing product', () => {
    likes
      .given([])
      .when(like({ product: { ...shown, shows: false } }))
      .thenThrows('PRODUCT_NOT_FOUND');
    likes
      .given([])
      .when(like({ product: null }))
      .thenThrows('PRODUCT_NOT_FOUND');
  });
  it('holds at most 100 products', () => {
    const full = Array.from({ length: 100 }, (_, i) => liked(`k${i}`, `x${i}`));
    likes.given(full).when(like()).thenThrows('LIKES_FULL');
  });
  it('unlikes by the like id, and refuses a like not on the list', () => {
    likes
      .given([liked('k1', 'p1')])
      .when({ type: 'UnlikeProduct', data: { userId: 'u1', likeId: 'k1' }, metadata })
      .then([{ type: 'ProductUnliked', data: { userId: 'u1', likeId: 'k1', productId: 'p1', unlikedAt: now } }]);
    likes
      .given([liked('k1', 'p1')])
      .when({ type: 'UnlikeProduct', data: { userId: 'u1', likeId: 'other' }, metadata })
      .thenThrows('LIKE_NOT_FOUND');
  });
});
