import { expect, type APIRequestContext, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Order } from '@shop/contracts';

/** The operator account the backend seeds on an empty DATA_DIR. */
export const ROOT = { username: 'root', password: 'Ceramaison!2026', name: '최고관리자' } as const;

/** Spec texts the suites assert (contracts/src/rules/rules.ts MESSAGES). */
export const TEXT = {
  USERNAME_CHARSET: '아이디를 영문 소문자 및 숫자로만 작성해주세요',
  LOGIN_REQUIRED: '로그인이 필요한 서비스입니다.',
  GUARD_LOGIN: '로그인 후 이용 가능합니다',
  FORBIDDEN: '접근 권한이 없습니다',
  LOGOUT_CONFIRM: '로그아웃 하시겠습니까?',
} as const;

export interface Member {
  username: string;
  password: string;
  name: string;
  email: string;
  phone: string;
}

/**
 * A fresh member for this run: username from Date.now, the project name and a random part,
 * lowercase letters and digits only, 4–20 characters.
 */
export function newMember(testInfo: TestInfo, name = '김세라'): Member {
  const project = testInfo.project.name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 4);
  const random = Math.random()
    .toString(36)
    .replace(/[^a-z0-9]/g, '')
    .slice(2, 6)
    .padEnd(4, '0');
  const username = `u${Date.now().toString(36)}${project}${random}`.slice(0, 20);
  expect(username).toMatch(/^[a-z0-9]{4,20}$/);
  return { username, password: 'Bath2026!', name, email: `${username}@example.com`, phone: '01012345678' };
}

/**
 * Records every native dialog (alert / confirm) the page opens and accepts it.
 * Returns the live list of messages, for `expect.poll(() => dialogs).toContain(...)`.
 */
export function trackDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept().catch(() => undefined);
  });
  return messages;
}

/** Whether the page runs in the mobile project (390 px wide, no desktop header links). */
export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name.startsWith('mobile');
}

/** The shop header's navigation drawer, opened from the ☰ button. */
export async function openDrawer(page: Page): Promise<Locator> {
  await waitForHydration(page);
  await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
  const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * Signs in at /login through the form and waits for the redirect away from /login; checks on the
 * way that the password left the page sealed (spec §7 Auth), never as plain Basic credentials.
 */
export async function signInAtLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: '아이디', exact: true }).fill(username);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/refreshToken') && r.method() === 'GET');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const basic = Buffer.from(((await sent).headers().authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
  expect(basic.split('.'), 'the credentials go as a compact JWE').toHaveLength(5);
  expect(basic).not.toContain(password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** A page of its own (another person at another device, signed in to nothing), as wide as `like`. */
export async function otherPage(browser: Browser, like: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: like.viewportSize(), locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  return context.newPage();
}

/** Signs `username` (a seeded operator, root's password) in to the console; it opens on the dashboard, or for admin03 on the purchases. */
export async function signInToConsole(page: Page, username: string = ROOT.username, base = ''): Promise<void> {
  await page.goto(`${base}/console`);
  await page.getByRole('textbox', { name: '아이디', exact: true }).fill(username);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(ROOT.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(username === 'admin03' ? /\/console\/purchases\/all/ : /\/console\/dashboard/);
}

/** Checks the header shows the signed-in account links (desktop header, or the drawer on mobile). */
export async function expectSignedInHeader(page: Page, testInfo: TestInfo): Promise<void> {
  const header = page.getByRole('banner');
  if (!isMobile(testInfo)) {
    await expect(header.getByRole('link', { name: '마이페이지' })).toBeVisible();
    await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(header.getByRole('link', { name: '로그인', exact: true })).toHaveCount(0);
    return;
  }
  const drawer = await openDrawer(page);
  await expect(drawer.getByRole('link', { name: '마이페이지' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: '회원가입' })).toHaveCount(0);
  await drawer.getByRole('button', { name: '메뉴 닫기' }).click();
  await expect(drawer).toBeHidden();
}

/** Logs out of the shop through the header (desktop) or the drawer (mobile), accepting the confirm box. */
export async function logOutOfShop(page: Page, testInfo: TestInfo, dialogs: string[]): Promise<void> {
  const before = dialogs.length;
  if (isMobile(testInfo)) {
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: '로그아웃' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
  }
  await expect.poll(() => dialogs.slice(before)).toContain(TEXT.LOGOUT_CONFIRM);
  await expect(page).toHaveURL(/\/$/);
  if (isMobile(testInfo)) {
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: '메뉴 닫기' }).click();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  }
}

/** The <dd> that follows the <dt> with `term` inside `scope`. */
export function definition(scope: Locator | Page, term: string): Locator {
  return scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

/**
 * Waits until the server-rendered page has hydrated (the root marks `<html data-hydrated>`). A page
 * rendered whole starts its scripts on the shopper's first intent (shared/lib/page-boot.ts): the
 * pointer moves first, as a shopper's would before they act.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** An access token of `username` through the spec §7 token flow, as an Authorization header value ("Bearer …"). */
export async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const basic = Buffer.from(`${username}:${password}`).toString('base64');
  const refresh = await request.get('/api/auth/refreshToken', { headers: { Authorization: `Basic ${basic}` } });
  expect(refresh.status()).toBe(200);
  const { refreshToken } = (await refresh.json()) as { refreshToken: string };
  const { accessToken } = (await (await request.get('/api/auth/accessToken', { headers: { Authorization: `Bearer ${refreshToken}` } })).json()) as {
    accessToken: string;
  };
  return `Bearer ${accessToken}`;
}

