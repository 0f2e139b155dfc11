import { expect, test } from '@playwright/test';
import type { MeInfoResponse } from '@shop/contracts';
import { ROOT, definition, newMember, signInAtLogin, tokenOf, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/**
 * Members in the console (issue 11; spec §2 console users and users/{_user}): staff find a new
 * member by searching, download the list, correct the e-mail, make the member a company with
 * its business number, and read the change with its author in the member's history.
 */
test('staff find a member, correct the e-mail, change the type and see who did it', async ({ page }, testInfo) => {
  const member = newMember(testInfo, '한지우');
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);

  await signInAtLogin(page, ROOT.username, ROOT.password);
  await page.goto('/console/users');
  await expect(page.getByRole('heading', { level: 1, name: /회원/ })).toBeVisible();
  await page.getByRole('searchbox', { name: '회원 검색어' }).fill(member.username);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${member.username}`));
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText('한지우');
  await expect(row).toContainText('개인회원');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('console-users.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  expect((await download).suggestedFilename()).toMatch(/^users_\d{8}_\d{6}\.xlsx$/);

  // Only companies: the person is not among them.
  await page.getByRole('combobox', { name: '회원유형' }).selectOption('COMPANY');
  await expect(page.getByText('검색 결과가 없습니다')).toBeVisible();
  await page.getByRole('combobox', { name: '회원유형' }).selectOption('');
  await page.getByRole('link', { name: member.username }).click();

  await expect(page.getByRole('heading', { level: 1, name: `한지우 (${member.username})` })).toBeVisible();
  const profile = page.getByRole('region', { name: '회원 정보' });
  await profile.getByRole('button', { name: '정보 수정' }).click();
  const infoDialog = page.getByRole('dialog', { name: '회원 정보 수정' });
  await infoDialog.getByRole('textbox', { name: '이메일' }).fill('wrong');
  await infoDialog.getByRole('button', { name: '저장' }).click();
  await expect(infoDialog.getByText('이메일을 입력해주세요')).toBeVisible();
  await infoDialog.getByRole('textbox', { name: '이메일' }).fill(`new.${member.email}`);
  await infoDialog.getByRole('button', { name: '저장' }).click();
  await expect(infoDialog).toBeHidden();
  await expect(definition(profile, '이메일')).toHaveText(`new.${member.email}`);

  const kind = page.getByRole('region', { name: '유형 · 등급' });
  await kind.getByRole('button', { name: '유형 변경' }).click();
  const typeDialog = page.getByRole('dialog', { name: '회원 유형 변경' });
  await expect(typeDialog).toContainText('개인회원에서 기업회원으로 변경합니다');
  await typeDialog.getByRole('textbox', { name: '사업자등록번호' }).fill('123-45');
  await typeDialog.getByRole('button', { name: '변경' }).click();
  await expect(typeDialog.getByRole('alert')).toHaveText('올바른 사업자등록번호 10자리를 입력해주세요');
  await typeDialog.getByRole('textbox', { name: '사업자등록번호' }).fill('123-45-67891');
  await typeDialog.getByRole('button', { name: '변경' }).click();
  await expect(typeDialog).toBeHidden();
  await expect(definition(kind, '회원유형')).toHaveText('기업회원');
  await expect(definition(kind, '사업자번호')).toHaveText('123-45-67891');

  await page.getByRole('tab', { name: '변경 이력' }).click();
  const history = page.getByRole('tabpanel');
  await expect(history.getByRole('row').nth(1)).toContainText('개인회원 → 기업회원');
  await expect(history.getByRole('row').nth(1)).toContainText('최고관리자 (root)');
  await expect(history.getByRole('row').nth(2)).toContainText('이메일 변경');
  await expect(history.getByRole('row').last()).toContainText('개인회원 가입');
  await page.screenshot({ path: testInfo.outputPath('console-user.png'), fullPage: true });

  await page.getByRole('tab', { name: '주문' }).click();
  await expect(page.getByText('주문 내역이 없습니다')).toBeVisible();
});

/**
 * A company joins (issue 11 sign-up, 기업회원): the business number's check digit is checked, the
 * 사업자등록증 is uploaded from the join form, and staff open it from the member's console page.
 */
test('a company joins with its 사업자등록증 and staff open it from the member page', async ({ page, context }, testInfo) => {
  const member = newMember(testInfo, '윤세라');
  await page.goto('/join');
  await waitForHydration(page);
  await page.getByRole('radio', { name: '기업회원' }).check();
  const number = page.getByRole('textbox', { name: '사업자등록번호' });
  await number.fill('1234567890');
  await number.blur();
  await expect(page.getByText('올바른 사업자등록번호 10자리를 입력해주세요')).toBeVisible();
  await number.fill('1234567891');
  await expect(number).toHaveValue('123-45-67891');

  await page.getByRole('textbox', { name: '아이디', exact: true }).fill(member.username);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(member.password);
  await page.getByRole('textbox', { name: '비밀번호 확인', exact: true }).fill(member.password);
  await page.getByRole('textbox', { name: '담당자명', exact: true }).fill(member.name);
  await page.getByRole('textbox', { name: '이메일', exact: true }).fill(member.email);
  await page.getByRole('textbox', { name: '휴대폰 번호', exact: true }).fill(member.phone);
  await page.getByRole('checkbox', { name: '전체 동의합니다' }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '사업자등록증을 올려주세요' })).toBeVisible();

  const certificate = page.getByLabel('사업자등록증');
  await certificate.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a certificate') });
  await expect(page.getByRole('alert').filter({ hasText: '사업자등록증은 PDF 또는 JPG, PNG, WEBP, HEIC 이미지로 올려주세요' })).toBeVisible();
  await certificate.setInputFiles({
    name: '사업자등록증.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(page.getByText('사업자등록증.pdf')).toBeVisible();
  // The refund account is optional, but one begun must be whole.
  await page.getByRole('textbox', { name: '계좌번호' }).fill('110123456789');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '은행을 선택해주세요' })).toBeVisible();
  await page.getByRole('combobox', { name: '은행' }).selectOption('088');
  await page.getByRole('textbox', { name: '예금주' }).fill('윤세라');
  await page.screenshot({ path: testInfo.outputPath('join-company.png'), fullPage: true });
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '회원가입이 완료되었습니다' })).toBeVisible();
  const auth = await tokenOf(page.request, member.username, member.password);
  const me = (await (await page.request.get('/api/v1/me/info', { headers: { Authorization: auth } })).json()) as MeInfoResponse;
  expect(me.user.bank).toMatchObject({ code: '088', accountHolder: '윤세라', maskedAccountNumber: expect.stringMatching(/\*/) });

  await signInAtLogin(page, ROOT.username, ROOT.password);
  await page.goto(`/console/users?q=${member.username}`);
  await page.getByRole('row').filter({ hasText: member.username }).getByRole('link').first().click();
  await expect(definition(page.getByRole('region', { name: '유형 · 등급' }), '사업자번호')).toHaveText('123-45-67891');
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: '사업자등록증 보기' }).click();
  const tab = await opened;
  await tab.waitForURL(/^blob:/);
});
