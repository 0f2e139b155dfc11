import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { isMobile, newMember, ROOT, signInAtLogin, signInToConsole, tokenOf, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

/**
 * Accessibility (issue "brand site, customer centre": axe + keyboard pass). axe checks the WCAG 2.1
 * A and AA rules on the shop's pages at 1440 and 390 px; a violation of impact serious or critical
 * fails, the moderate and minor ones are printed. Then a keyboard user's path: the skip link, the
 * header menu, a dialog, the product page's controls, and a visible focus on every stop.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it stands; answers one line per serious or critical violation of a WCAG 2.1 A/AA
 * rule, and prints the rest, with axe's best practices (landmarks, heading order) as advice.
 */
async function audit(page: Page, label: string): Promise<string[]> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags([...WCAG_21_AA, 'best-practice']).analyze();
  const blocking = violations.filter((v) => (v.impact === 'serious' || v.impact === 'critical') && v.tags.some((t) => WCAG_21_AA.includes(t)));
  for (const v of violations.filter((v) => !blocking.includes(v))) {
    console.log(
      `[axe ${v.impact}] ${label}: ${v.id} — ${v.help} (${v.nodes.length}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
    );
  }
  return blocking.map(
    (v) =>
      `${label}: ${v.id} [${v.impact}] ${v.help} — ${v.nodes.length} node(s): ${v.nodes
        .slice(0, 4)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** Visits each path and audits it; answers every blocking violation found. */
async function auditAll(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(response?.status(), `${path} answers`).toBeLessThan(400);
    found.push(...(await audit(page, path)));
  }
  return found;
}

interface ProductRef {
  _id: string;
  name: string;
}

/** An orderable product whose one option is a plain select (no swatches, no combinations, no choice items), from the public API. */
async function productWithSelectOption(request: APIRequestContext): Promise<ProductRef> {
  const { products } = (await (await request.get('/api/v1/shop/products', { headers: { limit: '100' } })).json()) as {
    products: (ProductRef & { sells: boolean; stock: number })[];
  };
  for (const card of products.filter((p) => p.sells && p.stock > 5)) {
    const { product } = (await (await request.get(`/api/v1/shop/products/${card._id}`)).json()) as {
      product: { options: { values: { hexa?: string }[] }[]; variations?: unknown[]; choiceItems?: unknown[] };
    };
    const plain = product.options.length === 1 && product.options[0]!.values.some((v) => !v.hexa);
    if (plain && !product.variations?.length && !product.choiceItems?.length) return card;
  }
  throw new Error('no orderable product with a select option');
}

/** The first post of the news board, from the public API. */
async function newsPost(request: APIRequestContext): Promise<string> {
  const { boards } = (await (await request.get('/api/v1/boards?category=news', { headers: { limit: '1' } })).json()) as { boards: { _id: string }[] };
  expect(boards.length).toBeGreaterThan(0);
  return `/community/news/${boards[0]!._id}`;
}

/** Whether the focused element shows a focus indicator: an outline of at least 1px, or a box-shadow ring. */
async function focusIsVisible(page: Page): Promise<{ visible: boolean; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, what: 'body' };
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1;
    const ring = s.boxShadow !== 'none' && s.boxShadow !== '';
    const box = el.getBoundingClientRect();
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    return { visible: (outline || ring) && box.width > 0 && box.height > 0, what };
  });
}

/** Tabs `count` times from where focus is, checking each stop shows its focus. */
async function tabThroughVisibly(page: Page, count: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    const { visible, what } = await focusIsVisible(page);
    if (!visible) hidden.push(what);
  }
  return hidden;
}

/** The element that has the focus. */
const focused = (page: Page): Locator => page.locator(':focus');

