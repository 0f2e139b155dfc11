import { expect, test, type Page } from '@playwright/test';
import { isMobile, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** Errors the page reports: console errors and uncaught ones (React reports a hydration mismatch as one). */
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** The id of a product that is on sale and in stock, from the public API. */
async function productOnSale(page: Page): Promise<{ _id: string; name: string }> {
  const res = await page.request.get('/api/v1/shop/products', { headers: { limit: '30' } });
  const { products } = (await res.json()) as { products: { _id: string; name: string; sells: boolean; stock: number }[] };
  const product = products.find((p) => p.sells && p.stock > 0);
  expect(product).toBeDefined();
  return product!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A slow phone: every script of the shop arrives a second late. */
async function scriptsLate(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await sleep(1_000);
      await route.continue();
    },
  );
}

/** Server rendering: pages arrive whole and styled, hydrate without a mismatch, then navigate in the browser. */
test.describe('server-rendered storefront', () => {
  test('public pages hydrate without errors and respond to the shopper', { tag: '@mobile' }, async ({ page }, testInfo) => {
    const errors = trackErrors(page);
    const product = await productOnSale(page);
    const pages = [
      '/',
      '/shop/products',
      `/shop/products/${product._id}`,
      '/b/bathroom-collections',
      '/collections/hommage',
      '/shop/sales?searchValue=%EC%88%98%EC%A0%84',
      '/shop/new-hit?tab=best',
      '/shop/brands',
      '/shop/brands/antao',
      '/shop/bathroom-fittings/overview',
      '/b/antao/bathroom_sink',
      '/join',
      '/terms/service',
    ];
    for (const path of pages) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('banner').getByRole('link', { name: '세라메종 홈' })).toBeVisible();
      expect(errors, `errors on ${path}`).toEqual([]);
    }
    // Hydrated: a React handler answers (the header menu opens its drawer).
    const menu = isMobile(testInfo)
      ? page.getByRole('button', { name: '전체 메뉴 열기' })
      : page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button').first();
    await menu.click();
    await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toBeVisible();
  });

  test('a product page is readable and styled with scripts off', async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      ...(testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
    });
    const page = await context.newPage();
    const product = await productOnSale(page);
    await page.goto(`/shop/products/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} | 세라메종`);
    await expect(page.getByText(/[\d,]+원/).first()).toBeVisible();
    // The CSS modules are linked in the HTML: the page header keeps its layout without any script.
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
    await context.close();
  });

  test('navigating in the browser keeps each page its own title and canonical link', async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto('/shop/products', { waitUntil: 'networkidle' });
    await expect(page).toHaveTitle('전체 상품 | 세라메종');
    const card = page.getByRole('region', { name: '상품 목록' }).getByRole('article').first();
    const link = card.getByRole('link', { name: /구매하기$/ });
    const name = ((await link.getAttribute('aria-label')) ?? '').replace(/\s*구매하기$/, '');
    await link.click();
    await expect(page).toHaveURL(/\/shop\/products\/[^/]+$/);
    await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* \\| 세라메종$`));
    const id = new URL(page.url()).pathname.split('/').pop();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/shop/products/${id}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveTitle('전체 상품 | 세라메종');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a shopper who scrolls while the page starts stays where they scrolled, and a card clicked then opens', async ({ page }) => {
    // The scripts come a second late (a slow phone): the shopper has scrolled by then. Starting
    // must not jump the page back to the top (the router's scroll restoration on the first
    // render), which also moved the card from under a click made at that moment.
    await scriptsLate(page);
    await page.goto('/shop/products', { waitUntil: 'commit' });
    const link = page
      .getByRole('region', { name: '상품 목록' })
      .getByRole('article')
      .nth(2)
      .getByRole('link', { name: /구매하기$/ });
    const name = ((await link.getAttribute('aria-label')) ?? '').replace(/\s*구매하기$/, '');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBeGreaterThan(500);
    const scrolled = await page.evaluate(() => Math.round(scrollY));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await sleep(500);
    // Within a few pixels: the browser's scroll anchoring follows the content as the web fonts come in.
    expect(Math.abs((await page.evaluate(() => Math.round(scrollY))) - scrolled)).toBeLessThan(40);
    await link.click();
    await expect(page).toHaveURL(/\/shop\/products\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a page rendered whole starts its scripts on the first intent, and a search typed before then still searches', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'the header search box is behind a button on a phone');
    // A slow phone: each script arrives a second late, so the shopper types and presses Enter before the page hydrates.
    await scriptsLate(page);
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrate', 'intent');
    // Nobody has touched the page: it stays as the server sent it, its entry not even requested.
    await sleep(2_500);
    expect(await page.evaluate(() => [document.documentElement.hasAttribute('data-hydrated'), !!document.querySelector('script[type="module"][src]')])).toEqual(
      [false, false],
    );

    const box = page.getByRole('banner').getByRole('searchbox', { name: '상품 검색' });
    await box.fill('세면대');
    await box.press('Enter');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    // Once hydrated, the held Enter searches for what was typed before.
    await expect(page).toHaveURL(/\/shop\/sales\?searchValue=%EC%84%B8%EB%A9%B4%EB%8C%80/);
    await expect(page.getByRole('region', { name: '상품 목록' }).getByRole('article').first()).toBeVisible();
  });

  test("a visitor whose browser holds the shop's stores gets the page's scripts at once", async ({ page }) => {
    const product = await productOnSale(page);
    await page.goto(`/shop/products/${product._id}`);
    await waitForHydration(page);
    // Viewing a product keeps it among the recently viewed, in local storage.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('ceramaison.')))).toBe(true);
    await page.goto('/', { waitUntil: 'load' });
    // No pointer, key or touch this time: the page hydrates by itself (the server rendered it without the visitor's state).
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 10_000 });
  });

  test("a visitor who allowed a tracker gets the page's scripts at once, one who allowed none on the first intent", async ({ page, context, baseURL }) => {
    const hydratedAlone = async () => {
      await page.goto('/', { waitUntil: 'load' });
      return page
        .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 4_000 })
        .then(() => true)
        .catch(() => false);
    };
    // The trackers count the visit as it begins.
    await context.addCookies([{ name: 'tracking_consent', value: 'analytics', url: baseURL! }]);
    expect(await hydratedAlone()).toBe(true);
    await context.addCookies([{ name: 'tracking_consent', value: 'none', url: baseURL! }]);
    expect(await hydratedAlone()).toBe(false);
  });

  test('a page the server sends without text (the console) starts its scripts at once, not after the first paint it never has', async ({ page }) => {
    // The boot script waits for the first contentful paint before it loads the scripts, 3 s at
    // most; a client-rendered page has nothing to paint, so staff waited those 3 s on every load.
    await page.goto('/console', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => (window as { __pageBooted?: number }).__pageBooted)).toBe(1);
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible({ timeout: 2_500 });
  });
  test('once the web fonts are in, every text of home and the list is set in them, region by region', { tag: '@mobile' }, async ({ page }) => {
    for (const path of ['/', '/shop/products']) {
      await page.goto(path);
      // The boot script hands each family to the header, each block of the main column and the footer, then drops the document's mark.
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-fonts'), undefined, { timeout: 15_000 });
      const fonts = await page.evaluate(() => {
        const families = { sans: 0, serif: 0, system: [] as string[] };
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          if (!el || !node.textContent?.trim() || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(el.tagName)) continue;
          const family = getComputedStyle(el).fontFamily;
          if (family.startsWith('"Pretendard Variable"')) families.sans++;
          else if (family.startsWith('"Noto Serif KR"')) families.serif++;
          else families.system.push(`${el.tagName}: ${family}`);
        }
        return { ...families, regions: document.querySelectorAll('[data-fonts-in]').length };
      });
      expect(fonts.system, path).toEqual([]);
      expect(fonts.sans, path).toBeGreaterThan(20);
      expect(fonts.serif, path).toBeGreaterThan(0);
      expect(fonts.regions, path).toBeGreaterThan(2);
    }
  });

  test(
    'the web fonts draw every character a page holds, after a client-side navigation and as a shopper types',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      /** Characters of the page's text (hidden parts too) or of `extra` that a Pretendard face draws but no registered face covers. */
      const uncovered = (extra = '') =>
        page.evaluate(async (extra) => {
          const css = /href="([^"]*fonts-[^"]*\.css)"/.exec(document.querySelector('noscript')?.textContent ?? '')?.[1];
          if (!css) return 'no fonts stylesheet named in noscript';
          const index = (await (await fetch(css.replace(/\.css$/, '.json'))).json()) as { tables: Record<string, string> };
          const table = index.tables['Pretendard Variable']!;
          const registered = [...document.fonts]
            .filter((f) => f.family.replace(/"/g, '') === 'Pretendard Variable')
            .flatMap((f) =>
              f.unicodeRange.split(',').map((r) =>
                r
                  .trim()
                  .replace(/^U\+/i, '')
                  .split('-')
                  .map((h) => parseInt(h, 16)),
              ),
            );
          let text = extra;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(node.parentElement?.tagName ?? '')) text += node.textContent;
          }
          return [...new Set(text)]
            .filter((ch) => table.charCodeAt(ch.charCodeAt(0)) >= 0x100)
            .filter((ch) => !registered.some(([from, to = from]) => ch.charCodeAt(0) >= from! && ch.charCodeAt(0) <= to))
            .join('');
        }, extra);

      await page.goto('/');
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-fonts'), undefined, { timeout: 15_000 });
      // The faces come as FontFace objects for the page's characters, not as the stylesheet of all 216.
      expect(await page.locator('head link[rel="stylesheet"][href*="/fonts-"]').count()).toBe(0);
      const faces = await page.evaluate(() => ({ all: document.fonts.size, loaded: [...document.fonts].filter((f) => f.status === 'loaded').length }));
      expect(faces.loaded).toBeGreaterThan(3);
      expect(faces.all).toBeLessThan(120);
      expect(await uncovered()).toBe('');

      // A client-side navigation brings text the first page did not have.
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: '자주 묻는 질문' }).click();
      await expect(page).toHaveURL(/\/center\/faq/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(async () => expect(await uncovered()).toBe('')).toPass({ timeout: 10_000 });

      // What is typed: rare syllables no page shows.
      const typed = '뷁쒧퓌';
      await page.goto('/shop/products');
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-fonts'), undefined, { timeout: 15_000 });
      expect(await uncovered(typed)).not.toBe('');
      if (isMobile(testInfo)) await page.getByRole('button', { name: '검색', exact: true }).click();
      await page.getByRole('searchbox', { name: '상품 검색' }).filter({ visible: true }).fill(typed);
      await expect(async () => expect(await uncovered(typed)).toBe('')).toPass({ timeout: 10_000 });
    },
  );
});
