import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { becomePromoter, newMember, signInAtLogin } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** Where the pages' screenshots go (to be looked at), by project. */
const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? testInfo.outputDir}/${testInfo.project.name}-${name}.png`, fullPage: true });

/** A 13-digit account number of this test alone (not ending in 0000, which the simulated bank refuses). */
const accountOf = (testInfo: TestInfo) => `3333${String(Date.now() % 1e7).padStart(7, '0')}${testInfo.project.name === 'desktop' ? '12' : '34'}`;

/** Content-Security-Policy refusals Chromium reports on `page`'s console. */
const cspRefusals = (page: Page, into: string[]) =>
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) into.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });

test('a promoter verifies a bank account with the code of the 1원 deposit read at the bank simulator', async ({ page, context }, testInfo) => {
  const refusals: string[] = [];
  cspRefusals(page, refusals);
  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await becomePromoter(page.request, member);
  await signInAtLogin(page, member.username, member.password);
  await page.goto('/promoter/bank');
  await expect(page.getByRole('heading', { level: 1, name: '출금 계좌 인증' })).toBeVisible();
  const steps = page.getByRole('list', { name: '계좌 인증 단계' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/계좌 입력/);

  // INPUT: the form checks before sending; an account the bank does not know is refused.
  const input = page.getByRole('form', { name: '계좌 입력' });
  await expect(input.getByRole('textbox', { name: '예금주' })).toHaveValue(member.name);
  await input.getByRole('button', { name: '1원 보내기' }).click();
  await expect(input.getByRole('alert').filter({ hasText: '은행을 선택해주세요' })).toBeVisible();
  await input.getByRole('combobox', { name: '은행' }).selectOption({ label: '카카오뱅크' });
  await input.getByRole('textbox', { name: '계좌번호' }).fill('3333-01-234-0000');
  await input.getByRole('button', { name: '1원 보내기' }).click();
  await expect(input.getByRole('alert').filter({ hasText: '입금할 수 없는 계좌입니다' })).toBeVisible();
  const accountNumber = accountOf(testInfo);
  await input.getByRole('textbox', { name: '계좌번호' }).fill(accountNumber);
  await shot(page, testInfo, 'promoter-bank-input');
  await input.getByRole('button', { name: '1원 보내기' }).click();

  // VERIFY: where to look, attempts and time left.
  const verify = page.getByRole('form', { name: '1원 확인' });
  await expect(verify.getByText('이 계좌로')).toContainText('1원');
  await expect(verify).toContainText('카카오뱅크');
  await expect(verify).toContainText('333-****');
  await expect(verify).not.toContainText(accountNumber);
  await expect(verify.getByText(/남은 입력 횟수 5회/)).toBeVisible();
  await expect(verify.getByText(/남은 시간 [45]:\d\d/)).toBeVisible();

  // The tester reads the sender name at the bank simulator, as the member would in the bank app.
  const bank = await context.newPage();
  cspRefusals(bank, refusals);
  await bank.goto(`/bank-sim?accountNumber=${accountNumber}`);
  const printContent = (await bank.getByTestId('print-content').first().textContent()) ?? '';
  expect(printContent).toMatch(/^세라\d{4}$/);
  await bank.close();
  const code = printContent.slice(2);

  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await verify.getByRole('textbox', { name: '인증번호' }).fill(wrong);
  await verify.getByRole('button', { name: '인증하기' }).click();
  await expect(verify.getByRole('alert')).toHaveText('인증번호가 일치하지 않습니다. 4회 더 입력하실 수 있습니다');
  await expect(verify.getByText(/남은 입력 횟수 4회/)).toBeVisible();
  await shot(page, testInfo, 'promoter-bank-verify');

  await verify.getByRole('textbox', { name: '인증번호' }).fill(code);
  await verify.getByRole('button', { name: '인증하기' }).click();

  // SUCCESS: the account, masked, kept after a reload.
  await expect(page.getByRole('status').filter({ hasText: '계좌 인증이 완료되었습니다' })).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/인증 완료/);
  await page.reload();
  await expect(page.getByText('333-****', { exact: false })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(accountNumber);
  await expect(page.getByRole('button', { name: '다른 계좌 인증하기' })).toBeVisible();
  await shot(page, testInfo, 'promoter-bank-success');

  // Another account starts over at INPUT; once its 1원 is sent the page is at VERIFY again.
  await page.getByRole('button', { name: '다른 계좌 인증하기' }).click();
  await input.getByRole('combobox', { name: '은행' }).selectOption({ label: '토스뱅크' });
  await input.getByRole('textbox', { name: '계좌번호' }).fill(`1000${accountNumber.slice(4)}`);
  await input.getByRole('button', { name: '1원 보내기' }).click();
  await expect(verify).toContainText('토스뱅크');
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/1원 확인/);
  expect(refusals).toEqual([]);
});
