import { MingoReadStore } from './mingo-read-store.js';
import { describeReadStoreContract } from './read-store.contract.js';

describeReadStoreContract('in memory on mingo', async () => new MingoReadStore());

describe('MingoReadStore at read-model scale', () => {
  it('finds, counts and aggregates over 10,000 documents quickly', async () => {
    const store = new MingoReadStore();
    const orders = store.collection<{ _id: string; status: string; total: number; userId: string }>('orders');
    for (let i = 0; i < 10_000; i++) {
      await orders.replaceOne({ _id: `order-${i}`, status: i % 4 === 0 ? 'PAID' : 'CART', total: i * 100, userId: `user-${i % 50}` });
    }
    const started = performance.now();
    for (let i = 0; i < 20; i++) {
      await orders.findOne({ _id: `order-${i * 7}` });
      await orders.find({ status: 'PAID', userId: `user-${i}` }, { sort: { total: -1 }, limit: 20 });
    }
    expect(await orders.count({ status: 'PAID' })).toBe(2_500);
    const [sum] = await orders.aggregate<{ total: number }>([{ $match: { status: 'PAID' } }, { $group: { _id: null, total: { $sum: '$total' } } }]);
    expect(sum!.total).toBe(Array.from({ length: 2_500 }, (_, k) => k * 4 * 100).reduce((a, b) => a + b, 0));
    expect(performance.now() - started).toBeLessThan(2_000);
    await store.close();
  });
});
