import { MingoReadStore } from './mingo-read-store.js';
import { describeReadStoreContract } from './read-store.contract.js';

describeReadStoreContract('in memory on mingo', async () => new MingoReadStore());

describe('MingoReadStore at read-model scale', () => {
  it('finds, sorts, counts and aggregates correctly over 10,000 documents', async () => {
    const store = new MingoReadStore();
    const orders = store.collection<{ _id: string; status: string; total: number; userId: string }>('orders');
    for (let i = 0; i < 10_000; i++) {
      await orders.replaceOne({ _id: `order-${i}`, status: i % 4 === 0 ? 'PAID' : 'CART', total: i * 100, userId: `user-${i % 50}` });
    }
    for (let i = 0; i < 20; i++) {
      expect((await orders.findOne({ _id: `order-${i * 7}` }))?.total).toBe(i * 7 * 100);
      const paid = await orders.find({ status: 'PAID', userId: `user-${i * 2}` }, { sort: { total: -1 }, limit: 20 });
      // user-(2i) holds 200 orders, 100 of them PAID: the first page is 20, highest total first.
      expect(paid).toHaveLength(20);
      expect(paid.map((o) => o.total)).toEqual(paid.map((o) => o.total).sort((a, b) => b - a));
      expect(paid.every((o) => o.status === 'PAID' && o.userId === `user-${i * 2}`)).toBe(true);
    }
    expect(await orders.count({ status: 'PAID' })).toBe(2_500);
    const [sum] = await orders.aggregate<{ total: number }>([{ $match: { status: 'PAID' } }, { $group: { _id: null, total: { $sum: '$total' } } }]);
    expect(sum!.total).toBe(Array.from({ length: 2_500 }, (_, k) => k * 4 * 100).reduce((a, b) => a + b, 0));
    await store.close();
  });
});
