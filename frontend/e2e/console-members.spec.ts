import { expect, test } from '@playwright/test';
import { ROOT, definition, newMember, signInAtLogin } from './helpers';

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
  await expect(typeDialog.getByRole('alert')).toHaveText('사업자등록번호 10자리를 입력해주세요');
  await typeDialog.getByRole('textbox', { name: '사업자등록번호' }).fill('123-45-67890');
  await typeDialog.getByRole('button', { name: '변경' }).click();
  await expect(typeDialog).toBeHidden();
  await expect(definition(kind, '회원유형')).toHaveText('기업회원');
  await expect(definition(kind, '사업자번호')).toHaveText('123-45-67890');

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
