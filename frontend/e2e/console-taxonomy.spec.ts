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
