import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENEROUS_LIMITS, createTestProduct, startShop, type TestShop } from './harness.js';

/** A storefront build of one page, enough for the shop to serve HTML. */
function storefront(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-front-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="ko"><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" src="/assets/index.js" nonce="__CSP_NONCE__"></script></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** The CSP header as a map of directive → sources. */
function csp(header: string | undefined): Record<string, string[]> {
  expect(header).toBeDefined();
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The headers every answer carries, whatever it is. */
function expectHardened(headers: Record<string, string | undefined>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['access-control-allow-origin']).toBeUndefined();
}

const NONCE = expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{24}'$/);
const STRICT = {
  'default-src': ["'self'"],
  'script-src': ["'self'", NONCE],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", NONCE],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

describe('security headers and cross-origin calls (shop as configured by default)', () => {
  let shop: TestShop;
  const front = storefront();
  beforeAll(async () => {
    shop = await startShop(undefined, { ...GENEROUS_LIMITS, FRONTEND_DIST: front });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    rmSync(front, { recursive: true, force: true });
  });

  it("serves pages with a policy that runs only the shop's own scripts and cannot be framed", async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/shop/products/anything', '/shop/products/anything', '/index.html']) {
      const page = await shop.http.get(path);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expectHardened(page.headers);
      const policy = csp(page.headers['content-security-policy']);
      expect(policy).toEqual(STRICT);
      // The page carries its answer's nonce (for the style elements dialogs add), fresh each time.
      const nonce = policy['style-src']![1]!.slice("'nonce-".length, -1);
      expect(page.text).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(page.text).not.toContain('__CSP_NONCE__');
      expect(page.headers['cache-control']).toBe('no-cache');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it('sends the same headers with API answers, refusals included', async () => {
    const answer = await shop.http.get('/api/v1/setting');
    expect(answer.status).toBe(200);
    expectHardened(answer.headers);
    expect(csp(answer.headers['content-security-policy'])).toEqual(STRICT);
    const refused = await shop.http.get('/api/v1/me/carts');
    expect(refused.status).toBe(401);
    expectHardened(refused.headers);
  });

  it('lets the API documentation style itself inline, and nothing more', async () => {
    const docs = await shop.http.get('/api/docs/');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('swagger-ui-init.js');
    expectHardened(docs.headers);
    const policy = csp(docs.headers['content-security-policy']);
    expect(policy).toEqual({ ...STRICT, 'style-src': ["'self'", "'unsafe-inline'"] });
    // Its scripts are files of the shop's own, allowed by script-src 'self'.
    expect(docs.text).not.toMatch(/<script>(?!\s*<\/script>)/);
    const init = await shop.http.get('/api/docs/swagger-ui-init.js');
    expect(init.status).toBe(200);
    expect(csp(init.headers['content-security-policy'])['style-src']).toContain("'unsafe-inline'");
    // The shop's own pages do not inherit the relaxation.
    expect(csp((await shop.http.get('/api/docsx')).headers['content-security-policy'])['style-src']).toEqual(["'self'", NONCE]);
  });

  it('answers a cross-origin preflight and a cross-origin call without Access-Control-Allow-Origin', async () => {
    const preflight = await shop.http
      .options('/api/v1/shop/orders')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const call = await shop.http.get('/api/v1/setting').set('Origin', 'https://evil.example');
    expect(call.status).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps a hostile product description from reaching shoppers: the API answers it sanitised', async () => {
    const { code } = await createTestProduct(shop, {
      stock: 3,
      price: 100_000,
      codePrefix: 'xss',
      name: '<img src=x onerror=alert(1)> 세면대',
      content:
        '<h2>소개</h2><p onmouseover="alert(1)">무광 <a href="javascript:alert(1)">유약</a></p><script>alert(1)</script><img src="/files/a.png" onerror="alert(1)">',
    });
    const { product } = (await shop.http.get(`/api/v1/shop/products/${code}`)).body;
    expect(product.content).toBe('<h2>소개</h2><p>무광 <a rel="noopener noreferrer">유약</a></p><img src="/files/a.png" />');
    // A name is plain text, shown escaped by the storefront: kept as written.
    expect(product.name).toBe('<img src=x onerror=alert(1)> 세면대');
  });
});

describe('cross-origin calls from origins named in CORS_ORIGINS', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop(undefined, { ...GENEROUS_LIMITS, SEED: 'false', CORS_ORIGINS: 'https://admin.ceramaison.kr,http://localhost:5173' });
  }, 60_000);
  afterAll(async () => {
    delete process.env.CORS_ORIGINS;
    delete process.env.SEED;
    await shop.close();
  });

  it('allows exactly the named origins', async () => {
    const allowed = await shop.http
      .options('/api/v1/shop/orders')
      .set('Origin', 'https://admin.ceramaison.kr')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.ceramaison.kr');
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const call = await shop.http.get('/api/v1/setting').set('Origin', 'http://localhost:5173');
    expect(call.headers['access-control-allow-origin']).toBe('http://localhost:5173');

    for (const origin of ['https://evil.example', 'https://admin.ceramaison.kr.evil.example', 'http://admin.ceramaison.kr', 'null']) {
      const other = await shop.http.options('/api/v1/shop/orders').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
