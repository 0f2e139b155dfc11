import { expect, test } from '@playwright/test';
import { placeCardOrder, payInWindow } from './card-order';
import { definition } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

test('a card order paid in NICE Pay’s window ends as 결제완료 with the card and its slip', { tag: ['@mobile', '@engines'] }, async ({ page }, testInfo) => {
  await placeCardOrder(page, testInfo);
  await payInWindow(page);
  await expect(page).toHaveURL(/\/plugins\/nice\/pay\/result\?/);
  await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeVisible();
  const pay = page.getByRole('region', { name: '결제 안내' });
  await expect(definition(pay, '결제수단')).toHaveText('신용카드');
  await expect(definition(pay, '결제 카드')).toContainText('******');
  await expect(definition(pay, '승인번호')).toHaveText(/^\d{8}$/);
  await expect(pay.getByRole('link', { name: '매출전표 보기' })).toHaveAttribute('href', /\/nicepay-sim\/v1\/receipt\//);

  await page.goto('/mypage/orders');
  await expect(page.getByRole('main')).toContainText('결제완료');
});

test('a declined card leaves the order unpaid with the card company’s message, and paying again succeeds', { tag: '@engines' }, async ({ page }, testInfo) => {
  await placeCardOrder(page, testInfo);
  await payInWindow(page, '4000-0000-0000-0002');
  await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되지 않았습니다' })).toBeVisible();
  await expect(page.getByRole('alert').first()).toHaveText('카드번호 오류');

  await page.getByRole('button', { name: '다시 결제하기' }).click();
  await payInWindow(page);
  await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeVisible();
});
