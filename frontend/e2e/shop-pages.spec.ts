import { expect, test } from '@playwright/test';
import type { ProductListResponse } from '@shop/contracts';
import { waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** Spec §2 /shop/new-hit: the 신상품 and 베스트셀러 display groups as tabs, rendered on the server, the tab in the URL. */
test(
  'new arrivals and best sellers: each tab shows its display group and keeps its place in the URL',
  { tag: '@mobile' },
  async ({ page, request }, testInfo) => {
    const group = async (code: string) =>
      ((await (await request.get(`/api/v1/shop/products?group=${code}`, { headers: { limit: '100' } })).json()) as ProductListResponse).products.map(
        (p) => p.name,
      );
    const [newest, best] = [await group('new_arrival'), await group('best_seller')];
    expect(newest.length).toBeGreaterThan(0);
    expect(best.length).toBeGreaterThan(0);

    // The page's HTML carries its products before any script runs.
    const html = await (await request.get('/shop/new-hit')).text();
    expect(html).toContain('<title>신상품');
    expect(html).toContain(newest[0]!.split(',')[0]!);

    await page.goto('/shop/new-hit');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: '신상품' })).toBeVisible();
    const cards = page.getByRole('region', { name: '상품 목록' }).getByRole('heading', { level: 3 });
    await expect(cards.first()).toBeVisible();
    expect((await cards.allInnerTexts()).every((name) => newest.some((n) => n.startsWith(name.trim())))).toBe(true);

    await page.getByRole('tab', { name: '베스트셀러' }).click();
    await expect(page).toHaveURL(/\/shop\/new-hit\?tab=best$/);
    await expect(page.getByRole('heading', { level: 1, name: '베스트셀러' })).toBeVisible();
    await expect(cards.first()).toBeVisible();
    await expect.poll(async () => (await cards.allInnerTexts()).every((name) => best.some((n) => n.startsWith(name.trim())))).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('new-hit.png'), fullPage: false });
  },
);

/** Spec §2 /shop/brands and /shop/brands/{code}: the brand collections by area, each opening its products. */
test('the brands page lists the collections by area and opens a brand with its products', async ({ page, request }, testInfo) => {
  const brands = (await (await request.get('/api/v1/shop/brands')).json()).brands as { code: string; name: string; area: string }[];
  const brand = brands.find((b) => b.area === 'bath')!;
  expect(await (await request.get('/shop/brands')).text()).toContain(brand.name);

  await page.goto('/shop/brands');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '브랜드' })).toBeVisible();
  const bath = page.getByRole('region', { name: '욕실 컬렉션' });
  await expect(bath.getByRole('heading', { level: 3 })).toHaveCount(brands.filter((b) => b.area === 'bath').length);
  await expect(page.getByRole('region', { name: '주방 컬렉션' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('brands.png') });

  await bath.getByRole('link', { name: new RegExp(brand.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/brands/${brand.code}$`));
  await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
  await expect(page.getByRole('region', { name: '상품 목록' }).getByRole('article').first()).toBeVisible();
});

/** Spec §2 /shop/bathroom-fittings/overview: reached from the drawer's bathroom-fittings category; its guide and the category's products. */
test('the bathroom-fittings overview guides the choice and shows the category’s products', async ({ page, request }, testInfo) => {
  expect(await (await request.get('/shop/bathroom-fittings/overview')).text()).toContain('<title>욕실 수전 개요');
  await page.goto('/shop/bathroom-fittings/overview');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '욕실 수전 개요' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '샤워 시스템' })).toBeVisible();
  const picks = page.getByRole('region', { name: '추천 욕실 수전' }).getByRole('article');
  await expect(picks.first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('fittings.png'), fullPage: true });
  await page.getByRole('link', { name: '욕실 수전 전체 보기' }).click();
  await expect(page).toHaveURL(/\/shop\?category=bathroom_fittings$/);
});

/** Spec §2 /b/{code1} down to /b/{code1}/{code2}/…: a collection narrowed by category, with breadcrumbs back up. */
test('a collection narrows to a category by its path, with breadcrumbs back to the brand', async ({ page, request }) => {
  const products = (await (await request.get('/api/v1/shop/products?brand=antao&category=bathroom_sink', { headers: { limit: '100' } })).json()).products as {
    name: string;
  }[];
  expect(products.length).toBeGreaterThan(0);
  expect(await (await request.get('/b/antao/bathroom_sink')).text()).toContain('<title>세면대 · ');

  await page.goto('/b/antao');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: '카테고리별 보기' }).getByRole('link', { name: '세면대' }).click();
  await expect(page).toHaveURL(/\/b\/antao\/bathroom_sink$/);
  await expect(page.getByRole('heading', { level: 1, name: '세면대' })).toBeVisible();
  const cards = page.getByRole('region', { name: '상품 목록' }).getByRole('article');
  await expect(cards).toHaveCount(products.length);
  await page.getByRole('navigation', { name: '현재 위치' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/b\/antao$/);

  await page.goto('/b/antao/no_such_category');
  await expect(page.getByText('컬렉션을 찾을 수 없습니다')).toBeVisible();
});