test.describe('axe: WCAG 2.1 A and AA', () => {
  test('public pages have no serious or critical violations', { tag: '@mobile' }, async ({ page, request }) => {
    test.setTimeout(240_000);
    const product = await productWithSelectOption(request);
    const found = await auditAll(page, [
      '/',
      '/shop/products',
      `/shop/products/${product._id}`,
      '/shop/new-hit',
      '/shop/brands',
      '/collections/hommage',
      '/ideas/bathroom/overview',
      '/company/history/history',
      '/center/notice',
      '/center/faq',
      '/center/inquiry',
      '/center/installation-service',
      '/center/installation-service/inquire',
      '/community/news',
      await newsPost(request),
      '/terms',
      '/terms/privacy',
      '/login',
      '/join',
    ]);
    expect(found).toEqual([]);
  });

  test('member pages have no serious or critical violations', { tag: '@mobile' }, async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const member = newMember(testInfo, '한가람');
    const joined = await request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } });
    expect(joined.status()).toBe(201);
    const product = await productWithSelectOption(request);
    const auth = await tokenOf(request, member.username, member.password);
    const { product: detail } = (await (await request.get(`/api/v1/shop/products/${product._id}`)).json()) as {
      product: { options: { name: string; values: { name: string }[] }[] };
    };
    const option = Object.fromEntries(detail.options.map((o) => [o.name, o.values[0]!.name]));
    const added = await request.post('/api/v1/me/carts', { headers: { Authorization: auth }, data: { product: product._id, option, amount: 1 } });
    expect(added.status()).toBeLessThan(300);

    await signInAtLogin(page, member.username, member.password);
    const found = await auditAll(page, ['/mypage/dashboard', '/mypage/orders', '/mypage/cart', '/mypage/inquiries']);
    // The order page, reached as a shopper does: from the cart with its line selected.
    await page.goto('/mypage/cart');
    await waitForHydration(page);
    await page.getByRole('button', { name: /선택상품 주문하기/ }).click();
    await expect(page).toHaveURL(/\/shop\/order$/);
    found.push(...(await audit(page, '/shop/order')));
    expect(found).toEqual([]);
  });

  test('the console dashboard, product list and purchases have no serious or critical violations', async ({ page }) => {
    await signInToConsole(page);
    const found = await auditAll(page, ['/console/dashboard', '/console/shop/products', '/console/purchases/all']);
    expect(found).toEqual([]);
  });
});

