import { expect, test, type Page } from '@playwright/test';
import { newMember, signInAtLogin, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A person for the 본인인증 simulator, unique to this run (the same name, birth day and phone are the same CI). */
function newPerson() {
  return { name: '한서윤', birthDay: '19920604', phone: `010${String(Date.now()).slice(-8)}` };
}

/** Clicks "휴대폰 본인인증" on `page` and verifies `person` in KCP's (simulated) popup, which closes itself. */
async function verifyInPopup(page: Page, person: ReturnType<typeof newPerson>): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '휴대폰 본인인증' }).click()]);
  await expect(popup.getByText('휴대폰 본인확인 시뮬레이터')).toBeVisible();
  await popup.getByLabel('이름', { exact: true }).fill(person.name);
  await popup.getByLabel('생년월일 (YYYYMMDD)').fill(person.birthDay);
  await popup.getByLabel('휴대폰 번호').fill(person.phone);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: '인증 완료' }).click()]);
}

/**
 * 휴대폰 본인인증 and account recovery on real pages (spec §2 /join, /common/kcp/cert/*,
 * /login/find-id, /login/find-password; issue 11), in both projects (1440 and 390 wide):
 * join verified through the KCP simulator's popup, find the ID by verifying again, reset the
 * password by the e-mailed link (read from the shop's mail catcher), sign in with the new one.
 */
test('join with 본인인증, find the ID, reset the password by the mailed link', { tag: '@mobile' }, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const member = newMember(testInfo);
  const person = newPerson();
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  // The popup's pages (the shop's, then the simulator's on the same origin) run within the shop's CSP.
  const violations: string[] = [];
  const watch = (p: Page) => p.on('console', (m) => void (/Content Security Policy/i.test(m.text()) && violations.push(`${p.url()}: ${m.text()}`)));
  watch(page);
  page.context().on('page', watch);

  await test.step('join with the verified name and phone', async () => {
    await page.goto('/join');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: '아이디', exact: true }).fill(member.username);
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(member.password);
    await page.getByRole('textbox', { name: '비밀번호 확인', exact: true }).fill(member.password);
    await page.getByRole('textbox', { name: '이메일', exact: true }).fill(member.email);
    await verifyInPopup(page, person);
    const name = page.getByRole('textbox', { name: '이름', exact: true });
    await expect(name).toHaveValue(person.name);
    await expect(name).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: '휴대폰 번호', exact: true })).toHaveValue(`010-${person.phone.slice(3, 7)}-${person.phone.slice(7)}`);
    await expect(page.getByRole('status').filter({ hasText: '본인인증 완료' })).toContainText(`010-****-${person.phone.slice(-4)}`);
    await page.getByRole('checkbox', { name: '전체 동의합니다' }).check();
    await shot('join-verified');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByRole('heading', { name: '회원가입이 완료되었습니다' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`${person.name}님`);
  });

  await test.step('find the ID by verifying again', async () => {
    await page.goto('/login/find-id');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: '아이디 찾기' })).toBeVisible();
    await shot('find-id');
    await verifyInPopup(page, person);
    const found = page.getByRole('status').filter({ hasText: '일치하는 아이디' });
    await expect(found).toBeVisible();
    const shown = (await found.getByRole('listitem').first().locator('strong').innerText()).trim();
    expect(shown).toMatch(/\*{2,}$/);
    expect(shown).not.toBe(member.username);
    expect(member.username.startsWith(shown.replace(/\*+$/, ''))).toBe(true);
    await shot('find-id-found');
  });

  await test.step('ask for a reset link by e-mail', async () => {
    await page.goto('/login/find-password');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: '아이디', exact: true }).fill(member.username);
    await page.getByRole('textbox', { name: '가입 이메일', exact: true }).fill(member.email);
    await page.getByRole('button', { name: '재설정 링크 받기' }).click();
    await expect(page.getByText('메일을 확인해주세요')).toBeVisible();
    await shot('find-password-sent');
  });

  const newPassword = 'Renewed2026!';
  await test.step('set a new password from the mailed link', async () => {
    const inbox = await page.request.get('/mail-catcher/messages', { params: { to: member.email } });
    expect(inbox.status()).toBe(200);
    const [mail] = (await inbox.json()).messages as { subject: string; text: string }[];
    expect(mail!.subject).toContain('비밀번호 재설정');
    const link = new URL(/https?:\/\/\S+\/login\/find-password\?token=\S+/.exec(mail!.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: '새 비밀번호 설정' })).toBeVisible();
    await page.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: '새 비밀번호 확인', exact: true }).fill(newPassword);
    await shot('reset-password');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByText('비밀번호가 변경되었습니다')).toBeVisible();
    await shot('reset-password-done');
  });

  await test.step('sign in with the new password', async () => {
    await signInAtLogin(page, member.username, newPassword);
  });
  expect(violations).toEqual([]);
});
