import { expect, test, type Page } from '@playwright/test';
import { isMobile, ROOT, signInToConsole, waitForHydration } from './helpers';
import { useOwnShop } from './own-shop';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

// A shop of the suite's own: a new facet shows on every product list of the shop, which other
// suites' pages would then carry.
const shop = useOwnShop();

/** Staff add a facet over the product property `property` in the console (spec §2 console shop/filtering). */
async function addFacetInConsole(page: Page, code: string, name: string, property: string): Promise<void> {
  await signInToConsole(page, ROOT.username, shop.url);
  await page.goto(`${shop.url}/console/shop/filtering`);
  await expect(page.getByRole('heading', { level: 1, name: '필터링' })).toBeVisible();
  await page.getByRole('button', { name: '필터 추가' }).click();
  const panel = page.getByRole('region', { name: '필터 편집' });
  await panel.getByRole('textbox', { name: '코드' }).fill(code);
  await panel.getByRole('textbox', { name: '필터 이름' }).fill(name);
  await panel.getByRole('combobox', { name: '상품 속성' }).fill(property);
  await panel.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByRole('region', { name: '필터 목록' }).getByRole('cell', { name, exact: true })).toBeVisible();
}

/** Staff add the facet through the console API (at 390 px the console is not the story). */
async function addFacetByApi(code: string, name: string, property: string): Promise<void> {
  const basic = Buffer.from(`${ROOT.username}:${ROOT.password}`).toString('base64');
  const { refreshToken } = (await (await fetch(`${shop.url}/api/auth/refreshToken`, { headers: { authorization: `Basic ${basic}` } })).json()) as {
    refreshToken: string;
  };
  const { accessToken } = (await (await fetch(`${shop.url}/api/auth/accessToken`, { headers: { authorization: `Bearer ${refreshToken}` } })).json()) as {
    accessToken: string;
  };
  const res = await fetch(`${shop.url}/api/console/shop/filterings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, name, property }),
  });
  expect(res.status).toBe(201);
}

const totalOf = async (page: Page) => Number((await page.getByText(/^총 [\d,]+개의 상품$/).innerText()).replace(/\D/g, ''));

/**
 * Faceted search on the shop's lists (issue 13: filters from the console's filterings with
 * faceted counts): staff create a 배수 방식 facet; a shopper on the basins narrows by one of its
 * values, the list then holds exactly the count the value showed, the pick survives a reload
 * (it is in the URL), and the clear-all button gives the whole list back. At 390 px the facets
 * open in a sheet.
 */
test('a shopper narrows the basins by a facet staff created, and the count matches the list', { tag: '@mobile' }, async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo);
  const run = `${mobile ? 'm' : 'd'}${Date.now().toString(36)}`;
  const name = `배수 방식 ${run}`;
  if (mobile) await addFacetByApi(`drain-${run}`, name, '배수방식');
  else await addFacetInConsole(page, `drain-${run}`, name, '배수방식');

  await page.goto(`${shop.url}/shop?category=bathroom_sink`);
  await waitForHydration(page);
  const all = await totalOf(page);
  const facets = page.getByRole('region', { name: '상품 필터' });
  if (mobile) await facets.getByRole('button', { name: /^필터/ }).click();
  else await facets.locator('summary', { hasText: name }).click();
  const group = (mobile ? page.getByRole('dialog', { name: '필터' }) : facets).getByRole('group', { name });
  const value = group.getByRole('checkbox', { name: /^오버플로 포함, 벽배수 \(\d+\)$/ });
  const count = Number((await value.evaluate((input) => input.closest('label')!.textContent!)).match(/\((\d+)\)/)![1]);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(all);
  await value.click();
  await expect(value).toBeChecked();
  await expect(page).toHaveURL(/filters=/);
  if (mobile) await page.getByRole('button', { name: `${count}개 상품 보기` }).click();
  await expect(page.getByText(`총 ${count}개의 상품`)).toBeVisible();
  await expect(page.locator('#product-listing-heading ~ * article')).toHaveCount(count);
  await page.screenshot({ path: testInfo.outputPath(`filtering-${testInfo.project.name}.png`), fullPage: true });

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(`총 ${count}개의 상품`)).toBeVisible();
  await facets.getByRole('button', { name: '오버플로 포함, 벽배수 해제' }).waitFor();
  await facets.getByRole('button', { name: '전체 해제' }).click();
  await expect(page.getByText(`총 ${all}개의 상품`)).toBeVisible();
  await expect(page).not.toHaveURL(/filters=/);
});
