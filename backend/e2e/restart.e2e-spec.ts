import { READ_STORE, type ReadStore } from '../src/platform/read-store/read-store.port.js';
import { ADDRESSES, ROOT, newSignedInMember, signIn, startShop, dumpReadModels } from './harness.js';

describe('restart on the same DATA_DIR', () => {
  it('keeps every member, session, cart and order, and rebuilds identical read models from the log', async () => {
    let shop = await startShop();
    const member = await newSignedInMember(shop);
    const operator = await signIn(shop, ROOT.username, ROOT.password);
    const products = (await shop.http.get('/api/v1/shop/products?group=main_shows').set('limit', '2')).body.products;
    const withOptions = async (id: string) => {
      const { product } = (await shop.http.get(`/api/v1/shop/products/${id}`)).body;
      const option = Object.fromEntries(product.options.map((o: { name: string; values: { name: string }[] }) => [o.name, o.values[0]!.name]));
      return { product: id, option };
    };
    const ordered = await withOptions(products[0]._id);
    const carted = await withOptions(products[1]._id);
    expect(
      (
        await shop.http
          .post('/api/v1/me/carts')
          .set('Authorization', member.auth)
          .send({ ...carted, amount: 1 })
      ).status,
    ).toBe(201);
    const placed = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, items: [{ ...ordered, amount: 1 }] });
    expect(placed.status).toBe(201);
    const confirmed = await shop.http
      .put(`/api/console/shop/orders/${placed.body.order._id}`)
      .set('Authorization', `Bearer ${operator.access}`)
      .send({ orderStatus: 'ORDER_PAYMENT' });
    expect(confirmed.status).toBe(200);
    const before = await dumpReadModels(shop.app.get<ReadStore>(READ_STORE));
    await shop.close();

    shop = await startShop(shop.dataDir);
    try {
      const after = await dumpReadModels(shop.app.get<ReadStore>(READ_STORE));
      expect(after).toEqual(before);
      expect(after.users!.length).toBeGreaterThan(1);
      expect(after.cartLines).toHaveLength(1);
      expect(after.orders).toHaveLength(1);

      // The session outlives the restart: the access token still works and the refresh token rotates.
      const me = await shop.http.get('/api/v1/me/info').set('Authorization', member.auth);
      expect(me.body.user.username).toBe(member.username);
      const refreshed = await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${member.refresh}`);
      expect(refreshed.status).toBe(200);
      const orders = await shop.http.get('/api/v1/me/orders').set('Authorization', `Bearer ${refreshed.body.accessToken}`);
      expect(orders.body.orders.map((o: { statusText: string }) => o.statusText)).toEqual(['결제완료']);
      expect((await shop.http.get('/api/v1/me/carts').set('Authorization', member.auth)).body.carts).toHaveLength(1);
      // The demo catalogue is not created twice.
      expect((await shop.http.get('/api/v1/shop/products').set('limit', '1')).body.summary.totalCount).toBe(before.products!.length);
    } finally {
      await shop.close();
    }
  }, 60_000);
});
