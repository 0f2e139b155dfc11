import { expect, test } from '@playwright/test';
import { ROOT, newMember, signInAtLogin, tokenOf, trackDialogs } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/**
 * /mypage/myinfo (issue 11; spec §2, §5 password-modify rules, §7 me/verify and me/info): the
 * member types the password again, corrects the phone, sets a new password, and another
 * device's session ends while this one goes on.
 */
test('a member checks the password, edits the info and a new password ends the other sessions', async ({ page }, testInfo) => {
  const member = newMember(testInfo, '윤서아');
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  const otherDevice = await tokenOf(page.request, member.username, member.password);

  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/myinfo');
  await expect(page.getByRole('heading', { name: '회원정보 수정' })).toBeVisible();
  const check = page.getByRole('form', { name: '비밀번호 확인' });
  await check.getByLabel('비밀번호').fill('Wrong2026!');
  await check.getByRole('button', { name: '확인' }).click();
  await expect(check.getByText('비밀번호가 일치하지 않습니다')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('myinfo-verify.png') });
  await check.getByLabel('비밀번호').fill(member.password);
  await check.getByRole('button', { name: '확인' }).click();

  const form = page.getByRole('form', { name: '회원정보 수정' });
  await expect(form.getByRole('textbox', { name: '이름' })).toHaveValue('윤서아');
  await form.getByRole('textbox', { name: '연락처' }).fill('010-7777-8888');
  await form.getByLabel('새 비밀번호', { exact: true }).fill('short');
  await form.getByRole('button', { name: '저장하기' }).click();
  await expect(form.getByText('비밀번호에 특수문자를 넣어주세요')).toBeVisible();
  await form.getByLabel('새 비밀번호', { exact: true }).fill('NewBath2026!');
  await form.getByLabel('새 비밀번호 확인').fill('NewBath2026?');
  await form.getByRole('button', { name: '저장하기' }).click();
  await expect(form.getByText('비밀번호가 일치하지 않습니다')).toBeVisible();
  await form.getByLabel('새 비밀번호 확인').fill('NewBath2026!');
  await form.getByRole('button', { name: '저장하기' }).click();
  await expect(form.getByRole('status')).toHaveText('회원정보가 수정되었습니다. 다른 기기의 로그인은 모두 종료되었습니다.');
  await page.screenshot({ path: testInfo.outputPath('myinfo-form.png'), fullPage: true });

  // The other device's session is over; this one goes on with the new phone.
  expect((await page.request.get('/api/v1/me/info', { headers: { Authorization: otherDevice } })).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('form', { name: '비밀번호 확인' })).toBeVisible();
  const now = await tokenOf(page.request, member.username, 'NewBath2026!');
  expect((await (await page.request.get('/api/v1/me/info', { headers: { Authorization: now } })).json()).user.phone).toBe('01077778888');
});

/** /mypage/leave (spec §2, §7 POST me/withdraw): a member leaves after a reason, the password and a confirmation; staff see it under 탈퇴 회원. */
test('a member leaves the shop and staff find the reason under 탈퇴 회원', async ({ page, browser }, testInfo) => {
  const member = newMember(testInfo, '정다온');
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  const dialogs = trackDialogs(page);
  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/leave');
  const form = page.getByRole('form', { name: '회원 탈퇴' });
  await expect(form).toContainText('보유하신 쿠폰과 적립금은 모두 사라지며');
  await form.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(form.getByText('탈퇴 사유를 입력해주세요')).toBeVisible();
  await form.getByRole('radio', { name: '기타' }).check();
  await form.getByRole('textbox', { name: '직접 입력' }).fill('이사를 가게 되었습니다');
  await form.getByLabel('비밀번호 확인').fill('Wrong2026!');
  await form.getByRole('button', { name: '회원 탈퇴' }).click();
  await page.getByRole('dialog', { name: '회원 탈퇴' }).getByRole('button', { name: '탈퇴하기' }).click();
  await expect(form.getByText('비밀번호가 일치하지 않습니다')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('leave.png'), fullPage: true });
  await form.getByLabel('비밀번호 확인').fill(member.password);
  await form.getByRole('button', { name: '회원 탈퇴' }).click();
  await page.getByRole('dialog', { name: '회원 탈퇴' }).getByRole('button', { name: '탈퇴하기' }).click();
  await expect.poll(() => dialogs).toContain('회원 탈퇴가 완료되었습니다. 그동안 세라메종을 이용해 주셔서 감사합니다.');
  await expect(page).toHaveURL(/\/$/);
  const refused = await page.request.get('/api/auth/refreshToken', {
    headers: { Authorization: `Basic ${Buffer.from(`${member.username}:${member.password}`).toString('base64')}` },
  });
  expect(refused.status()).toBe(401);

  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAtLogin(staff, ROOT.username, ROOT.password);
  await staff.goto('/console/withdrawn-users');
  await expect(staff.getByRole('row').filter({ hasText: member.username })).toContainText('이사를 가게 되었습니다');
  await staff.close();
});
