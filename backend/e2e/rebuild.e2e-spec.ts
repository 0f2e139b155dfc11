import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../src/platform/read-store/read-store.port.js';
import { ADDRESSES, ROOT, newSignedInMember, signIn, startShop, dumpReadModels } from './harness.js';

describe('rebuilding the read models', () => {
  it('drops them and replays the log into models equal to the live ones after the main job', async () => {
    const shop = await startShop();
    try {
      const operator = await signIn(shop, ROOT.username, ROOT.password);
      const products = (await shop.http.get('/api/v1/shop/products?sort=priceAsc').set('limit', '100')).body.products as {
        _id: string;
        stock: number;
        sells: boolean;
      }[];
      const plain: string[] = [];
      for (const p of products) {
        if (!p.sells || p.stock < 3) continue;
        const { product } = (await shop.http.get(`/api/v1/shop/products/${p._id}`)).body;
        if (product.options.length === 0) plain.push(p._id);
        if (plain.length === 2) break;
      }
      for (let i = 0; i < 3; i++) {
        const member = await newSignedInMember(shop, 'r');
        await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product: plain[0], amount: 1 });
        const placed = await shop.http
          .post('/api/v1/shop/orders')
          .set('Authorization', member.auth)
          .send({ ...ADDRESSES, items: [{ product: plain[1], amount: 1 }] });
        expect(placed.status).toBe(201);
        if (i < 2)
          await shop.http
            .put(`/api/console/shop/orders/${placed.body.order._id}`)
            .set('Authorization', `Bearer ${operator.access}`)
            .send({ orderStatus: i === 0 ? 'ORDER_PAYMENT' : 'ORDER_CANCELED' });
      }
      const runner = shop.app.get(ProjectionRunner);
      const before = await dumpReadModels(shop.app.get<ReadStore>(READ_STORE));
      await runner.rebuild();
      const after = await dumpReadModels(shop.app.get<ReadStore>(READ_STORE));
      expect(after).toEqual(before);
      expect(after.orders).toHaveLength(3);
      expect(after.cartLines).toHaveLength(3);
    } finally {
      await shop.close();
    }
  }, 90_000);
});
