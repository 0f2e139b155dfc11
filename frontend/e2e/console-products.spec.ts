import { expect, test } from '@playwright/test';
import { ROOT, signInAtLogin, trackDialogs, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A 2×2 PNG: enough for the server to read it by content and store it as WebP. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM48P8dEDFAKABKQgq1RHSOvAAAAABJRU5ErkJggg==', 'base64');

/**
 * The console product editor (issue 13; spec §3 Product, §7 Console shop products): staff create a
 * product with an option, a picture, rich-text content and a related product, publish it, and a
 * shopper finds it in the shop and sees its page with the related product.
 */
test('staff create and publish a product that a shopper then finds and opens', { tag: '@engines' }, async ({ page, browser }, testInfo) => {
  const code = `pw-${Date.now().toString(36)}`;
  const name = `테스트 벽걸이 세면대 ${code}`;
  const dialogs = trackDialogs(page);
  const related = (await (await page.request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()).products[0] as { _id: string; name: string };

  await signInAtLogin(page, ROOT.username, ROOT.password);
  await page.goto('/console/shop/products');
  await expect(page.getByRole('heading', { level: 1, name: /상품/ })).toBeVisible();
  await page.getByRole('link', { name: '상품 등록' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '상품 등록' })).toBeVisible();

  const basic = page.getByRole('region', { name: '기본 정보' });
  await basic.getByRole('textbox', { name: '상품코드' }).fill(code);
  await basic.getByRole('textbox', { name: '상품명' }).fill(name);
  const category = basic.getByRole('combobox', { name: '카테고리' });
  await category.selectOption({ index: 1 });
  await page.getByRole('region', { name: '가격·할인' }).getByRole('textbox', { name: '판매가 (원)' }).fill('189000');

  const stock = page.getByRole('region', { name: '재고·옵션' });
  await stock.getByRole('textbox', { name: '재고 (개)' }).fill('12');
  await stock.getByRole('button', { name: '옵션 추가' }).click();
  await stock.getByRole('textbox', { name: '옵션명' }).fill('색상');
  await stock.getByRole('textbox', { name: '값 1' }).fill('화이트');
  await stock.getByRole('button', { name: '값 추가' }).click();
  await stock.getByRole('textbox', { name: '값 2' }).fill('그레이');
  await stock.getByRole('textbox', { name: '추가 금액 (원)' }).nth(1).fill('20000');

  const images = page.getByRole('region', { name: '이미지' });
  await images.getByLabel('대표 이미지 올리기').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
  await expect(images.getByRole('img', { name: '대표 이미지' })).toHaveAttribute('src', /\/files\/products\/.+\.webp$/);

  const content = page.getByRole('textbox', { name: '상세 설명' });
  await content.click();
  await page.keyboard.type('욕실을 넓게 쓰는 벽걸이 세면대입니다.');
  await page.getByRole('toolbar', { name: '서식' }).getByRole('button', { name: '굵게' }).click();
  await page.keyboard.type(' 국내 생산');

  const items = page.getByRole('region', { name: '연관·구성 상품' });
  await items.getByRole('combobox', { name: '상품 찾기' }).fill(related.name.slice(0, 8));
  await items.getByRole('option', { name: related.name, exact: true }).click();
  await expect(items.getByRole('list', { name: '선택한 상품' })).toContainText(related.name);

  const display = page.getByRole('region', { name: '노출' });
  await display.getByRole('checkbox', { name: '쇼핑몰에 노출' }).check();
  await display.getByRole('checkbox', { name: '판매', exact: true }).check();
  await display.getByRole('textbox', { name: '유튜브 영상 코드' }).fill('dQw4w9WgXcQ');
  await page.screenshot({ path: testInfo.outputPath('console-product-create.png'), fullPage: true });
  await page.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => dialogs).toContain('상품이 등록되었습니다');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: /변경 이력/ })).toContainText(ROOT.username);
  await expect(page.getByRole('list', { name: '선택한 상품' })).toContainText(related.name);
  await page.screenshot({ path: testInfo.outputPath('console-product-edit.png'), fullPage: true });

  // A shopper (no session) finds it in the shop and opens it.
  const shopper = await browser.newPage({ viewport: page.viewportSize()! });
  const youtube: string[] = [];
  await shopper.route(/youtube/, (route) => {
    youtube.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' });
  });
  await shopper.goto('/shop/products');
  await waitForHydration(shopper);
  await shopper
    .getByRole('link', { name: new RegExp(code) })
    .first()
    .click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByText('욕실을 넓게 쓰는 벽걸이 세면대입니다.')).toBeVisible();
  await expect(shopper.locator('strong', { hasText: '국내 생산' })).toBeVisible();
  await expect(shopper.getByRole('region', { name: '함께 보면 좋은 상품' })).toContainText(related.name.split(',')[0]!);
  // The video asks nothing of YouTube until the shopper clicks its placeholder.
  await expect(shopper.getByRole('button', { name: /영상 보기/ })).toBeVisible();
  expect(youtube).toEqual([]);
  await shopper.screenshot({ path: testInfo.outputPath('shop-product.png'), fullPage: true });
  await shopper.getByRole('button', { name: /영상 보기/ }).click();
  await expect(shopper.locator('iframe[title$="영상"]')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
  await shopper.close();

  // Back in the console: find it in the list, hide it with the bulk action, and download the list.
  await page.goto('/console/shop/products');
  await page.getByRole('searchbox', { name: '상품 검색' }).fill(code);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('노출');
  await row.getByRole('checkbox').check();
  await page.getByRole('group', { name: '선택한 상품 처리' }).getByRole('button', { name: '숨김' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(row).toContainText('숨김');
  await page.screenshot({ path: testInfo.outputPath('console-products.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  expect((await download).suggestedFilename()).toMatch(/^products_\d{8}_\d{6}\.xlsx$/);
});