/** Runs only axe's rules `rules` (moderate ones too) on `path`; answers one line per violation. */
async function auditRules(page: Page, path: string, rules: string[]): Promise<string[]> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withRules(rules).analyze();
  return violations.map((v) => `${path}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('axe: outline and landmarks', () => {
  test("the terms' text follows the page's headings (heading-order), staff writing theirs from h3", async ({ page }) => {
    const found: string[] = [];
    for (const path of ['/terms/service', '/terms/privacy']) {
      found.push(...(await auditRules(page, path, ['heading-order'])));
      // The text's own headings are under the page's h1 as h2, none skipped, the stored text unchanged.
      const article = page.locator('article[aria-labelledby="terms-title"]');
      await expect(article.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
      await expect(article.locator('h3, h4, h5, h6')).toHaveCount(0);
    }
    const stored = (await (await page.request.get('/api/v1/terms/service')).json()) as { term: { content: string } };
    expect(stored.term.content).toContain('<h3>');
    expect(found).toEqual([]);
  });

  test("the console's brand tile and every part of its frame sit in a landmark (region)", async ({ page }) => {
    await signInAtLogin(page, ROOT.username, ROOT.password);
    const found: string[] = [];
    for (const path of ['/console/dashboard', '/console/user-guide-forms']) found.push(...(await auditRules(page, path, ['region'])));
    await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toContainText('CÉRAMAISON');
    expect(found).toEqual([]);
  });
});

test.describe('keyboard', () => {
  for (const where of ['home', 'product page'] as const) {
    test(`on the ${where}, Tab reaches the skip link first and it moves focus to the main content`, { tag: '@mobile' }, async ({ page, request }) => {
      await page.goto(where === 'home' ? '/' : `/shop/products/${(await productWithSelectOption(request))._id}`);
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: '본문 바로가기' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      expect((await focusIsVisible(page)).visible, 'the skip link shows its focus').toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // The next Tab goes on from the main content, not back to the header.
      await page.keyboard.press('Tab');
      expect(await focused(page).evaluate((el) => !!el.closest('main'))).toBe(true);
    });
  }

  test('the header menu opens and closes with the keyboard and gives focus back to its button', { tag: '@mobile' }, async ({ page }, testInfo) => {
    await page.goto('/');
    await waitForHydration(page);
    const opener = isMobile(testInfo)
      ? page.getByRole('button', { name: '전체 메뉴 열기' })
      : page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button').first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer).toBeVisible();
    // Focus moved into the menu, on the selected tab; the arrow keys switch tabs.
    const selected = drawer.getByRole('tab', { selected: true });
    await expect(selected).toBeFocused();
    const first = (await selected.textContent())!;
    await page.keyboard.press('ArrowRight');
    await expect(selected).not.toHaveText(first);
    await expect(selected).toBeFocused();
    // Focus stays in the menu however far one tabs.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await focused(page).evaluate((el) => !!el.closest('[role="dialog"]')), `tab ${i + 1} stays in the menu`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    // And it opens again with Space.
    await page.keyboard.press(' ');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a keyboard user chooses the option and quantity, puts the product in the cart and leaves the dialog with Escape', async ({ page, request }) => {
    const product = await productWithSelectOption(request);
    await page.goto(`/shop/products/${product._id}`);
    await waitForHydration(page);
    const summary = page.getByRole('region', { name: product.name });

    // Tab order reaches the option select, the quantity and 장바구니 담기, in that order.
    const stops: string[] = [];
    await page.getByRole('heading', { level: 1, name: product.name }).click();
    for (let i = 0; i < 30 && !stops.includes('cart'); i++) {
      await page.keyboard.press('Tab');
      const el = focused(page);
      expect((await focusIsVisible(page)).visible, `stop ${i + 1} shows its focus: ${(await focusIsVisible(page)).what}`).toBe(true);
      if (await el.evaluate((e) => e.tagName === 'SELECT')) stops.push('option');
      else if ((await el.getAttribute('type')) === 'number') stops.push('quantity');
      else if ((await el.textContent())?.includes('장바구니 담기')) stops.push('cart');
    }
    expect(stops).toEqual(['option', 'quantity', 'cart']);

    // Operate them: the select by its arrow keys, the quantity by typing and by its + button.
    const select = summary.getByRole('combobox');
    await select.focus();
    await select.press('ArrowDown');
    await expect(select).not.toHaveValue('');
    const quantity = summary.getByRole('spinbutton', { name: '수량' });
    await quantity.focus();
    await quantity.press('ArrowUp');
    await expect(quantity).toHaveValue('2');
    await summary.getByRole('button', { name: '수량 늘리기' }).focus();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('3');

    const add = summary.getByRole('button', { name: '장바구니 담기' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '장바구니' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('상품을 장바구니에 담았습니다.')).toBeVisible();
    // The dialog holds focus: Tab and Shift+Tab cycle inside it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focused(page).evaluate((el) => !!el.closest('[role="dialog"], [role="alertdialog"]')), `${key} stays in the dialog`).toBe(true);
      expect((await focusIsVisible(page)).visible).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    // The line went into the signed-out cart (stored in the browser).
    expect(await page.evaluate(() => localStorage.getItem('ceramaison.cart'))).toContain('"amount":3');
  });

  test('every stop of the first 40 Tabs on the home and a product page shows a visible focus outline', { tag: '@mobile' }, async ({ page, request }) => {
    for (const path of ['/', `/shop/products/${(await productWithSelectOption(request))._id}`]) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await tabThroughVisibly(page, 40), `stops on ${path} without a visible focus`).toEqual([]);
    }
  });
});
