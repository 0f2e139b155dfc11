import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SERVICE_FORM_CODES } from '@shop/contracts';
import { ROOT, signInAtLogin, tokenOf, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

/**
 * Every public route of spec §2 and every console content route of issue 14 shows a working page:
 * each answers below 400, is not the not-found page, has a visible h1 and some text in its main
 * content, and logs no console error or uncaught exception on the way. Routes that need a flow of
 * their own (a payment's or identity check's answer, an order draft, a form's key, a member's post
 * editor) are left to the suites of those flows.
 */

const STYLES = ['scandi', 'industrial', 'mediterranean', 'japandi', 'minimalist', 'boho', 'hygge', 'country', 'wood', 'vintage', 'oriental', 'luxurious'];
const BATHROOM_SUB_PAGES = ['planning', 'solution', 'repairs', 'material', 'features', 'installing', 'cleaning', 'colours', 'storage', 'lighting'];

/** The first item of a list answer's `key`, read from the API with `headers`. */
async function firstOf<T>(request: APIRequestContext, url: string, key: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await request.get(url, { headers: { limit: '1', ...headers } });
  expect(res.status(), url).toBe(200);
  const item = ((await res.json()) as Record<string, T[]>)[key]?.[0];
  expect(item, `${url} lists at least one`).toBeDefined();
  return item!;
}

/** Collects console errors and uncaught exceptions of `page`, with the address they happened on. */
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()} console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()} pageerror: ${e.message}`));
  return errors;
}

/** Opens `path` and answers what is wrong with it: an error status, the not-found page, no h1, or an empty main content. */
async function problemsOf(page: Page, path: string, notFoundTitle: string): Promise<string[]> {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const found: string[] = [];
  if ((response?.status() ?? 0) >= 400) found.push(`${path}: answers ${response?.status()}`);
  if ((await page.getByRole('heading', { name: notFoundTitle }).count()) > 0) found.push(`${path}: not-found page`);
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  const titled = await h1
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(async () => !!(await h1.innerText()).trim())
    .catch(() => false);
  if (!titled) found.push(`${path}: no visible h1`);
  const text = (
    await page
      .getByRole('main')
      .first()
      .innerText()
      .catch(() => '')
  )
    .replace(/\s+/g, ' ')
    .trim();
  // A list with nothing in it yet still says so (its title, count and empty state); a blank or skeleton-only page does not.
  if (text.length < 10) found.push(`${path}: empty main content (${JSON.stringify(text)})`);
  return found;
}

test('every public route of spec §2 shows its page: no 404, no empty page, no console error @mobile', async ({ page, request }) => {
  test.setTimeout(600_000);
  const product = await firstOf<{ _id: string }>(request, '/api/v1/shop/products', 'products');
  const exhibition = await firstOf<{ _id: string }>(request, '/api/v1/shop/exhibitions', 'exhibitions');
  const showroom = await firstOf<{ code: string }>(request, '/api/v1/shop/showrooms', 'showrooms');
  const notice = await firstOf<{ _id: string }>(request, '/api/v1/center/notifications', 'posts');
  const post = await firstOf<{ _id: string }>(request, '/api/v1/boards?category=news', 'boards');
  const paths = [
    '/',
    '/shop',
    '/shop/products',
    `/shop/products/${product._id}`,
    '/shop?category=bathroom_sink',
    '/shop/bathroom-fittings/overview',
    '/shop/new-hit',
    '/shop/sales?searchValue=%EC%84%B8%EB%A9%B4%EB%8C%80',
    '/shop/exhibitions',
    `/shop/exhibitions/${exhibition._id}`,
    '/shop/brands',
    '/shop/brands/antao',
    '/shop/showrooms',
    `/shop/showrooms/${showroom.code}`,
    '/b/bathroom-collections',
    '/b/kitchen-collections',
    '/b/antao',
    '/b/antao/bathroom_sink',
    ...['antao', 'viclean', 'loop-friends', 'collaro', 'hommage'].map((c) => `/collections/${c}`),
    '/ideas/bathroom/overview',
    ...BATHROOM_SUB_PAGES.map((p) => `/ideas/bathroom/${p}`),
    '/ideas/bathroom/planner',
    '/ideas/bathroom/planner/slope',
    '/ideas/bathroom/planner/wellness',
    '/ideas/bathroom/trends',
    '/ideas/bathroom/trends/2024',
    ...STYLES.map((s) => `/ideas/bathroom/trends/styles/${s}`),
    '/ideas/bathroom/renovation',
    ...['overview', 'overview/types', 'cleaning', 'material', 'material/advantages', 'material/ceramicplus'].map((p) => `/ideas/kitchen/${p}`),
    ...['about/figures', 'about/vision', 'innovation/products', 'innovation/awards', 'innovation/digital', 'history/history', 'history/tradition'].map(
      (p) => `/company/${p}`,
    ),
    '/company/brands',
    '/company/responsibility',
    '/login',
    '/login/find-password',
    '/login/find-id',
    '/join',
    '/open-event',
    '/about',
    '/privacy-policy',
    '/terms',
    '/terms/service',
    '/terms/privacy',
    '/email-policy',
    '/concierge-service',
    '/VR-showroom',
    '/3d-interir',
    '/form/inquiry-partner',
    '/community',
    '/community/notices',
    `/center/notices/${notice._id}`,
    ...['news', 'cases', 'events', 'reviews'].map((c) => `/community/${c}`),
    `/community/news/${post._id}`,
    '/center/notice',
    `/center/notice/${notice._id}`,
    '/center/faq',
    '/center/inquiry',
    ...SERVICE_FORM_CODES.flatMap((s) => [`/center/${s}`, `/center/${s}/inquire`]),
  ];
  const errors = trackErrors(page);
  const found: string[] = [];
  for (const path of paths) found.push(...(await problemsOf(page, path, '찾으시는 페이지가 없습니다')));
  expect(page.url()).toMatch(/\/center\/bulk-purchase\/inquire$/);
  expect([...found, ...errors]).toEqual([]);
});

test('/shop and /community redirect to their first pages @mobile', async ({ page }) => {
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/shop\/products$/);
  await page.goto('/community');
  await expect(page).toHaveURL(/\/community\/news$/);
});

test('every console content route of issue 14 shows its working page to staff', async ({ page, request }) => {
  test.setTimeout(300_000);
  const auth = await tokenOf(request, ROOT.username, ROOT.password);
  const banner = await firstOf<{ _id: string }>(request, '/api/console/banners', 'banners', { Authorization: auth });
  const board = await firstOf<{ _id: string }>(request, '/api/console/boards', 'boards', { Authorization: auth });
  const paths = [
    '/console/banners',
    '/console/banners/create',
    `/console/banners/${banner._id}`,
    '/console/main/banner/MAIN_1',
    '/console/main/banner/MAIN_2',
    '/console/band-banners',
    '/console/popups',
    '/console/main/link',
    '/console/boards',
    '/console/board-comments',
    '/console/boards/create',
    `/console/boards/${board._id}`,
    '/console/notifications',
    '/console/faqs',
    '/console/questions',
    '/console/inquiries',
    ...['inquiry-partners', 'concierge-forms', 'bulk-purchase-forms', 'user-service-forms', 'user-guide-forms', 'user-consulting-forms'].map(
      (p) => `/console/${p}`,
    ),
    '/console/site/setting',
    '/console/site/terms',
    '/console/terms/service',
    '/console/pages',
    '/console/pages/create',
    `/console/pages/edit?path=${encodeURIComponent('/ideas/bathroom/planning')}`,
  ];
  await signInAtLogin(page, ROOT.username, ROOT.password);
  const errors = trackErrors(page);
  const found: string[] = [];
  for (const path of paths) found.push(...(await problemsOf(page, path, '찾으시는 관리 페이지가 없습니다')));
  expect([...found, ...errors]).toEqual([]);
});
