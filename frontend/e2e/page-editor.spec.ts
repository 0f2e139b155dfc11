import { expect, test } from '@playwright/test';
import type { ProductListResponse } from '@shop/contracts';
import { signInAtLogin, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A 2 × 2 PNG, for the page's pictures. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/**
 * Issue 14: staff (admin02) write a page of the brand site from blocks in the console; a shopper
 * reads it at its address with the picked product; staff delete it and the address answers 404.
 */
test('staff write a page from blocks that shoppers then read at its address, and delete it', async ({ page, request, browser }, testInfo) => {
  const path = `/ideas/bathroom/editor-${Date.now() % 1_000_000}`;
  const product = ((await (await request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()) as ProductListResponse).products[0]!;

  await signInAtLogin(page, 'admin02', 'Ceramaison!2026');
  await page.goto('/console/pages?area=ideas');
  await expect(page.getByRole('heading', { level: 1, name: /페이지/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '/ideas/bathroom/planning' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/company/history/history' })).toHaveCount(0);
  await page.getByRole('link', { name: '페이지 등록' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '페이지 등록' })).toBeVisible();
  // Sent empty: the form names what is missing before anything is stored.
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('alert')).toContainText('제목을 2~30자로 입력해주세요');
  await expect(page.getByRole('alert')).toContainText('대표 이미지를 등록해주세요');

  await page.getByRole('textbox', { name: '페이지 주소' }).fill(path);
  await page.getByRole('textbox', { name: '제목' }).fill('욕실 수납 아이디어');
  await page.getByRole('textbox', { name: /설명/ }).fill('작은 욕실에도 넉넉한 수납을 만드는 방법을 모았습니다.');
  await page.getByLabel('대표 이미지', { exact: true }).setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('img', { name: '대표 이미지 미리보기' })).toBeVisible();
  await page.getByRole('textbox', { name: '대표 문구' }).fill('숨은 공간을 찾아보세요');

  await page.getByRole('button', { name: '블록 추가' }).click();
  const text = page.getByRole('listitem', { name: '블록 1 글' });
  await text.getByRole('textbox', { name: '제목' }).fill('벽 속 수납장');
  // Typed key by key: the spaces between words stay as they are typed.
  await text.getByRole('textbox', { name: /문단/ }).pressSequentially('벽 두께를 활용한 매립 수납장은 공간을 넓게 보이게 합니다.');

  await page.getByRole('combobox', { name: '추가할 블록' }).selectOption({ label: '상품' });
  await page.getByRole('button', { name: '블록 추가' }).click();
  const products = page.getByRole('listitem', { name: '블록 2 상품' });
  await products.getByRole('textbox', { name: '제목' }).fill('함께 보면 좋은 제품');
  await products.getByRole('combobox', { name: '상품 검색' }).fill(product.code);
  await products.getByRole('option', { name: product.name, exact: true }).click();

  // Moved first: the order is staff's.
  await page.getByRole('button', { name: '블록 2 위로' }).click();
  await expect(page.getByRole('listitem', { name: '블록 1 상품' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`page-editor-${testInfo.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/console\/pages\/edit\?path=/);
  await expect(page.getByRole('heading', { level: 1, name: '페이지 수정' })).toBeVisible();

  const shopper = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await shopper.goto(path);
  await expect(shopper.getByRole('heading', { level: 1, name: '욕실 수납 아이디어' })).toBeVisible();
  await expect(shopper.getByText('벽 두께를 활용한 매립 수납장은 공간을 넓게 보이게 합니다.')).toBeVisible();
  await expect(shopper).toHaveTitle('욕실 수납 아이디어 | 세라메종');
  const headings = await shopper.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('함께 보면 좋은 제품')).toBeLessThan(headings.indexOf('벽 속 수납장'));
  // The card names the product up to its first comma (its colour or size follows on the product page).
  await expect(shopper.getByRole('heading', { level: 3, name: product.name.split(',')[0]! })).toBeVisible();
  await waitForHydration(shopper);

  await page.getByRole('button', { name: '페이지 삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(page).toHaveURL(/\/console\/pages$/);
  const gone = await shopper.goto(path);
  expect(gone?.status()).toBe(404);
  await shopper.close();
});
