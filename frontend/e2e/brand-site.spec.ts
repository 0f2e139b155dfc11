import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

/**
 * The brand site (issue 14; spec §2 Ideas, Company and Info routes): pages built from blocks,
 * rendered on the server, linking to each other and to the products they show.
 */
test(
  'a shopper reads an ideas page, follows it to a product, opens a cleaning question and reaches the company story',
  { tag: '@mobile' },
  async ({ page, request }) => {
    // Rendered on the server: the words and the page's own title are in the HTML itself.
    const html = await (await request.get('/ideas/bathroom/planning')).text();
    expect(html).toContain('<title>욕실 계획하기 | 세라메종</title>');
    expect(html).toContain('치수 몇 가지가 편안함을 만듭니다');

    await page.goto('/ideas/bathroom/planning');
    await expect(page.getByRole('heading', { level: 1, name: '욕실 계획하기' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ideas\/bathroom\/planning$/);
    await waitForHydration(page);

    const products = page.locator('section').filter({ has: page.getByRole('heading', { name: '계획 단계에서 자주 고르는 제품' }) });
    const first = products.getByRole('listitem').first();
    const name = (await first.getByRole('heading').first().textContent())!.trim();
    await first.getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(/\/shop\/products\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // A practical page answers questions in an accordion.
    await page.goto('/ideas/bathroom/cleaning');
    await waitForHydration(page);
    const answer = page.getByText(/중성 변기 세정제로 한 번에 닦을 수 있습니다/);
    await expect(answer).toBeHidden();
    await page.getByText('림리스 양변기는 어떻게 청소하나요?').click();
    await expect(answer).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: '세라메종 소개' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: /세라메종의 역사/ }).click();
    await expect(page).toHaveURL(/\/company\/history\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: '세라메종의 역사' })).toBeVisible();
    await expect(page).toHaveTitle('세라메종의 역사 | 세라메종');
  },
);

test('an address that is no page answers 404 with the shop’s not-found page', async ({ page }) => {
  const response = await page.goto('/ideas/bathroom/nowhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '찾으시는 페이지가 없습니다' })).toBeVisible();
});

test('the privacy policy and the terms are reached from their own addresses', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '10. 개인정보 보호책임자' })).toBeVisible();
  await expect(page.getByText(/2026년 11월 1일부터 시행합니다/)).toBeVisible();

  await page.goto('/terms');
  await expect(page).toHaveURL(/\/terms\/service$/);
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
});

/**
 * The home's promotion tiles (spec §9: main banner slot MAIN_2, with PC and mobile pictures):
 * rendered on the server with the page, each tile a link; the planner tile opens the planner.
 */
test('the home shows the MAIN_2 banners as promotion tiles that lead to the pages they name', { tag: '@mobile' }, async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('우리 집 욕실, 치수부터 계획하세요');

  await page.goto('/');
  await waitForHydration(page);
  const tiles = page.getByRole('region', { name: '기획 배너' });
  await expect(tiles.getByRole('listitem')).toHaveCount(2);
  await tiles.getByRole('link', { name: /우리 집 욕실, 치수부터 계획하세요/ }).click();
  await expect(page).toHaveURL(/\/ideas\/bathroom\/planner(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: '우리 집 욕실, 어떻게 놓을까요?' })).toBeVisible();
});
