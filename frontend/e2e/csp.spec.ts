import { expect, test, type Page } from '@playwright/test';
import type { ProductCard, ProductDetail } from '@shop/contracts';
import { ROOT, newMember, signInAtLogin } from './helpers';

// Fail fast on a stuck step instead of waiting out the whole test.
test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/**
 * Records every Content-Security-Policy violation of the page (the `securitypolicyviolation`
 * event and Chromium's console report), so a page that needs more than the policy allows shows
 * up here rather than as a silently missing font, picture or script.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (what: string) => violations.push(what));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __cspViolation: (what: string) => void }).__cspViolation;
        report(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} on ${location.pathname} (${e.sourceFile || 'page'}:${e.lineNumber}) ${e.sample}`);
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval|unsafe-inline/i.test(error.message)) violations.push(`error on ${new URL(page.url()).pathname}: ${error.message}`);
  });
  return violations;
}

/** Waits until the page has fetched what it shows (pictures, fonts, calls), so late refusals count. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/**
 * The storefront, the cart and order pages, the console and the API documentation under the
 * shop's Content-Security-Policy: every page works and none of them is refused anything.
 */
test('the shop, its cart and order pages, the console and the API documentation run within the CSP', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);

  await test.step('home and product list', async () => {
    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('region', { name: '메인 배너' }).getByRole('heading').first()).toBeVisible();
    await settled(page);
    await page.goto('/shop/products');
    await expect(page.getByRole('region', { name: '상품 목록' }).getByRole('article').first()).toBeVisible();
    await settled(page);
  });

  // A product that can be put in the cart without choosing options.
  const products = (await (await page.request.get('/api/v1/shop/products', { headers: { limit: '100' } })).json()).products as ProductCard[];
  let product: ProductDetail | undefined;
  for (const card of products.filter((p) => p.sells && p.shows && p.stock > 0)) {
    const detail = (await (await page.request.get(`/api/v1/shop/products/${card.code}`)).json()).product as ProductDetail;
    if (detail.options.length === 0) {
      product = detail;
      break;
    }
  }
  expect(product, 'an orderable product without options').toBeDefined();

  await test.step('a product page, signed in, into the cart', async () => {
    const member = newMember(testInfo);
    const signUp = await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } });
    expect(signUp.status()).toBe(201);
    await signInAtLogin(page, member.username, member.password);
    await page.goto(`/shop/products/${product!.code}`);
    const summary = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(summary.getByRole('heading', { level: 1 })).toContainText(product!.name);
    await settled(page);
    await summary.getByRole('button', { name: '장바구니 담기' }).click();
    const added = page.getByRole('dialog', { name: '장바구니' });
    await expect(added).toContainText('상품을 장바구니에 담았습니다.');
    await added.getByRole('button', { name: '장바구니로 이동' }).click();
  });

  await test.step('cart and order form', async () => {
    await expect(page).toHaveURL(/\/mypage\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: '장바구니' })).toBeVisible();
    await expect(page.getByRole('link', { name: product!.name }).first()).toBeVisible();
    await settled(page);
    await page.getByRole('button', { name: /주문하기/ }).click();
    await expect(page).toHaveURL(/\/shop\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: '주문서 작성' })).toBeVisible();
    await settled(page);
  });

  await test.step('the console', async () => {
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/console');
    await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
    await page.getByRole('textbox', { name: '아이디', exact: true }).fill(ROOT.username);
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(ROOT.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/console\/dashboard/);
    await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
    await settled(page);
    await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '입금대기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /입금대기/ })).toBeVisible();
    await settled(page);
  });

  await test.step('the API documentation (its own, relaxed policy) still works', async () => {
    const docs = await page.goto('/api/docs');
    expect(docs?.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    await expect(page.locator('.swagger-ui .info .title')).toContainText('세라메종 API');
    await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
    await settled(page);
  });

  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});
