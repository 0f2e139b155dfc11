import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../src/platform/read-store/read-store.port.js';
import { ADDRESSES, ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

const READ_MODELS = ['products', 'categories', 'brands', 'users', 'cartLines', 'orders', 'purchases', 'settings', 'banners', 'bandBanners'];

async function dump(shop: TestShop): Promise<Record<string, unknown[]>> {
  const store = shop.app.get<ReadStore>(READ_STORE);
  const out: Record<string, unknown[]> = {};
  for (const name of READ_MODELS) out[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  return out;
}

describe('rebuilding the read models', () => {
  it('drops them and replays the log into models equal to the live ones after the main job', async () => {
    const shop = await startShop();
    try {
      const operator = await signIn(shop, ROOT.username, ROOT.password);
      const products = (await shop.http.get('/api/v1/shop/products?sort=priceAsc').set('limit', '100')).body.products as { _id: string; stock: number; sells: boolean }[];
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
        const placed = await shop.http.post('/api/v1/shop/orders').set('Authorization', member.auth).send({ ...ADDRESSES, items: [{ product: plain[1], amount: 1 }] });
        expect(placed.status).toBe(201);
        if (i < 2) await shop.http.put(`/api/console/shop/orders/${placed.body.order._id}`).set('Authorization', `Bearer ${operator.access}`).send({ orderStatus: i === 0 ? 'ORDER_PAYMENT' : 'ORDER_CANCELED' });
      }
      const runner = shop.app.get(ProjectionRunner);
      const before = await dump(shop);
      await runner.rebuild();
      const after = await dump(shop);
      expect(after).toEqual(before);
      expect(after.orders).toHaveLength(3);
      expect(after.cartLines).toHaveLength(3);
    } finally {
      await shop.close();
    }
  }, 90_000);
});
