import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GENEROUS_LIMITS, startShop, type TestShop } from './harness.js';

/**
 * What travels over the wire: the storefront's hashed assets precompressed by the build (Brotli
 * when the browser takes it, gzip otherwise) and cached for good, and API answers and pages
 * compressed on the fly. Needs the built frontend (`npm run build`).
 */

const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
const FRONTEND_SSR = fileURLToPath(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url));

let shop: TestShop;
/** The largest JavaScript file of the build, by its path under the site. */
let script: { path: string; content: Buffer };

let origin: string;

/** Asks with node:http (supertest would decode the body), so the bytes on the wire are what is checked. */
const raw = (path: string, acceptEncoding: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });

beforeAll(async () => {
  if (!existsSync(FRONTEND_SSR)) throw new Error(`the compression suite needs the built frontend (npm run build): ${FRONTEND_SSR} is missing`);
  shop = await startShop(undefined, { ...GENEROUS_LIMITS, FRONTEND_DIST, FRONTEND_SSR });
  const server = shop.app.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const assets = join(FRONTEND_DIST, 'assets');
  const name = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0]!;
  script = { path: `/assets/${name}`, content: readFileSync(join(assets, name)) };
}, 90_000);
afterAll(() => shop?.close());

describe('a hashed script of the storefront', () => {
  it('comes as Brotli to a browser that accepts it, and decodes to the built file', async () => {
    const res = await raw(script.path, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(script.content.length / 2);
    expect(brotliDecompressSync(res.body).equals(script.content)).toBe(true);
  });

  it('comes as gzip to a client that accepts only gzip', async () => {
    const res = await raw(script.path, 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(res.body).equals(script.content)).toBe(true);
  });

  it('comes as it is to a client that accepts no encoding', async () => {
    const res = await raw(script.path, 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(script.content)).toBe(true);
  });

  it('is cached for a year as immutable, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await raw(script.path, encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('is not found under a name that is not in the build', async () => {
    const res = await raw('/assets/no-such-file-0000.js', 'br');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it('answers a malformed escape in an asset path with 400, not a server error', async () => {
    const res = await raw('/assets/%E0%A4%A.js', 'br');
    expect(res.status).toBe(400);
  });
});

describe('answers compressed on the fly', () => {
  it('compresses a JSON answer over 1 KB with Brotli, or gzip when only that is accepted', async () => {
    const br = await raw('/api/v1/shop/products', 'gzip, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(br.body);
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json.toString('utf8')).products.length).toBeGreaterThan(0);
    expect(br.body.length).toBeLessThan(json.length / 2);

    const gz = await raw('/api/v1/shop/products', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8')).products.length).toBeGreaterThan(0);
  });

  it('compresses an answer made for each request (not a kept one) with Brotli that decodes to the JSON', async () => {
    const res = await raw('/api/v1/terms', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['etag']).toBeUndefined();
    const json = brotliDecompressSync(res.body);
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json.toString('utf8'))).toEqual(expect.any(Object));
    // Compressed in one go at a low Brotli quality (compression.ts): about what gzip -6 makes of it.
    expect(res.body.length).toBeLessThan(json.length * 0.7);
    expect(res.body.length).toBeLessThan(gzipSync(json, { level: 6 }).length * 1.15);
  });

  it('leaves a small JSON answer alone', async () => {
    const res = await raw('/api/v1/shop/products/no-such-product', 'gzip, br');
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a server-rendered page, which still carries its content and nonce', async () => {
    const res = await raw('/shop/products', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.body).toString('utf8');
    expect(html).toContain('전체 상품 | 세라메종');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`nonce="${nonce}"`);
  });
});