/** A person as KCP's (simulated) 본인인증 takes them: the same name, birth day and phone are the same person (the same CI). */
export interface CertifiedPerson {
  name: string;
  birthDay: string;
  phone: string;
}

/** 김서연, born 1990-01-01, with a phone number of their own: a new person each call. */
export const newCertifiedPerson = (name = '김서연'): CertifiedPerson => ({
  name,
  birthDay: '19900101',
  phone: `0107${String(Date.now() % 1e7).padStart(7, '0')}`,
});

/** Verifies `person` in KCP's (simulated) 본인인증 popup opened by the page's 휴대폰 본인인증 button; the popup closes itself. */
export async function verifyInPopup(page: Page, person: CertifiedPerson): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '휴대폰 본인인증' }).click()]);
  await popup.getByLabel('이름', { exact: true }).fill(person.name);
  await popup.getByLabel('생년월일 (YYYYMMDD)').fill(person.birthDay);
  await popup.getByLabel('휴대폰 번호').fill(person.phone);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: '인증 완료' }).click()]);
}

/**
 * Makes the signed-up `member` an approved promoter through the API, as the promoter spec walks
 * it in the browser: 휴대폰 본인인증 on the KCP simulator (born 1990-01-01, a phone of its own), the
 * application with a valid resident number, and root's approval. Answers the promoter code.
 */
export async function becomePromoter(
  request: APIRequestContext,
  member: { username: string; password: string },
  person: CertifiedPerson = newCertifiedPerson(),
): Promise<string> {
  const form = (await (await request.get('/api/v1/users/certify/request')).json()) as { fields: Record<string, string> };
  const submit = await request.post('/kcpcert-sim/cert_view/submit', {
    form: {
      site_cd: form.fields.site_cd!,
      ordr_idxx: form.fields.ordr_idxx!,
      Ret_URL: form.fields.Ret_URL!,
      action: 'cert',
      user_name: person.name,
      birth_day: person.birthDay,
      phone_no: person.phone,
    },
  });
  const fields: Record<string, string> = {};
  for (const m of (await submit.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]!] = m[2]!.replace(/&amp;/g, '&');
  const certified = await request.post('/api/v1/users/certify', { data: fields });
  expect(certified.status()).toBe(200);
  const { certification } = (await certified.json()) as { certification: string };
  const auth = await tokenOf(request, member.username, member.password);
  const applied = await request.post('/api/v1/me/promoter-request', {
    headers: { Authorization: auth },
    data: {
      _terms: ['promoter', 'privacy-rrn'],
      type: 'PERSON',
      certification,
      phone: '010-2222-3333',
      bank: { code: '004', accountHolder: '김서연', accountNumber: '110123456721' },
      residentRegistrationNumber: '900101-1234568',
    },
  });
  expect(applied.status()).toBe(201);
  const me = (await (await request.get('/api/v1/me/info', { headers: { Authorization: auth } })).json()) as { user: { _id: string } };
  const staff = await tokenOf(request, ROOT.username, ROOT.password);
  const approved = await request.put(`/api/console/users/${me.user._id}/promoter`, { headers: { Authorization: staff }, data: { status: 'APPROVED' } });
  expect(approved.status()).toBe(200);
  return ((await approved.json()) as { request: { code: string } }).request.code;
}

/** Sender and receiver of the test orders placed through the API (bank transfer). */
export const ORDER_ADDRESSES = {
  sender: { name: '김세라', phone: '01012345678', email: 'sera@example.kr', postcode: '06016', address1: '서울특별시 강남구 학동로 311', address2: '3층' },
  receiver: { name: '이하늘', phone: '010-9876-5432', postcode: '06016', address1: '서울특별시 강남구 학동로 311', address2: '3층' },
  paymentMethod: 'bank',
};

/** The buyer (a bearer token) buys one product of at least `minPrice` 원 by bank transfer; staff take it through payment, shipping and delivery; the buyer confirms it (구매확정). Answers the line. */
export async function buyAndConfirm(request: APIRequestContext, buyer: string, minPrice = 0): Promise<Order['lines'][number]> {
  const { products } = (await (await request.get('/api/v1/shop/products', { headers: { limit: '40' } })).json()) as {
    products: { _id: string; stock: number; price: number }[];
  };
  const product = products.find((p) => p.stock > 5 && p.price >= minPrice)!;
  const placed = await request.post('/api/v1/shop/orders', {
    headers: { Authorization: buyer },
    data: { ...ORDER_ADDRESSES, items: [{ product: product._id, amount: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: Order }).order;
  const staff = await tokenOf(request, ROOT.username, ROOT.password);
  const put = async (path: string, data: object) => expect((await request.put(path, { headers: { Authorization: staff }, data })).status()).toBe(200);
  const line = order.lines[0]!;
  await put(`/api/console/shop/orders/${order._id}`, { orderStatus: 'ORDER_PAYMENT' });
  await put(`/api/console/shop/purchases/${line._id}`, { orderStatus: 'ORDER_CONFIRM' });
  await put(`/api/console/shop/invoices/${line.purchaseNumber}`, {
    courierCode: '04',
    invoiceNumber: `6012-3456-${String(Date.now() % 10_000).padStart(4, '0')}`,
  });
  await put(`/api/console/shop/purchases/${line._id}`, { orderStatus: 'DELIVERY_COMPLETE' });
  expect((await request.post(`/api/v1/me/orders/${order._id}/confirm`, { headers: { Authorization: buyer }, data: {} })).status()).toBe(200);
  return line;
}
