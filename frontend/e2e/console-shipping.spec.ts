import { expect, test } from '@playwright/test';
import { ROOT, signInAtLogin } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/**
 * Console shipping (spec §7 shop/shippings, shop/islands): staff add a price-range shipping
 * rule and a row of the islands table, and see each listed (the rule with its ranges, the row
 * with its kind and in the history).
 */
test('staff add a price-range shipping rule and an island row and see them listed', async ({ page }, testInfo) => {
  const mobile = testInfo.project.name !== 'desktop';
  const tag = mobile ? '모바일' : '데스크톱';
  await signInAtLogin(page, ROOT.username, ROOT.password);

  // A rule: parcel delivery, 2,500원 below 70,000원, free from there, island surcharges on.
  await page.goto('/console/shop/shippings');
  await expect(page.getByRole('heading', { level: 1, name: /배송비 정책/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '기본 배송비' })).toBeVisible();
  await page.getByRole('button', { name: '배송비 정책 등록' }).click();
  const form = page.getByRole('dialog', { name: '배송비 정책 등록' });
  await form.getByRole('textbox', { name: '정책명' }).fill(`세면대 구간 배송비 ${tag}`);
  await form.getByRole('combobox', { name: '대상 유형' }).selectOption('category');
  await form
    .getByRole('group', { name: '카테고리' })
    .getByRole('checkbox', { name: /세면대/ })
    .check();
  await form.getByRole('combobox', { name: '배송 방법' }).selectOption('parcel');
  await form.getByRole('combobox', { name: '배송비 유형' }).selectOption('pricesRange');
  const ranges = form.getByRole('table', { name: '옵션 1 금액 구간' });
  await ranges.getByRole('textbox', { name: '1번째 구간 배송비' }).fill('2500');
  await ranges.getByRole('textbox', { name: '2번째 구간 주문 금액 (원 이상)' }).fill('70000');
  await page.screenshot({ path: testInfo.outputPath('console-shipping-form.png'), fullPage: true });
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form).toBeHidden();
  const rule = page.getByRole('row').filter({ hasText: `세면대 구간 배송비 ${tag}` });
  await expect(rule).toContainText('카테고리별');
  await expect(rule).toContainText('0원~ 2,500원 / 70,000원~ 0원');
  await expect(rule).toContainText('도서 5,000원/제주 3,000원');
  await page.screenshot({ path: testInfo.outputPath('console-shippings.png'), fullPage: true });

  // An island row: a bridge-connected island, exempt.
  await page.goto('/console/shop/islands');
  await expect(page.getByRole('row').filter({ hasText: '63000' })).toContainText('제주');
  await page.getByRole('button', { name: '구간 추가' }).click();
  const from = mobile ? '99011' : '99001';
  await page.getByRole('textbox', { name: '새 구간 지역명' }).fill(`시험 연륙도 ${tag}`);
  await page.getByRole('textbox', { name: '새 구간 시작 우편번호' }).fill(from);
  await page.getByRole('textbox', { name: '새 구간 끝 우편번호' }).fill(String(Number(from) + 1));
  await page.getByRole('combobox', { name: '새 구간 구분' }).selectOption('exempt');
  await page.getByRole('textbox', { name: '새 구간 비고' }).fill('연륙교 개통');
  await page.getByRole('button', { name: '저장' }).click();
  const row = page
    .getByRole('region', { name: '도서산간 우편번호 구간' })
    .getByRole('row')
    .filter({ hasText: `시험 연륙도 ${tag}` });
  await expect(row).toContainText(from);
  await expect(row).toContainText('연륙도서(면제)');
  await expect(page.getByRole('region', { name: '변경 이력' })).toContainText(`추가시험 연륙도 ${tag} ${from}`);
  await page.screenshot({ path: testInfo.outputPath('console-islands.png'), fullPage: true });
});

/**
 * A "by products" rule (spec §9 shipping target types): staff find the product by searching its
 * code, add it, save, and find it again by name when they open the rule to edit it.
 */
test('staff create a rule for one product chosen by search and see it by name when editing', async ({ page }, testInfo) => {
  const tag = testInfo.project.name !== 'desktop' ? '모바일' : '데스크톱';
  const productName = '안타오 원형 탁상용 세면대 400, 화이트 알파인';
  await signInAtLogin(page, ROOT.username, ROOT.password);
  await page.goto('/console/shop/shippings');
  await page.getByRole('button', { name: '배송비 정책 등록' }).click();
  const form = page.getByRole('dialog', { name: '배송비 정책 등록' });
  await form.getByRole('textbox', { name: '정책명' }).fill(`세면대 한 상품 배송비 ${tag}`);
  await form.getByRole('combobox', { name: '대상 유형' }).selectOption('products');
  await expect(form.getByRole('group', { name: '선택한 상품' })).toContainText('선택한 상품 0개');
  const search = form.getByRole('combobox', { name: '상품 검색' });
  await search.fill('at-vb-400-wa');
  const results = form.getByRole('listbox', { name: '상품 검색 결과' });
  await expect(results).toContainText(productName);
  await expect(results).toContainText('at-vb-400-wa');
  await results.getByRole('option', { name: productName, exact: true }).click();
  const chosen = form.getByRole('group', { name: '선택한 상품' });
  await expect(chosen).toContainText('선택한 상품 1개');
  await expect(form.getByRole('list', { name: '선택한 상품' })).toContainText(productName);
  // Reopened with ↓, the search no longer offers the picked product; Escape closes the results, not the dialog.
  await search.press('ArrowDown');
  await expect(form.getByRole('status').filter({ hasText: /검색된 상품은 모두 선택되었습니다|개 중/ })).toHaveCount(1);
  await expect(form.getByRole('option', { name: productName, exact: true })).toHaveCount(0);
  await search.press('Escape');
  await expect(results).toBeHidden();
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: '배송 방법' }).selectOption('parcel');
  await form.getByRole('combobox', { name: '배송비 유형' }).selectOption('fixed');
  await form.getByRole('textbox', { name: '배송비 (원)' }).fill('4000');
  await page.screenshot({ path: testInfo.outputPath('console-shipping-products.png'), fullPage: true });
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form).toBeHidden();
  const rule = page.getByRole('row').filter({ hasText: `세면대 한 상품 배송비 ${tag}` });
  await expect(rule).toContainText('상품별');

  await rule.getByRole('button', { name: `세면대 한 상품 배송비 ${tag} 수정` }).click();
  const edit = page.getByRole('dialog', { name: '배송비 정책 수정' });
  const stored = edit.getByRole('group', { name: '선택한 상품' });
  await expect(stored).toContainText('선택한 상품 1개');
  await expect(stored).toContainText(productName);
  await page.screenshot({ path: testInfo.outputPath('console-shipping-products-edit.png'), fullPage: true });
});
