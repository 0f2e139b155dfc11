import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { OrderResponse, PromoterBonusListResponse } from '@shop/contracts';
import { confirmDeposit, expectOrderStatus, fillOrderForm, productSummary, productWithoutOptions } from './card-order';
import {
  becomePromoter,
  definition,
  newCertifiedPerson,
  newMember,
  otherPage,
  signInAtLogin,
  signInToConsole,
  tokenOf,
  verifyInPopup,
  waitForHydration,
} from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? testInfo.outputDir}/${testInfo.project.name}-${name}.png`, fullPage: true });

/** A 12-digit account number of this test alone (not ending in 0000 or 9999, which the simulated bank refuses). */
const accountOf = (testInfo: TestInfo) => `4444${String(Date.now() % 1e6).padStart(6, '0')}${testInfo.project.name === 'desktop' ? '12' : '34'}`;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/**
 * Issue 12's promoter flow after approval (applying and approval are walked in promoters.spec.ts;
 * here the API helper makes the promoter): a promotee who joined with the promoter's code puts a
 * product in the cart and orders it by 무통장입금, staff confirm the deposit, prepare it and ship it
 * with an invoice in the console's purchase views and mark it delivered, the promotee confirms it
 * (구매확정) on /mypage, the promoter sees the 3% sales bonus, verifies an account with the 1원 code
 * read at the bank simulator, and withdraws it in the four steps of spec §4; finance then sees the
 * bonus and the withdrawal in this month's settlement and exports it — at 1440 and 390 wide.
 */
test(
  'a promotee buys by bank transfer, staff deliver, the promotee confirms, and the promoter withdraws the sales bonus that finance finds in the month’s settlement',
  { tag: ['@engines', '@mobile'] },
  async ({ page, context, browser }, testInfo) => {
    test.setTimeout(150_000);
    const person = newCertifiedPerson();
    const promoter = { ...newMember(testInfo, person.name) };
    expect((await page.request.post('/api/v1/users', { data: { ...promoter, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
    const code = await becomePromoter(page.request, promoter, person);
    const promotee = { ...newMember(testInfo, '박지민'), username: `pw${Date.now().toString(36)}${testInfo.project.name.length}`.slice(0, 20) };
    expect(
      (await page.request.post('/api/v1/users', { data: { ...promotee, type: 'PERSON', _terms: ['service', 'privacy'], promoterCode: code } })).status(),
    ).toBe(201);
    // A product whose 3% bonus passes the 10,000원 withdrawal minimum.
    const product = await productWithoutOptions(page, 400_000);
    const buyer = await otherPage(browser, page);
    const staff = await otherPage(browser, page);

    let orderNumber = '';
    let total = '';
    await test.step('the promotee puts the product in the cart and orders it by 무통장입금', async () => {
      await signInAtLogin(buyer, promotee.username, promotee.password);
      await buyer.goto(`/shop/products/${product.code}`);
      await waitForHydration(buyer);
      await productSummary(buyer).getByRole('button', { name: '장바구니 담기' }).click();
      const added = buyer.getByRole('dialog', { name: '장바구니' });
      await expect(added).toContainText('상품을 장바구니에 담았습니다.');
      await added.getByRole('button', { name: '장바구니로 이동' }).click();
      await expect(buyer).toHaveURL(/\/mypage\/cart$/);
      const line = buyer.getByRole('listitem').filter({ has: buyer.getByRole('link', { name: product.name }) });
      await expect(line.getByRole('checkbox', { name: `${product.name} 선택` })).toBeChecked();
      await buyer.getByRole('button', { name: /주문하기/ }).click();
      await fillOrderForm(buyer, promotee);
      await expect(buyer.getByRole('region', { name: /주문 상품/ })).toContainText(product.name);
      const payment = buyer.getByRole('region', { name: '결제수단' });
      await payment.getByRole('radio', { name: '무통장입금' }).check();
      const summary = buyer.getByRole('complementary', { name: '결제 정보' });
      await summary.getByRole('checkbox', { name: '주문 내용을 확인하였으며 결제에 동의합니다' }).check();
      await summary.getByRole('button', { name: /주문하기$/ }).click();
      await expect(buyer.getByRole('heading', { level: 1, name: '주문이 접수되었습니다' })).toBeVisible();
      const pay = buyer.getByRole('region', { name: '결제 안내' });
      await expect(definition(pay, '결제수단')).toHaveText('무통장입금');
      orderNumber = (await definition(pay, '주문번호').innerText()).trim();
      total = (await definition(pay, '입금하실 금액').innerText()).trim();
      expect(orderNumber).not.toBe('');
      expect(total).toMatch(/^[\d,]+원$/);
    });

    const invoice = `5123${String(Date.now() % 1e8).padStart(8, '0')}`;
    await test.step('staff confirm the deposit, prepare the order, ship it with an invoice and mark it delivered', async () => {
      await signInToConsole(staff);
      await confirmDeposit(staff, orderNumber);
      // Each bulk move asks first and reports per row.
      const move = async (list: string, label: string) => {
        await staff.getByRole('region', { name: list }).getByRole('row').filter({ hasText: orderNumber }).getByRole('checkbox').check();
        await staff.getByRole('button', { name: label, exact: true }).click();
        await staff.getByRole('dialog', { name: label }).getByRole('button', { name: '변경' }).click();
        const report = staff.getByRole('dialog', { name: label });
        await expect(report.getByRole('status')).toHaveText('1건 처리');
        await report.getByRole('button', { name: '확인' }).click();
      };
      await staff.goto(`/console/purchases/payment?searchValue=${orderNumber}`);
      await expect(staff.getByRole('region', { name: '결제완료 목록' }).getByRole('row').filter({ hasText: orderNumber })).toContainText(promotee.username);
      await move('결제완료 목록', '배송준비중 처리');
      await staff.goto(`/console/purchases/delivery?searchValue=${orderNumber}`);
      const list = staff.getByRole('region', { name: '배송관리 목록' });
      const row = list.getByRole('row').filter({ hasText: orderNumber });
      await expect(row).toContainText('배송준비중');
      await row.getByRole('checkbox').check();
      await staff.getByRole('button', { name: '송장 입력', exact: true }).click();
      const dialog = staff.getByRole('dialog', { name: '송장 입력' });
      await dialog.getByRole('combobox', { name: '택배사' }).selectOption({ label: '한진택배' });
      await dialog.getByRole('textbox', { name: /송장번호/ }).fill(invoice);
      await dialog.getByRole('button', { name: '1건 송장 등록' }).click();
      await expect(dialog.getByRole('status')).toContainText('1건 처리');
      await dialog.getByRole('button', { name: '확인' }).click();
      await expect(row).toContainText('배송중');
      await expect(row).toContainText('한진택배');
      await shot(staff, testInfo, 'console-shipped');
      await move('배송관리 목록', '배송완료 처리');
      // Delivered, it leaves 배송관리.
      await expect(row).toHaveCount(0);
    });

    let bonus = 0;
    await test.step('the promotee sees it delivered and confirms the purchase (구매확정) on /mypage', async () => {
      await buyer.goto('/mypage/orders');
      await expectOrderStatus(buyer, orderNumber, '배송완료', total);
      await buyer.getByRole('link', { name: `주문번호 ${orderNumber} 상세보기` }).click();
      await expect(buyer.getByRole('heading', { level: 1, name: '주문 상세' })).toBeVisible();
      const line = buyer.getByTestId('order-line').first();
      await expect(line).toContainText('배송완료');
      await expect(line).toContainText(`한진택배 ${invoice}`);
      await line.getByRole('button', { name: '구매확정' }).click();
      const confirm = buyer.getByRole('dialog', { name: '구매확정' });
      await expect(confirm).toContainText('구매확정 후에는 반품·교환을 신청할 수 없습니다');
      await confirm.getByRole('button', { name: '구매확정' }).click();
      await expect(confirm).toBeHidden();
      await expect(line).toContainText('구매확정');
      await expect(line.getByRole('button')).toHaveCount(0);
      await shot(buyer, testInfo, 'promotee-confirmed');
      // The bonus is 3% of the line's price (spec §9 sales bonus).
      const orderId = buyer.url().split('/').pop()!;
      const auth = await tokenOf(page.request, promotee.username, promotee.password);
      const { order } = (await (await page.request.get(`/api/v1/me/orders/${orderId}`, { headers: { Authorization: auth } })).json()) as OrderResponse;
      expect(order.orderNumber).toBe(orderNumber);
      bonus = Math.floor((order.lines[0]!.totalPrice * 3) / 100);
      await buyer.context().close();
    });

    const auth = await tokenOf(page.request, promoter.username, promoter.password);
    // Credited by a bus consumer: on Kafka it may take a few seconds.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/v1/promoter/bonuses', { headers: { Authorization: auth } })).json()) as PromoterBonusListResponse).balance,
        {
          timeout: 20_000,
        },
      )
      .toBe(bonus);

    await signInAtLogin(page, promoter.username, promoter.password);
    await page.goto('/promoter/bonuses');
    await expect(page.getByRole('group', { name: '출금 가능 보너스' })).toContainText(won(bonus));
    await expect(page.getByRole('list', { name: '보너스 내역' })).toContainText('판매 보너스');
    // Without a verified account, step 2 sends the promoter to 1원 인증.
    await page.goto('/promoter/bonuses-withdraw');
    await expect(page.getByRole('heading', { level: 1, name: '보너스 출금' })).toBeVisible();
    const steps = page.getByRole('list', { name: '보너스 출금 단계' });
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/금액 확인/);
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByRole('alert')).toHaveText('인증된 출금 계좌가 없습니다. 계좌 인증을 먼저 진행해주세요.');
    await page.getByRole('link', { name: '계좌 인증하기' }).click();

    // 1원 인증 with the code read at the bank simulator.
    const input = page.getByRole('form', { name: '계좌 입력' });
    await input.getByRole('combobox', { name: '은행' }).selectOption({ label: '카카오뱅크' });
    const accountNumber = accountOf(testInfo);
    await input.getByRole('textbox', { name: '계좌번호' }).fill(accountNumber);
    await input.getByRole('button', { name: '1원 보내기' }).click();
    const verify = page.getByRole('form', { name: '1원 확인' });
    await expect(verify).toBeVisible();
    const bank = await context.newPage();
    await bank.goto(`/bank-sim?accountNumber=${accountNumber}`);
    const printContent = (await bank.getByTestId('print-content').first().textContent()) ?? '';
    await verify.getByRole('textbox', { name: '인증번호' }).fill(printContent.slice(2));
    await verify.getByRole('button', { name: '인증하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '계좌 인증이 완료되었습니다' })).toBeVisible();

    // Step 1: the whole balance by default; too much is refused; the withholding and fee are shown.
    await page.getByRole('link', { name: '보너스 출금' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '보너스 출금' })).toBeVisible();
    const amount = page.getByRole('textbox', { name: '출금 신청 금액 (원)' });
    await expect(amount).toHaveValue(String(bonus));
    await amount.fill(String(bonus + 1));
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByText(`출금 가능한 보너스(${won(bonus)})를 넘을 수 없습니다`)).toBeVisible();
    await page.getByRole('button', { name: '전액' }).click();
    // 3% income tax and a tenth of it as local tax, each rounded down to 10원; none under 1,000원 of income tax (소액부징수).
    const tax = Math.floor((bonus * 3) / 100 / 10) * 10;
    const incomeTax = tax < 1_000 ? 0 : tax;
    const localTax = Math.floor(incomeTax / 10 / 10) * 10;
    const net = bonus - incomeTax - localTax - 500;
    await expect(page.getByText(/출금 가능한 보너스\(/)).toBeHidden();
    const breakdown = page.getByLabel('지급 내역');
    await expect(breakdown.getByRole('definition').last()).toHaveText(won(net));
    await expect(breakdown).toContainText(incomeTax > 0 ? `사업소득세 (3%)−${won(incomeTax)}` : '사업소득세 (3%)0원');
    await expect(breakdown).toContainText('이체 수수료−500원');
    await shot(page, testInfo, 'withdraw-amount');
    // The page fits the screen: nothing but the tables' own scroll areas is wider than the window (390 px on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: '다음' }).click();

    // Step 2: the verified account, masked.
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/계좌 확인/);
    await expect(page.getByText('카카오뱅크 · 예금주')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(accountNumber);
    await page.getByRole('button', { name: '이 계좌로 받기' }).click();

    // Step 3: the promoter's own 본인인증, then the request.
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/본인 인증/);
    await verifyInPopup(page, person);
    await expect(page.getByText('본인인증 완료')).toBeVisible();
    await shot(page, testInfo, 'withdraw-identity');
    await page.getByRole('button', { name: `${won(net)} 출금 신청` }).click();

    // Step 4: the deposit result, and the money at the bank.
    await expect(page.getByRole('status').filter({ hasText: '입금이 완료되었습니다' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(won(net));
    await expect(page.getByText('남은 보너스 0원')).toBeVisible();
    await shot(page, testInfo, 'withdraw-result');
    await bank.reload();
    await expect(bank.getByText('세라보너스')).toBeVisible();
    await bank.close();

    await page.getByRole('link', { name: '출금 내역 보기' }).click();
    await expect(page).toHaveURL(/\/promoter\/bonuses__withdrawal$/);
    await expect(page.getByRole('list', { name: '보너스 내역' })).toContainText(`−${won(bonus)}`);

    // Finance: this month's settlement of the promoter shows the bonus and the payout, and exports.
    const finance = staff;
    const month = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
    await finance.goto(`/console/user-settlements?month=${month}&searchValue=${promoter.username}`);
    const row = finance.getByRole('row').filter({ hasText: promoter.username });
    await expect(row).toContainText(won(bonus), { timeout: 20_000 });
    await expect(row).toContainText(won(net));
    await shot(finance, testInfo, 'settlements-month');
    const [download] = await Promise.all([finance.waitForEvent('download'), finance.getByRole('button', { name: '정산 엑셀 다운로드' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^settlements_\d{8}_\d{6}\.xlsx$/);
    await row.getByRole('link').first().click();
    await expect(finance.getByRole('cell', { name: '출금', exact: true })).toBeVisible();
    // Staff's 출금 내역 shows the transfer as paid, under the bank's transaction id.
    await finance.goto('/console/user-bonuses?view=withdrawals&status=PAID');
    const payout = finance.getByRole('row').filter({ hasText: promoter.username });
    await expect(payout).toContainText('지급 완료');
    await expect(payout).toContainText(won(net));
    await expect(payout).toContainText(/M202600001U[0-9A-F]{9}/);
    await shot(finance, testInfo, 'console-bonus-withdrawals');
    await finance.context().close();
  },
);
