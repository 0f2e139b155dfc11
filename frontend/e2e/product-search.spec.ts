import { expect, test, type Page } from '@playwright/test';
import { isMobile, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** Types `query` into the header's search box (behind the search button on mobile) and presses Enter (spec §2 Header). */
async function searchFromHeader(page: Page, mobile: boolean, query: string) {
  if (mobile) await page.getByRole('button', { name: '검색', exact: true }).click();
  const box = page.getByRole('searchbox', { name: '상품 검색' }).filter({ visible: true });
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/sales\?searchValue=/);
}

/** Issue 13 /shop/sales: 초성 search, spacing-insensitive matching, and a suggestion when a typo finds nothing. */
test('a shopper finds basins by their initials, and a typo offers the word it missed', { tag: '@mobile' }, async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo);
  await page.goto('/');
  await waitForHydration(page);

  await searchFromHeader(page, mobile, 'ㅅㅁㄷ');
  const results = page.getByRole('region', { name: '상품 목록' });
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(results.getByRole('heading', { level: 3 }).filter({ hasText: '세면대' }).first()).toBeVisible();
  await expect(results.getByRole('heading', { name: /원형 탁상용 세면대 400/ }).first()).toBeAttached();

  // The same words spaced differently find the same product.
  await page.goto('/shop/sales?searchValue=' + encodeURIComponent('원형탁상용 세면 대'));
  await expect(results.getByRole('heading', { name: /원형 탁상용 세면대 400/ }).first()).toBeVisible();

  // On the results page, its own search box.
  const box = page.getByRole('searchbox', { name: '검색어' });
  await box.fill('세먼대');
  await box.press('Enter');
  await expect(page.getByText('검색 결과가 없습니다')).toBeVisible();
  await expect(page.getByText('혹시 이 검색어를 찾으셨나요?')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-suggestion.png'), fullPage: true });
  await page.getByRole('main').getByRole('link', { name: '세면대', exact: true }).click();
  await expect(page).toHaveURL(/searchValue=%EC%84%B8%EB%A9%B4%EB%8C%80/);
  await expect(results.getByRole('article').first()).toBeVisible();
});
