import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { confirmDeposit, productWithoutOptions } from './card-order';
import { definition, newMember, signInAtLogin, signInToConsole } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** Where the pages' screenshots go (to be looked at), by project. */
const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? testInfo.outputDir}/${testInfo.project.name}-${name}.png`, fullPage: true });

/** Signs a new member up (API) and in (the login page). */
async function signedInMember(page: Page, testInfo: TestInfo) {
  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await signInAtLogin(page, member.username, member.password);
  return member;
}

/** The operator confirms the deposit of `orderNumber` in the console, in a browser of their own. */
async function confirmDepositInConsole(browser: Browser, testInfo: TestInfo, orderNumber: string): Promise<void> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  const page = await context.newPage();
  await signInToConsole(page);
  await confirmDeposit(page, orderNumber);
  await context.close();
}

test('a member registers a refund account, sees it masked, and deletes it after confirming', async ({ page }, testInfo) => {
  const member = await signedInMember(page, testInfo);
  await page.goto('/mypage/refund-account');
  await expect(page.getByRole('heading', { level: 1, name: '환불계좌 관리' })).toBeVisible();
  await expect(page.getByText('등록된 환불계좌가 없습니다.')).toBeVisible();
  const form = page.getByRole('form', { name: '환불계좌 등록' });
  await expect(form.getByRole('textbox', { name: '예금주' })).toHaveValue(member.name);
  await form.getByRole('textbox', { name: '계좌번호' }).fill('12345');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByRole('alert').filter({ hasText: '은행을 선택해주세요' })).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: '계좌번호를 숫자 10~14자리로 입력해주세요' })).toBeVisible();
  await shot(page, testInfo, 'refund-account-form');

  await form.getByRole('combobox', { name: '은행' }).selectOption({ label: 'KB국민은행' });
  await form.getByRole('textbox', { name: '계좌번호' }).fill('123-456-78-90189');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status')).toHaveText('환불계좌가 저장되었습니다');
  await expect(definition(page.getByRole('main'), '은행')).toHaveText('KB국민은행');
  await expect(definition(page.getByRole('main'), '계좌번호')).toHaveText('123-****-****89');
  await expect(page.getByRole('main')).not.toContainText('90189');
  await shot(page, testInfo, 'refund-account');

  await page.reload();
  await expect(definition(page.getByRole('main'), '계좌번호')).toHaveText('123-****-****89');
  await page.getByRole('button', { name: '삭제' }).click();
  const dialog = page.getByRole('dialog', { name: '환불계좌 삭제' });
  await expect(dialog).toContainText('삭제하시겠습니까?');
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('status')).toHaveText('환불계좌가 삭제되었습니다');
  await expect(page.getByText('등록된 환불계좌가 없습니다.')).toBeVisible();
});

test(
  'a bank order with 현금영수증: 발행대기 until staff confirm the deposit in the console, then 발행완료 in /mypage/receipt',
  { tag: '@engines' },
  async ({ page, browser }, testInfo) => {
    const member = await signedInMember(page, testInfo);
    await page.goto('/mypage/receipt');
    await expect(page.getByRole('heading', { level: 1, name: '영수증 조회' })).toBeVisible();
    await expect(page.getByText('발행된 영수증이 없습니다')).toBeVisible();
    await shot(page, testInfo, 'receipts-empty');

    const product = await productWithoutOptions(page);
    await page.goto(`/shop/products/${product.code}`);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
      .getByRole('button', { name: '바로 구매하기' })
      .click();
    await expect(page).toHaveURL(/\/shop\/order/);
    const sender = page.getByRole('region', { name: '주문자 정보' });
    await sender.getByRole('textbox', { name: '연락처', exact: true }).fill(member.phone);
    await sender.getByRole('textbox', { name: '이메일', exact: true }).fill(member.email);
    await sender.getByRole('textbox', { name: '우편번호', exact: true }).fill('06035');
    await sender.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 학동로 311');
    await sender.getByRole('textbox', { name: '상세주소', exact: true }).fill('세라메종 빌딩 3층');
    await page.getByRole('region', { name: '배송지 정보' }).getByRole('checkbox', { name: '주문자와 동일' }).check();

    const payment = page.getByRole('region', { name: '결제수단' });
    await expect(payment.getByRole('checkbox', { name: '현금영수증 신청' })).toHaveCount(0);
    await payment.getByRole('radio', { name: '무통장입금' }).check();
    await payment.getByRole('checkbox', { name: '현금영수증 신청' }).check();
    await expect(payment.getByRole('radio', { name: '소득공제용' })).toBeChecked();
    await payment.getByRole('radio', { name: '지출증빙용' }).check();
    await payment.getByRole('textbox', { name: '사업자등록번호' }).fill('1234567890');
    await expect(payment.getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('123-45-67890');
    await payment.getByRole('textbox', { name: '사업자등록번호' }).blur();
    await expect(payment.getByText('올바른 사업자등록번호 10자리를 입력해주세요')).toBeVisible();
    await payment.getByRole('radio', { name: '소득공제용' }).check();
    await payment.getByRole('textbox', { name: '휴대폰번호' }).fill('01023456789');
    await expect(payment.getByRole('textbox', { name: '휴대폰번호' })).toHaveValue('010-2345-6789');
    await payment.getByRole('textbox', { name: '휴대폰번호' }).blur();
    await payment.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'order-cash-receipt');
    await payment.screenshot({ path: `${process.env.SHOTS_DIR ?? testInfo.outputDir}/${testInfo.project.name}-payment-section.png` });
    const summary = page.getByRole('complementary', { name: '결제 정보' });
    await summary.getByRole('checkbox', { name: '주문 내용을 확인하였으며 결제에 동의합니다' }).check();
    await summary.getByRole('button', { name: /주문하기$/ }).click();

    await expect(page).toHaveURL(/\/shop\/result\?order=/);
    const orderNumber = (await definition(page.getByRole('region', { name: '결제 안내' }), '주문번호').innerText()).trim();

    await page.goto('/mypage/receipt');
    const card = page.getByRole('article', { name: `현금영수증 ${orderNumber}` });
    await expect(card).toContainText('발행대기');
    await expect(card).toContainText('입금이 확인되면 발행됩니다');
    await expect(definition(card, '발행 번호')).toHaveText('010-****-6789');
    await expect(card.getByRole('link', { name: /현금영수증 보기/ })).toHaveCount(0);

    await confirmDepositInConsole(browser, testInfo, orderNumber);

    await expect(async () => {
      await page.reload();
      await expect(card).toContainText('발행완료', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(definition(card, '발행 용도')).toHaveText('소득공제용');
    await expect(definition(card, '승인번호')).toHaveText(/^\d{9}$/);
    await expect(card.getByRole('link', { name: /현금영수증 보기/ })).toHaveAttribute('href', /\/nicepay-sim\/v1\/receipt\//);
    await expect(page.getByRole('main')).not.toContainText('01023456789');
    await shot(page, testInfo, 'receipts');
  },
);
