import { randomUUID } from 'node:crypto';
import { newMember, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * The console authorisation matrix: every console operation of the OpenAPI document × every
 * role, compared with spec §6. The table below is written from §6's text, on purpose not read
 * from the code's CONSOLE_ACCESS, so a wrong entry there shows up here. An operation missing
 * from OPERATIONS fails the suite: each new console route must be placed in §6's groups here.
 */

type Role = 'visitor' | 'PERSON' | 'COMPANY' | 'admin02' | 'admin03' | 'console';
const ROLES: Role[] = ['visitor', 'PERSON', 'COMPANY', 'admin02', 'admin03', 'console'];

/** Spec §6's three groups and the staff roles reaching each. */
const SPEC_6 = {
  /** "admin02 reaches: dashboard, boards, comments, shippings, products, categories, …, faqs" */
  admin02: ['console', 'admin02'],
  /** "admin03, together with the other two scopes, reaches: shop inquiries, reviews, statistics, purchases pages, centre form pages" */
  admin03: ['console', 'admin02', 'admin03'],
  /** "Console only: users, user levels, withdrawn users, …, codes" */
  consoleOnly: ['console'],
} as const satisfies Record<string, readonly Role[]>;

/** Every console operation, "METHOD /path" as in the OpenAPI document, in its §6 group. */
const OPERATIONS: Record<string, keyof typeof SPEC_6> = {
  'GET /api/console/shop/purchases': 'admin03',
  'GET /api/console/shop/reviews': 'admin03',
  'PUT /api/console/shop/reviews/{id}': 'admin03',
  'DELETE /api/console/shop/reviews/{id}': 'admin03',
  // main/review/{code}: picking reviews for the home is review work (§6 reviews).
  'GET /api/console/main/reviews/{code}': 'admin03',
  'PUT /api/console/main/reviews/{code}': 'admin03',
  'GET /api/console/shop/purchases/dashboard/{manage}': 'admin03',
  'GET /api/console/shop/purchases/export': 'admin03',
  'GET /api/console/shop/invoices/template': 'admin03',
  'POST /api/console/shop/invoices/upload': 'admin03',
  'GET /api/console/shop/orders/{id}': 'admin03',
  'PUT /api/console/shop/orders/{id}': 'admin03',
  'PUT /api/console/shop/purchases': 'admin03',
  'PUT /api/console/shop/purchases/{id}': 'admin03',
  'PUT /api/console/shop/invoices': 'admin03',
  'PUT /api/console/shop/invoices/{purchaseNumber}': 'admin03',
  'GET /api/console/shop/products': 'admin02',
  'POST /api/console/shop/products': 'admin02',
  'GET /api/console/shop/products/export': 'admin02',
  'PUT /api/console/shop/products/bulk': 'admin02',
  'POST /api/console/shop/products/images': 'admin02',
  'GET /api/console/shop/products/{id}': 'admin02',
  'PUT /api/console/shop/products/{id}': 'admin02',
  'DELETE /api/console/shop/products/{id}': 'admin02',
  // Banners, band banners and the home's slots (§6 admin02: banners), popups (§6 admin02: popups), main links (§6 admin02: main links).
  'GET /api/console/banners': 'admin02',
  'POST /api/console/banners': 'admin02',
  'GET /api/console/banners/{id}': 'admin02',
  'PUT /api/console/banners/{id}': 'admin02',
  'DELETE /api/console/banners/{id}': 'admin02',
  'PUT /api/console/banners/slots/{code}': 'admin02',
  'POST /api/console/banners/{id}/images/{index}': 'admin02',
  'DELETE /api/console/banners/{id}/images/{index}': 'admin02',
  // Each content editor's history and restore (issue 14), in the editor's own area.
  'GET /api/console/banners/{id}/history': 'admin02',
  'POST /api/console/banners/{id}/history/{version}/restore': 'admin02',
  'GET /api/console/band-banners': 'admin02',
  'POST /api/console/band-banners': 'admin02',
  'GET /api/console/band-banners/{id}': 'admin02',
  'PUT /api/console/band-banners/{id}': 'admin02',
  'DELETE /api/console/band-banners/{id}': 'admin02',
  'POST /api/console/band-banners/{id}/images/{index}': 'admin02',
  'DELETE /api/console/band-banners/{id}/images/{index}': 'admin02',
  'GET /api/console/band-banners/{id}/history': 'admin02',
  'POST /api/console/band-banners/{id}/history/{version}/restore': 'admin02',
  'GET /api/console/popups': 'admin02',
  'POST /api/console/popups': 'admin02',
  'GET /api/console/popups/{id}': 'admin02',
  'PUT /api/console/popups/{id}': 'admin02',
  'DELETE /api/console/popups/{id}': 'admin02',
  'GET /api/console/popups/{id}/history': 'admin02',
  'POST /api/console/popups/{id}/history/{version}/restore': 'admin02',
  'GET /api/console/main/links': 'admin02',
  'PUT /api/console/main/links': 'admin02',
  'GET /api/console/shop/exhibitions': 'admin02',
  'POST /api/console/shop/exhibitions': 'admin02',
  'POST /api/console/shop/exhibitions/images': 'admin02',
  'GET /api/console/shop/exhibitions/{id}': 'admin02',
  'PUT /api/console/shop/exhibitions/{id}': 'admin02',
  'DELETE /api/console/shop/exhibitions/{id}': 'admin02',
  'GET /api/console/shop/showrooms': 'admin02',
  'POST /api/console/shop/showrooms': 'admin02',
  'POST /api/console/shop/showrooms/images': 'admin02',
  'GET /api/console/shop/showrooms/{code}': 'admin02',
  'PUT /api/console/shop/showrooms/{code}': 'admin02',
  'DELETE /api/console/shop/showrooms/{code}': 'admin02',
  // The catalogue structure (§6 admin02: categories, brands, display).
  'GET /api/console/shop/categories': 'admin02',
  'POST /api/console/shop/categories': 'admin02',
  'PUT /api/console/shop/categories/order': 'admin02',
  'PUT /api/console/shop/categories/{id}': 'admin02',
  'DELETE /api/console/shop/categories/{id}': 'admin02',
  'GET /api/console/shop/brands': 'admin02',
  'POST /api/console/shop/brands': 'admin02',
  'POST /api/console/shop/brands/image': 'admin02',
  'PUT /api/console/shop/brands/{code}': 'admin02',
  'DELETE /api/console/shop/brands/{code}': 'admin02',
  'GET /api/console/shop/displays': 'admin02',
  'POST /api/console/shop/displays': 'admin02',
  'GET /api/console/shop/displays/{code}': 'admin02',
  'PUT /api/console/shop/displays/{code}': 'admin02',
  'DELETE /api/console/shop/displays/{code}': 'admin02',
  // §6 admin02: filtering (the facets of the shop's lists), the category visual upload, and
  // main/display/{code} (the products of a home block: display work).
  'GET /api/console/shop/filterings': 'admin02',
  'POST /api/console/shop/filterings': 'admin02',
  'PUT /api/console/shop/filterings/order': 'admin02',
  'PUT /api/console/shop/filterings/{code}': 'admin02',
  'DELETE /api/console/shop/filterings/{code}': 'admin02',
  'POST /api/console/shop/categories/image': 'admin02',
  'GET /api/console/main/displays/{code}': 'admin02',
  'PUT /api/console/main/displays/{code}': 'admin02',
  // Display and shipping codes (§6 console only: codes).
  'GET /api/console/shop/codes': 'consoleOnly',
  'PUT /api/console/shop/codes': 'consoleOnly',
  'GET /api/console/shop/target-payments': 'admin02',
  'POST /api/console/shop/target-payments': 'admin02',
  'GET /api/console/shop/target-payments/{id}': 'admin02',
  'PUT /api/console/shop/target-payments/{id}': 'admin02',
  'DELETE /api/console/shop/target-payments/{id}': 'admin02',
  'GET /api/console/shop/shippings': 'admin02',
  'POST /api/console/shop/shippings': 'admin02',
  'GET /api/console/shop/shippings/{id}': 'admin02',
  'PUT /api/console/shop/shippings/{id}': 'admin02',
  'DELETE /api/console/shop/shippings/{id}': 'admin02',
  // Islands: not named in §6; edited with the shipping rules whose surcharge they set.
  'GET /api/console/shop/islands': 'admin02',
  'GET /api/console/shop/islands/history': 'admin02',
  'POST /api/console/shop/islands': 'admin02',
  'PUT /api/console/shop/islands/{id}': 'admin02',
  'DELETE /api/console/shop/islands/{id}': 'admin02',
  'GET /api/console/dashboard': 'admin02',
  'GET /api/console/statistics/dailySales': 'admin03',
  'GET /api/console/statistics/monthlySales': 'admin03',
  'GET /api/console/statistics/dayOfWeekSales': 'admin03',
  'GET /api/console/statistics/productsSales': 'admin03',
  'GET /api/console/statistics/export': 'admin03',
  'GET /api/console/shop/coupons': 'admin02',
  'POST /api/console/shop/coupons': 'admin02',
  'GET /api/console/shop/coupons/{id}': 'admin02',
  'PUT /api/console/shop/coupons/{id}': 'admin02',
  'DELETE /api/console/shop/coupons/{id}': 'admin02',
  // "Console only: … bulk upload …": the product bulk upload, though products are admin02's.
  'GET /api/console/shop/bulk-upload/template': 'consoleOnly',
  'POST /api/console/shop/bulk-upload/dry-run': 'consoleOnly',
  'POST /api/console/shop/bulk-upload/apply': 'consoleOnly',
  'GET /api/console/shop/bulk-upload/jobs/{id}': 'consoleOnly',
  'GET /api/console/shop/bulk-upload/jobs/{id}/report': 'consoleOnly',
  'GET /api/console/user-coupons': 'consoleOnly',
  'POST /api/console/user-coupons': 'consoleOnly',
  'DELETE /api/console/user-coupons/{id}': 'consoleOnly',
  'GET /api/console/users/{id}/coupons': 'consoleOnly',
  'GET /api/console/setting': 'consoleOnly',
  'PUT /api/console/setting': 'consoleOnly',
  'POST /api/console/setting/logo': 'consoleOnly',
  'DELETE /api/console/setting/logo': 'consoleOnly',
  'GET /api/console/setting/history': 'consoleOnly',
  'POST /api/console/setting/history/{version}/restore': 'consoleOnly',
  // "Console only: … terms …".
  'GET /api/console/terms': 'consoleOnly',
  'POST /api/console/terms': 'consoleOnly',
  'GET /api/console/terms/{code}': 'consoleOnly',
  'POST /api/console/terms/{code}/versions': 'consoleOnly',
  'PUT /api/console/terms/{code}/versions/{version}': 'consoleOnly',
  'DELETE /api/console/terms/{code}/versions/{version}': 'consoleOnly',
  'GET /api/console/shop/points': 'admin02',
  'POST /api/console/shop/points': 'admin02',
  'GET /api/console/shop/points/{id}': 'admin02',
  'PUT /api/console/shop/points/{id}': 'admin02',
  'DELETE /api/console/shop/points/{id}': 'admin02',
  'GET /api/console/user-points': 'consoleOnly',
  'POST /api/console/user-points': 'consoleOnly',
  'GET /api/console/user-points/{userId}': 'consoleOnly',
  'GET /api/console/levels': 'consoleOnly',
  'POST /api/console/levels': 'consoleOnly',
  'POST /api/console/levels/evaluate': 'consoleOnly',
  'GET /api/console/levels/{code}': 'consoleOnly',
  'PUT /api/console/levels/{code}': 'consoleOnly',
  'DELETE /api/console/levels/{code}': 'consoleOnly',
  'GET /api/console/user-level/{code}': 'consoleOnly',
  'GET /api/console/user-scores': 'consoleOnly',
  'GET /api/console/users': 'consoleOnly',
  'GET /api/console/users/export': 'consoleOnly',
  'GET /api/console/users/{id}': 'consoleOnly',
  'PUT /api/console/users/{id}': 'consoleOnly',
  'GET /api/console/users/{id}/history': 'consoleOnly',
  'GET /api/console/users/{id}/business-certificate': 'consoleOnly',
  'PUT /api/console/users/{id}/type': 'consoleOnly',
  'GET /api/console/users/{id}/promoter': 'consoleOnly',
  'PUT /api/console/users/{id}/promoter': 'consoleOnly',
  'GET /api/console/withdrawn-users': 'consoleOnly',
  'POST /api/console/user-scores': 'consoleOnly',
  'GET /api/console/user-bonuses': 'consoleOnly',
  'GET /api/console/users/{id}/bonuses': 'consoleOnly',
  'POST /api/console/users/{id}/bonuses': 'consoleOnly',
  // Bonus withdrawals and their reconciliation with the bank are on the user-bonuses page too.
  'GET /api/console/bonus-withdrawals': 'consoleOnly',
  'PUT /api/console/bonus-withdrawals/{id}/reconcile': 'consoleOnly',
  // The sales bonus rates (적립률) are set on the user-bonuses page: bonuses, console only.
  'GET /api/console/sales-bonus-rates': 'consoleOnly',
  'PUT /api/console/sales-bonus-rates': 'consoleOnly',
  'GET /api/console/users/{id}/points': 'consoleOnly',
  'POST /api/console/users/{id}/points': 'consoleOnly',
  'GET /api/console/users/{id}/grades': 'consoleOnly',
  'PUT /api/console/users/{id}/grades': 'consoleOnly',
  'GET /api/console/users/{id}/scores': 'consoleOnly',
  'POST /api/console/users/{id}/scores': 'consoleOnly',
  // Settlements (§6 console only): promoters' monthly settlements and the withholding report.
  'GET /api/console/settlements': 'consoleOnly',
  'GET /api/console/settlements/export': 'consoleOnly',
  'GET /api/console/settlements/withholding': 'consoleOnly',
  'GET /api/console/settlements/withholding/export': 'consoleOnly',
  'GET /api/console/settlements/{id}': 'consoleOnly',
  'PUT /api/console/settlements/{id}/approve': 'consoleOnly',
  'PUT /api/console/settlements/{id}/paid': 'consoleOnly',
  // Shop inquiries (상품문의, §6 admin03 with the other two): list, read, answer, delete.
  'GET /api/console/shop/inquires': 'admin03',
  'GET /api/console/shop/inquires/{id}': 'admin03',
  'PUT /api/console/shop/inquires/{id}': 'admin03',
  'DELETE /api/console/shop/inquires/{id}': 'admin03',
  // Centre questions (질문): §6 names them in no list; members' questions answered by staff are
  // customer service like the shop inquiries and the centre form pages (admin03 with the other two).
  // The centre's notices and FAQs (§6 admin02: notices, faqs).
  // The brand site's page editor (issue 14): §6 names none; content beside banners and main links (admin02).
  'GET /api/console/pages': 'admin02',
  'POST /api/console/pages': 'admin02',
  'POST /api/console/pages/images': 'admin02',
  'POST /api/console/pages/panoramas': 'admin02',
  'GET /api/console/page': 'admin02',
  'PUT /api/console/page': 'admin02',
  'DELETE /api/console/page': 'admin02',
  'GET /api/console/page/history': 'admin02',
  'POST /api/console/page/history/{version}/restore': 'admin02',
  // Community boards and their comments (§6 admin02: boards, comments).
  'GET /api/console/boards': 'admin02',
  'POST /api/console/boards': 'admin02',
  'PUT /api/console/boards/shows': 'admin02',
  'GET /api/console/boards/{id}': 'admin02',
  'PUT /api/console/boards/{id}': 'admin02',
  'DELETE /api/console/boards/{id}': 'admin02',
  'POST /api/console/boards/{id}/thumb': 'admin02',
  'POST /api/console/boards/{id}/files': 'admin02',
  'DELETE /api/console/boards/{id}/files/{fileId}': 'admin02',
  'GET /api/console/boards/{id}/history': 'admin02',
  'POST /api/console/boards/{id}/history/{version}/restore': 'admin02',
  'GET /api/console/boards/comments': 'admin02',
  'DELETE /api/console/boards/{id}/comments/{commentId}': 'admin02',
  'GET /api/console/center/notifications': 'admin02',
  'POST /api/console/center/notifications': 'admin02',
  'GET /api/console/center/notifications/{id}': 'admin02',
  'PUT /api/console/center/notifications/{id}': 'admin02',
  'DELETE /api/console/center/notifications/{id}': 'admin02',
  'GET /api/console/center/notifications/{id}/history': 'admin02',
  'POST /api/console/center/notifications/{id}/history/{version}/restore': 'admin02',
  'GET /api/console/center/faqs': 'admin02',
  'POST /api/console/center/faqs': 'admin02',
  'GET /api/console/center/faqs/{id}': 'admin02',
  'PUT /api/console/center/faqs/{id}': 'admin02',
  'DELETE /api/console/center/faqs/{id}': 'admin02',
  'GET /api/console/center/faqs/{id}/history': 'admin02',
  'POST /api/console/center/faqs/{id}/history/{version}/restore': 'admin02',
  'GET /api/console/center/questions': 'admin03',
  'GET /api/console/center/questions/{id}': 'admin03',
  'PUT /api/console/center/questions/{id}': 'admin03',
  'DELETE /api/console/center/questions/{id}': 'admin03',
  // The centre form pages (§6 admin03 with the other two: centre form pages).
  'GET /api/console/forms': 'admin03',
  'GET /api/console/forms/{id}': 'admin03',
  'PUT /api/console/forms/{id}': 'admin03',
  'DELETE /api/console/forms/{id}': 'admin03',
  // Members' 1:1 inquiries (§6 console only: inquiries).
  'GET /api/console/inquiries': 'consoleOnly',
  'GET /api/console/inquiries/{id}': 'consoleOnly',
  'PUT /api/console/inquiries/{id}': 'consoleOnly',
  'PUT /api/console/inquiries/{id}/state': 'consoleOnly',
};

const STAFF_PASSWORD = 'Ceramaison!2026';

describe('console authorisation matrix (spec §6)', () => {
  let shop: TestShop;
  let operations: { method: string; path: string; area?: string }[];
  const auth: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    shop = await startShop();
    const doc = (await shop.http.get('/api/docs-json')).body as { paths: Record<string, Record<string, { 'x-console-area'?: string }>> };
    operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/console/'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, area: op['x-console-area'] })));
    auth.PERSON = (await newSignedInMember(shop, 'p')).auth;
    const company = { ...newMember('c'), name: '세라상사', type: 'COMPANY' as const, businessRegistration: '214-88-40216' };
    expect((await shop.http.post('/api/v1/users').send(company)).status).toBe(201);
    auth.COMPANY = `Bearer ${(await signIn(shop, company.username, company.password)).access}`;
    for (const staff of ['admin02', 'admin03'] as const) auth[staff] = `Bearer ${(await signIn(shop, staff, STAFF_PASSWORD)).access}`;
    auth.console = `Bearer ${(await signIn(shop, 'root', STAFF_PASSWORD)).access}`;
  }, 60_000);

  afterAll(() => shop.close());

  it('places every console operation of the OpenAPI document in a §6 group, and lists none that is gone', () => {
    const served = operations.map((o) => `${o.method} ${o.path}`);
    expect(served.filter((op) => !(op in OPERATIONS))).toEqual([]);
    expect(Object.keys(OPERATIONS).filter((op) => !served.includes(op))).toEqual([]);
  });

  it('names a console area on every console operation (x-console-area)', () => {
    expect(operations.filter((o) => !o.area).map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('answers each role as §6 says: visitors 401, members and staff outside the group 403, staff inside it past the guard', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const { method, path } of operations) {
      const group = OPERATIONS[`${method} ${path}`];
      if (!group) continue;
      const url = path.replace(/\{[^}]+\}/g, () => randomUUID());
      for (const role of ROLES) {
        cells += 1;
        let call = shop.http[method.toLowerCase() as 'get' | 'put' | 'post' | 'delete' | 'patch'](url);
        if (auth[role]) call = call.set('Authorization', auth[role]!);
        if (method !== 'GET' && method !== 'DELETE') call = call.send({});
        const { status, body } = await call;
        const allowed = (SPEC_6[group] as readonly Role[]).includes(role);
        const expected = role === 'visitor' ? 401 : allowed ? 'not 401/403' : 403;
        const ok = expected === 'not 401/403' ? status !== 401 && status !== 403 && status < 500 : status === expected;
        if (!ok) mismatches.push(`${role} ${method} ${path}: ${status} ${JSON.stringify(body)} (expected ${expected})`);
        if (status === 403) expect(body.message).toBe('접근 권한이 없습니다');
      }
    }
    expect(mismatches).toEqual([]);
    expect(cells).toBe(Object.keys(OPERATIONS).length * ROLES.length);
  }, 60_000);
});
