import { describe, expect, it } from '@jest/globals';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { MingoReadStore } from '../../platform/read-store/mingo-read-store.js';
import { OPEN_RESERVATIONS, OpenReservationsProjection } from './stock-reservations.projection.js';

let position = 0;
const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  id: `e${++position}`,
  streamId: 's',
  revision: 0,
  position,
  type,
  data,
  metadata: { userId: null, at: '2026-11-22T01:00:00.000Z' },
});
const reserved = (productId: string, orderId: string) =>
  stored('StockReserved', { productId, orderId, amount: 1, stock: 5, reservedAt: '2026-11-22T01:00:00.000Z' });
const line = (productId: string) => ({ lineId: `l-${productId}`, productId, amount: 1 });

describe('open reservations', () => {
  it('keeps the reservations no placed order accounts for: placing an order closes each of its products’ reservations', async () => {
    const store = new MingoReadStore();
    const projection = new OpenReservationsProjection();
    for (const event of [reserved('p1', 'o1'), reserved('p2', 'o1'), reserved('p1', 'o2'), reserved('p3', 'abandoned')]) await projection.apply(event, store);
    // Two lines of one product (other options) were reserved once.
    await projection.apply(stored('OrderPlaced', { orderId: 'o1', lines: [line('p1'), line('p2'), line('p1')] }), store);
    await projection.apply(stored('OrderPlaced', { orderId: 'o2', lines: [line('p1')] }), store);
    const open = await store.collection(OPEN_RESERVATIONS).find({}, { sort: { _id: 1 } });
    expect(open.map((r) => r._id)).toEqual(['p3:abandoned']);
  });
});
