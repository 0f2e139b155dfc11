import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { ProductDetail, ProductListResponse, ProductResponse } from '@shop/contracts';
import { ADDRESSES, newSignedInMember, startShop, type TestShop } from './harness.js';

/**
 * Public catalogue and content answers come from memory while their read models stand still
 * (platform/http/answer-cache.ts): revalidated with ETags, changed at once when an event moves
 * them, and never for anything a person sees of their own.
 */
describe('cached public answers', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop();
  }, 60_000);
  afterAll(() => shop?.close());

  const onSale = async () => {
    const { products } = (await shop.http.get('/api/v1/shop/products').set('limit', '100')).body as ProductListResponse;
    return products.find((p) => p.sells && p.stock >= 5 && !(p as Partial<ProductDetail>).options?.length)!;
  };

  it('answers the same list with the same ETag, and 304 with no body to a client that holds it', async () => {
    const first = await shop.http.get('/api/v1/shop/products?sort=priceAsc').set('limit', '7');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{20}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await shop.http.get('/api/v1/shop/products?sort=priceAsc').set('limit', '7');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toEqual(first.body);
    const held = await shop.http.get('/api/v1/shop/products?sort=priceAsc').set('limit', '7').set('If-None-Match', first.headers.etag!);
    expect(held.status).toBe(304);
    expect(held.text ?? '').toBe('');
    // Another page size is another answer, even at the same URL.
    const other = await shop.http.get('/api/v1/shop/products?sort=priceAsc').set('limit', '3').set('If-None-Match', first.headers.etag!);
    expect(other.status).toBe(200);
    expect((other.body as ProductListResponse).products).toHaveLength(3);
  });

  it('sends a kept answer with the headers of every answer: its own request id and nonce, the security headers, each once', async () => {
    const url = '/api/v1/shop/products?sort=priceDesc';
    const first = await shop.http.get(url).set('limit', '5');
    const kept = await shop.http.get(url).set('limit', '5').set('X-Request-Id', 'kept-answer-1');
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.headers['x-request-id']).toBe('kept-answer-1');
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'content-type'])
      expect(kept.headers[name]).toEqual(name === 'content-security-policy' ? expect.any(String) : first.headers[name]);
    const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    expect(nonceOf(kept.headers['content-security-policy'])).toBeDefined();
    expect(nonceOf(kept.headers['content-security-policy'])).not.toBe(nonceOf(first.headers['content-security-policy']));
    expect(kept.headers['content-security-policy']!.replace(/'nonce-[^']+'/g, '')).toBe(
      first.headers['content-security-policy']!.replace(/'nonce-[^']+'/g, ''),
    );
    const raw = (kept as unknown as { res: { rawHeaders: string[] } }).res.rawHeaders;
    const names = raw.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("shows an order's effect on stock at once: the kept answer is dropped when the catalogue moves", async () => {
    const product = await onSale();
    const before = await shop.http.get(`/api/v1/shop/products/${product._id}`);
    expect((before.body as ProductResponse).product.stock).toBe(product.stock);
    const member = await newSignedInMember(shop, 'cache');
    const placed = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, items: [{ product: product._id, amount: 2 }] });
    expect(placed.status).toBe(201);
    // Wait for the read models through an uncached route, then ask as a browser holding the old answer.
    await shop.http.get('/api/v1/me/info').set('Authorization', member.auth).set('x-min-position', String(placed.body.position));
    const after = await shop.http.get(`/api/v1/shop/products/${product._id}`).set('If-None-Match', before.headers.etag!);
    expect(after.status).toBe(200);
    expect((after.body as ProductResponse).product.stock).toBe(product.stock - 2);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('sends lists over 1 KB compressed with brotli or gzip, as the client accepts', async () => {
    const plain = await shop.http.get('/api/v1/shop/products').set('limit', '20').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The bytes as sent (supertest would decompress them).
    const server = shop.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = (encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/api/v1/shop/products', headers: { limit: '20', 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const br = await raw('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(plain.body);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(plain.body);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(JSON.stringify(plain.body)) / 3);
  });

  it("never gives one member's own answers to another member or to a visitor", async () => {
    const a = await newSignedInMember(shop, 'cachea');
    const b = await newSignedInMember(shop, 'cacheb');
    for (let i = 0; i < 2; i++) {
      const mine = await shop.http.get('/api/v1/me/info').set('Authorization', a.auth);
      expect(mine.body.user.username).toBe(a.username);
      const theirs = await shop.http
        .get('/api/v1/me/info')
        .set('Authorization', b.auth)
        .set('If-None-Match', mine.headers.etag ?? '"none"');
      expect(theirs.status).toBe(200);
      expect(theirs.body.user.username).toBe(b.username);
      expect(JSON.stringify(theirs.body)).not.toContain(a.username);
      const visitor = await shop.http.get('/api/v1/me/info');
      expect(visitor.status).toBe(401);
      expect(JSON.stringify(visitor.body)).not.toContain(a.username);
    }
  });
});
