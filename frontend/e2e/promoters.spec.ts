import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ROOT, newCertifiedPerson, newMember, otherPage, signInAtLogin, verifyInPopup, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

const shotOf = (page: Page, testInfo: TestInfo) => (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

/**
 * Becoming a promoter (spec §2 promoter area, §3 Promoter approval request, §4): a member
 * applies with 본인인증 and a resident number, staff approve in the console, a visitor joins with
 * the shared link's code and the promoter sees them among the promotees — at 1440 and 390 wide.
 */
test('a member becomes a promoter and a visitor joins with the code', { tag: ['@engines', '@mobile'] }, async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const shot = shotOf(page, testInfo);
  const promoter = newMember(testInfo, '김서연');
  const joined = await page.request.post('/api/v1/users', { data: { ...promoter, type: 'PERSON', _terms: ['service', 'privacy'] } });
  expect(joined.status()).toBe(201);
  const promoterId = (await joined.json()).user._id as string;

  await test.step('the member applies with 본인인증, the resident number typed hidden', async () => {
    await signInAtLogin(page, promoter.username, promoter.password);
    await page.goto('/promoter');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: '프로모터 신청' })).toBeVisible();
    await verifyInPopup(page, newCertifiedPerson(promoter.name));
    await expect(page.getByRole('status').filter({ hasText: '본인인증 완료' })).toBeVisible();
    await page.getByLabel('은행').selectOption('004');
    await page.getByRole('textbox', { name: '계좌번호' }).fill('11098765432');
    await page.getByRole('checkbox', { name: /프로모터 이용약관/ }).check();
    await page.getByRole('checkbox', { name: /주민등록번호 수집/ }).check();
    await page.getByRole('textbox', { name: '앞자리' }).fill('900101');
    const back = page.getByLabel('뒷자리');
    await expect(back).toHaveAttribute('type', 'password');
    await back.fill('1234567');
    await page.getByRole('button', { name: '프로모터 신청하기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '주민등록번호를 확인해주세요' })).toBeVisible();
    await back.fill('1234568');
    await shot('promoter-apply');
    await page.getByRole('button', { name: '프로모터 신청하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '승인 대기' })).toBeVisible();
    await expect(page.getByText('900101-1******')).toBeVisible();
    await expect(page.getByText('1234568')).toHaveCount(0);
    await shot('promoter-awaiting');
  });

  await test.step('staff approve the request in the console', async () => {
    const staff = await otherPage(browser, page);
    await signInAtLogin(staff, ROOT.username, ROOT.password);
    await staff.goto(`/console/users/${promoterId}?tab=promoter`);
    await expect(staff.getByTestId('promoter-status')).toHaveText('승인 대기');
    await expect(staff.getByText('900101-1******')).toBeVisible();
    await staff.getByRole('button', { name: '승인', exact: true }).click();
    await staff.getByRole('dialog').getByRole('button', { name: '승인', exact: true }).click();
    await expect(staff.getByTestId('promoter-status')).toHaveText('승인');
    await staff.screenshot({ path: testInfo.outputPath('console-approved.png'), fullPage: true });
    await staff.goto('/console/users');
    await staff.getByRole('combobox', { name: '프로모터' }).selectOption('APPROVED');
    await expect(staff).toHaveURL(/promoterStatus=APPROVED/);
    await expect(staff.getByRole('link', { name: promoter.username })).toBeVisible();
    await staff.context().close();
  });

  let code = '';
  await test.step('the promoter sees the code and its share link', async () => {
    await page.reload();
    await waitForHydration(page);
    code = (await page.getByTestId('promoter-code').innerText()).trim();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    await expect(page.getByText(`/join?promoterCode=${code}`)).toBeVisible();
    await shot('promoter-approved');
  });

  const visitor = newMember(testInfo, '이하늘');
  await test.step('a visitor joins through the share link', async () => {
    const other = await otherPage(browser, page);
    await other.goto(`/join?promoterCode=${code}`);
    await waitForHydration(other);
    await expect(other.getByRole('checkbox', { name: '추천인 있음' })).toBeChecked();
    await expect(other.getByRole('textbox', { name: '추천인코드' })).toHaveValue(code);
    await other.getByRole('textbox', { name: '아이디', exact: true }).fill(visitor.username);
    await other.getByRole('textbox', { name: '비밀번호', exact: true }).fill(visitor.password);
    await other.getByRole('textbox', { name: '비밀번호 확인', exact: true }).fill(visitor.password);
    await other.getByRole('textbox', { name: '이름', exact: true }).fill(visitor.name);
    await other.getByRole('textbox', { name: '이메일', exact: true }).fill(visitor.email);
    await other.getByRole('textbox', { name: '휴대폰 번호', exact: true }).fill(visitor.phone);
    await other.getByRole('checkbox', { name: '전체 동의합니다' }).check();
    await other.getByRole('textbox', { name: '추천인코드' }).fill('');
    await other.getByRole('button', { name: '가입하기' }).click();
    await expect(other.getByText('추천인코드를 입력해주세요')).toBeVisible();
    await other.getByRole('textbox', { name: '추천인코드' }).fill(code.toLowerCase());
    await other.getByRole('button', { name: '가입하기' }).click();
    await expect(other.getByRole('heading', { name: '회원가입이 완료되었습니다' })).toBeVisible();
    await other.context().close();
  });

  await test.step('the promoter sees the new member among the promotees, name masked', async () => {
    await page.getByRole('link', { name: '추천회원', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '추천회원' })).toBeVisible();
    await expect(page.getByText('총 1명')).toBeVisible();
    await expect(page.getByRole('list', { name: '추천회원 목록' })).toContainText('이*늘');
    await expect(page.getByText(visitor.name)).toHaveCount(0);
    await shot('promotees');
  });
});
