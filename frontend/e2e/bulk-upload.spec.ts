import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PRODUCT_UPLOAD_COLUMNS } from '@shop/contracts';
import { ROOT, signInToConsole } from './helpers';
import { useOwnShop } from './own-shop';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

// A shop of the suite's own: 200 new products would otherwise come first in every other suite's
// product lists (newest first) and change what those suites buy.
const shop = useOwnShop();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The product bulk upload (issue 13; spec §2 console shop/bulk-upload, §6 console only): staff
 * download the template, upload a 200-row sheet with two bad rows, the dry run reports exactly
 * those two, the import shows its progress and results, and a shopper finds the new products.
 */
test(
  'staff dry-run and import a 200-row sheet; the two bad rows are reported and the new products show in the shop',
  { tag: ['@mobile', '@engines'] },
  async ({ page, browser }, testInfo) => {
    const run = `${testInfo.project.name === 'desktop' ? 'd' : 'm'}${Date.now().toString(36)}`;
    const category = (await (await page.request.get(`${shop.url}/api/v1/shop/categories`)).json()).categories[0].code as string;

    await signInToConsole(page, ROOT.username, shop.url);
    await page.goto(`${shop.url}/console/shop/bulk-upload`);
    await expect(page.getByRole('heading', { level: 1, name: '상품 일괄 등록' })).toBeVisible();
    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: '양식 내려받기' }).click();
    expect((await template).suggestedFilename()).toBe('products_template.xlsx');

    // The template's columns, 200 products; row 51 has a price in words, row 151 an unknown category.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await (await template).path())!);
    const sheet = workbook.getWorksheet('상품')!;
    for (let i = 1; i <= 200; i++) {
      const bad = i === 50 ? { price: '오만원' } : i === 150 ? { category: 'NO_SUCH' } : {};
      const row = { code: `pw-${run}-${i}`, name: `일괄 등록 수전 ${run} ${i}호`, category, price: 70_000 + i * 10, stock: 3, shows: 'Y', sells: 'Y', ...bad };
      sheet.addRow(Object.keys(PRODUCT_UPLOAD_COLUMNS).map((k) => (row as Record<string, unknown>)[k] ?? null));
    }
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await page.getByLabel('엑셀 파일').setInputFiles({ name: 'products.xlsx', mimeType: XLSX, buffer });
    await page.getByRole('button', { name: '검사' }).click();

    const result = page.getByRole('region', { name: '검사 결과' });
    await expect(result.getByRole('status')).toHaveText('전체 200줄 · 신규 등록 198 · 수정 0 · 변경 없음 0 · 오류 2');
    const refused = result.getByRole('row').filter({ hasText: '오류' });
    await expect(refused).toHaveCount(2);
    await expect(refused.nth(0)).toContainText(`pw-${run}-50`);
    await expect(refused.nth(0)).toContainText('금액은 0원 이상의 정수(원)로 입력해주세요');
    await expect(refused.nth(1)).toContainText(`pw-${run}-150`);
    await expect(refused.nth(1)).toContainText('카테고리코드를 찾을 수 없습니다');
    await page.screenshot({ path: testInfo.outputPath(`bulk-upload-dry-run-${testInfo.project.name}.png`), fullPage: true });

    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: '등록 진행률' })).toBeVisible();
    await expect(page.getByText('등록을 마쳤습니다')).toBeVisible({ timeout: 30_000 });
    const done = page.getByRole('region', { name: '등록 결과' });
    await expect(done.getByRole('status')).toHaveText('전체 200줄 · 신규 등록 198 · 수정 0 · 변경 없음 0 · 오류 2');
    await page.screenshot({ path: testInfo.outputPath(`bulk-upload-done-${testInfo.project.name}.png`), fullPage: true });
    const report = page.waitForEvent('download');
    await done.getByRole('button', { name: '오류 내려받기' }).click();
    expect((await report).suggestedFilename()).toBe('products_errors.xlsx');

    // A shopper (no session) sees the new products first in the shop and opens one.
    const shopper = await browser.newPage({ viewport: page.viewportSize()! });
    await shopper.goto(`${shop.url}/shop/products`);
    const card = shopper.getByRole('link', { name: new RegExp(`일괄 등록 수전 ${run} \\d+호`) }).first();
    await expect(card).toBeVisible();
    const name = (await card.textContent())!.match(new RegExp(`일괄 등록 수전 ${run} \\d+호`))![0];
    await card.click();
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await shopper.close();
  },
);
