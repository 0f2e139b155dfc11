import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Category } from '@shop/contracts';
import { ROOT, isMobile, openDrawer, signInAtLogin, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A 2×2 PNG: enough for the server to read it by content and store it as WebP. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM48P8dEDFAKABKQgq1RHSOvAAAAABJRU5ErkJggg==', 'base64');

/**
 * The console's category tree (issue 13; spec §2 console shop/categories, §3 Category): staff add
 * a sub-category with its header visual, rename it and move it to the top of its siblings, and the shop's category
 * navigation shows it there, leading to its listing.
 */
test('staff add, rename and reorder a sub-category, and the shop navigation shows it first', { tag: '@mobile' }, async ({ page, browser }, testInfo) => {
  const code = `pw-${Date.now().toString(36)}`;
  const first = `임시 분류 ${code}`;
  const renamed = `새 분류 ${code}`;
  const roots = (await (await page.request.get('/api/v1/shop/categories')).json()).categories as Category[];
  const root = roots[0]!;

  await signInAtLogin(page, ROOT.username, ROOT.password);
  await page.goto('/console/shop/categories');
  await expect(page.getByRole('heading', { level: 1, name: /카테고리/ })).toBeVisible();
  const tree = page.getByRole('tree', { name: '카테고리 트리' });
  await tree.getByRole('button', { name: `${root.name} 하위 카테고리 추가`, exact: true }).click();

  const panel = page.getByRole('region', { name: '카테고리 편집' });
  await expect(panel.getByRole('heading', { name: `'${root.name}' 하위 카테고리 추가` })).toBeVisible();
  await panel.getByRole('textbox', { name: '코드' }).fill(code);
  await panel.getByRole('textbox', { name: '카테고리명' }).fill(first);
  // Its header visual goes with it from the start (uploaded, re-encoded as WebP).
  await panel.getByLabel('대표 이미지').setInputFiles({ name: 'visual.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.getByRole('img', { name: '대표 이미지 미리보기' })).toHaveAttribute('src', /\/files\/categories\/.+\.webp$/);
  await panel.getByRole('button', { name: '추가' }).click();
  await expect(tree.getByRole('button', { name: new RegExp(`^${first}.*상품`) })).toBeVisible();
  const added = (await (await page.request.get(`/api/v1/shop/categories/${code}`)).json()).category as Category;
  expect(added.visual?.url).toMatch(/\.webp$/);

  await tree.getByRole('button', { name: new RegExp(`^${first}.*상품`) }).click();
  await panel.getByRole('textbox', { name: '카테고리명' }).fill(renamed);
  await panel.getByRole('button', { name: '저장' }).click();
  await expect(tree.getByRole('button', { name: new RegExp(`^${renamed}.*상품`) })).toBeVisible();
  await expect(tree.getByRole('button', { name: new RegExp(`^${first}.*상품`) })).toHaveCount(0);

  // Up until it heads its siblings: the first step with the keyboard, each waiting for the new order to be read back.
  const up = tree.getByRole('button', { name: `${renamed} 위로`, exact: true });
  const reordered = () =>
    Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/console/shop/categories/order') && r.ok()),
      page.waitForResponse((r) => r.url().endsWith('/api/console/shop/categories') && r.request().method() === 'GET'),
    ]);
  for (let i = 0; i < root.children.length; i += 1) {
    const done = reordered();
    if (i === 0) {
      await up.focus();
      await page.keyboard.press('Enter');
    } else {
      await up.click();
    }
    await done;
  }
  await expect(up).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('console-categories.png'), fullPage: true });

  // A shopper's navigation drawer lists it first under its parent.
  const shopper = await browser.newPage({ viewport: page.viewportSize()! });
  await shopper.goto('/');
  let drawer = shopper.getByRole('dialog', { name: '전체 메뉴' });
  if (isMobile(testInfo)) drawer = await openDrawer(shopper);
  else {
    await waitForHydration(shopper);
    await shopper.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '제품' }).click();
    await expect(drawer).toBeVisible();
  }
  const group = drawer.locator('section').filter({ has: shopper.getByRole('heading', { name: root.name, exact: true }) });
  await expect(group.getByRole('listitem').first()).toHaveText(renamed);
  await shopper.screenshot({ path: testInfo.outputPath('shop-drawer.png') });
  await group.getByRole('link', { name: renamed, exact: true }).click();
  await expect(shopper).toHaveURL(new RegExp(`category=${code}`));
  await shopper.close();
});

/**
 * The console's product picker on a home display (issue 13; spec §2 console main/display/{code}):
 * staff browse the products 10 at a time and load more, pick one into the display, which is then not
 * offered again until it is taken out; a search that finds nothing says so; Escape closes the list.
 * Nothing is saved, so the home stays as it was.
 */
test('staff pick a product into a home display with the product picker, by mouse and keyboard', async ({ page }, testInfo) => {
  await signInAtLogin(page, ROOT.username, ROOT.password);
  await page.goto('/console/main/display/popular');
  const adder = page.getByRole('region', { name: '상품 추가' });
  const search = adder.getByRole('combobox', { name: '상품 검색' });
  const results = adder.getByRole('listbox', { name: '상품 검색 결과' });
  const chosen = page.getByRole('list', { name: '진열 상품' });

  // Opened without words: the newest products, 10 at a time; ↑ reaches 더 보기 and Enter loads the next ones.
  await search.click();
  await expect(results.getByRole('option', { name: /^더 보기/ })).toBeVisible();
  const firstPage = await results.getByRole('option').count();
  await search.press('ArrowUp');
  await expect(search).toHaveAttribute('aria-activedescendant', (await results.getByRole('option', { name: /^더 보기/ }).getAttribute('id'))!);
  await search.press('Enter');
  await expect.poll(() => results.getByRole('option').count()).toBeGreaterThan(firstPage);
  await page.screenshot({ path: testInfo.outputPath('console-product-picker.png') });
  // The open picker (combobox, listbox, options with picture, code, price and stock) passes the WCAG 2.1 AA rules.
  const { violations } = await new AxeBuilder({ page }).include('[aria-label="상품 추가"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The first product loaded is now the active option; Enter picks it into the display's list, and it is no longer offered.
  const name = (await results.getByRole('option', { selected: true }).getAttribute('aria-label'))!;
  expect(name).toBeTruthy();
  await search.press('Enter');
  await expect(chosen.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  await search.press('ArrowDown');
  await expect(results).toBeVisible();
  await expect(results.getByRole('option', { name, exact: true })).toHaveCount(0);

  // Taken out again, it is offered again.
  await search.press('Escape');
  await expect(results).toBeHidden();
  await chosen.getByRole('button', { name: `${name} 빼기`, exact: true }).click();
  await search.click();
  await expect(results.getByRole('option', { name, exact: true })).toHaveCount(1);

  // Words that match nothing.
  await search.fill('없는상품코드-zz');
  await expect(adder.getByRole('status')).toHaveText('검색된 상품이 없습니다.');
});
