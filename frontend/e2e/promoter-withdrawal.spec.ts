import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { PromoterBonusListResponse } from '@shop/contracts';
import { ROOT, becomePromoter, buyAndConfirm, newCertifiedPerson, newMember, signInAtLogin, tokenOf, verifyInPopup } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? testInfo.outputDir}/${testInfo.project.name}-${name}.png`, fullPage: true });

/** A 12-digit account number of this test alone (not ending in 0000 or 9999, which the simulated bank refuses). */
const accountOf = (testInfo: TestInfo) => `4444${String(Date.now() % 1e6).padStart(6, '0')}${testInfo.project.name === 'desktop' ? '12' : '34'}`;

/**
 * Issue 12's promoter flow: a promotee joins with the promoter's code and buys, staff deliver, the
 * promotee confirms (구매확정), the promoter sees the 3% sales bonus, verifies an account with the
 * 1원 code read at the bank simulator, and withdraws it in the four steps of spec §4; finance then
 * sees the bonus and the withdrawal in this month's settlement and exports it — at 1440 and 390 wide.
 */
test(
  'a promoter withdraws the sales bonus of a promotee’s purchase to the 1원-verified account, and finance finds it in the month’s settlement',
  { tag: ['@engines', '@mobile'] },
  async ({ page, context, browser }, testInfo) => {
    test.setTimeout(120_000);
    const person = newCertifiedPerson();
    const promoter = { ...newMember(testInfo, person.name) };
    expect((await page.request.post('/api/v1/users', { data: { ...promoter, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
    const code = await becomePromoter(page.request, promoter, person);
    const promotee = { ...newMember(testInfo, '박지민'), username: `pw${Date.now().toString(36)}${testInfo.project.name.length}`.slice(0, 20) };
    expect(
      (await page.request.post('/api/v1/users', { data: { ...promotee, type: 'PERSON', _terms: ['service', 'privacy'], promoterCode: code } })).status(),
    ).toBe(201);
    const line = await buyAndConfirm(page.request, await tokenOf(page.request, promotee.username, promotee.password), 400_000);
    const bonus = Math.floor((line.totalPrice * 3) / 100);
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
    const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
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
    const finance = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage();
    await finance.goto('/console');
    await finance.getByRole('textbox', { name: '아이디', exact: true }).fill(ROOT.username);
    await finance.getByRole('textbox', { name: '비밀번호', exact: true }).fill(ROOT.password);
    await finance.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(finance).toHaveURL(/\/console\/dashboard/);
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
