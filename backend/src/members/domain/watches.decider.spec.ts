import type { ProductSnapshot } from '../../catalog/index.js';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { watchesDecider } from './watches.decider.js';

const now = '2026-11-27T01:00:00.000Z';
const metadata = { userId: 'u1', now };
const shown = { productId: 'p1', shows: true } as ProductSnapshot;
const watched = (productId: string, viewedAt: string) => ({ type: 'ProductWatched' as const, data: { userId: 'u1', productId, viewedAt } });
const removed = (productId: string) => ({ type: 'WatchRemoved' as const, data: { userId: 'u1', productId, removedAt: now } });
const watches = deciderSpec(watchesDecider);

describe('recently viewed (spec §7 me/watches, §4 Session)', () => {
  it('records a view now, and refuses a hidden product', () => {
    watches
      .given([])
      .when({ type: 'RecordWatch', data: { userId: 'u1', productId: 'p1', product: shown }, metadata })
      .then([watched('p1', now)]);
    watches
      .given([])
      .when({ type: 'RecordWatch', data: { userId: 'u1', productId: 'p1', product: { ...shown, shows: false } }, metadata })
      .thenThrows('PRODUCT_NOT_FOUND');
  });
  it('keeps 50 products: a new view pushes out the oldest', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => watched(`x${i}`, `2026-11-26T00:${String(i).padStart(2, '0')}:00.000Z`));
    watches
      .given(fifty)
      .when({ type: 'RecordWatch', data: { userId: 'u1', productId: 'p1', product: shown }, metadata })
      .then([watched('p1', now), removed('x0')]);
  });
  it("merges the browser's views: keeps their time, never moves a later view back, drops products not shown", () =>
    watches
      .given([watched('p1', '2026-11-26T10:00:00.000Z')])
      .when({
        type: 'MergeWatches',
        data: {
          userId: 'u1',
          watches: [
            { productId: 'p1', viewedAt: '2026-11-26T09:00:00.000Z' },
            { productId: 'p2', viewedAt: '2026-11-26T08:00:00.000Z' },
            { productId: 'gone', viewedAt: '2026-11-26T08:00:00.000Z' },
            { productId: 'p3', viewedAt: '2099-01-01T00:00:00.000Z' },
          ],
          shown: ['p1', 'p2', 'p3'],
        },
        metadata,
      })
      .then([watched('p2', '2026-11-26T08:00:00.000Z'), watched('p3', now)]));
  it('orders the list newest first', () => {
    const state = [watched('a', '2026-11-26T01:00:00.000Z'), watched('b', '2026-11-26T03:00:00.000Z'), watched('c', '2026-11-26T02:00:00.000Z')].reduce(
      watchesDecider.evolve,
      watchesDecider.initialState(),
    );
    expect(state.watches.map((w) => w.productId)).toEqual(['b', 'c', 'a']);
  });
  it('removes one product or clears the list; refuses a product not on it', () => {
    watches
      .given([watched('p1', now)])
      .when({ type: 'RemoveWatch', data: { userId: 'u1', productId: 'p1' }, metadata })
      .then([removed('p1')]);
    watches
      .given([watched('p1', now)])
      .when({ type: 'RemoveWatch', data: { userId: 'u1', productId: 'p9' }, metadata })
      .thenThrows('WATCH_NOT_FOUND');
    watches
      .given([watched('p1', now)])
      .when({ type: 'ClearWatches', data: { userId: 'u1' }, metadata })
      .then([{ type: 'WatchesCleared', data: { userId: 'u1', clearedAt: now } }]);
  });
});
