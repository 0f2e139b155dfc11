import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectSignedInHeader, logOutOfShop, newMember, signInAtLogin, trackDialogs, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A Kakao member number (digits) or Naver id of this run and project alone. */
function providerId(testInfo: TestInfo, provider: 'kakao' | 'naver'): string {
  const n = `${Date.now() % 1e9}${testInfo.project.name.startsWith('mobile') ? 2 : 1}`;
  return provider === 'kakao' ? n : `nv${n}`;
}

/** From /login, through the provider's (simulated) consent page as another test account, back to /login/sns-validate. */
async function loginWith(page: Page, testInfo: TestInfo, provider: 'kakao' | 'naver', account: { id: string; name?: string; email?: string }, shot?: string) {
  await page.goto('/login?redirect=/mypage');
  await waitForHydration(page);
  await page.getByRole('link', { name: provider === 'kakao' ? '카카오 로그인' : '네이버 로그인' }).click();
  await expect(page.getByRole('heading', { name: provider === 'kakao' ? '카카오계정으로 계속하기' : '네이버 아이디로 계속하기' })).toBeVisible();
  await page.getByLabel('회원번호').fill(account.id);
  if (account.name) await page.getByLabel('이름').fill(account.name);
  if (account.email) await page.getByLabel('이메일').fill(account.email);
  if (shot) await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
}

/**
 * Kakao and Naver login (spec §2 /login/sns-validate) on the shop's own simulators: a first
 * Kakao login creates the account through the terms step and lands where the login started, the
 * second signs in straight away; a Naver account is linked to an existing member after the
 * password check; declining on the provider page shows why nothing happened.
 */
test('a first Kakao login joins through the terms step, the second signs in straight away', { tag: '@mobile' }, async ({ page }, testInfo) => {
  const dialogs = trackDialogs(page);
  const kakao = { id: providerId(testInfo, 'kakao'), name: '한소율', email: `soyul${Date.now()}@example.kr` };
  await page.goto('/login');
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toHaveCSS('background-color', 'rgb(254, 229, 0)');
  await expect(page.getByRole('link', { name: '네이버 로그인' })).toHaveCSS('background-color', 'rgb(3, 199, 90)');
  await page.screenshot({ path: testInfo.outputPath('login-social-buttons.png'), fullPage: true });

  await loginWith(page, testInfo, 'kakao', kakao, 'kakao-consent.png');
  await expect(page).toHaveURL(/\/login\/sns-validate/);
  await expect(page.getByRole('heading', { name: '처음 오셨네요' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '이름' })).toHaveValue('한소율');
  await expect(page.getByRole('textbox', { name: '이메일' })).toHaveValue(kakao.email);
  await page.getByRole('button', { name: '동의하고 가입하기' }).click();
  await expect(page.getByText('연락처를 입력해주세요')).toBeVisible();
  await expect(page.getByText('필수 약관에 동의해주세요')).toBeVisible();
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('01045671234');
  await page.getByText('전체 동의합니다').click();
  await page.screenshot({ path: testInfo.outputPath('kakao-terms-step.png'), fullPage: true });
  await page.getByRole('button', { name: '동의하고 가입하기' }).click();
  await expect(page).toHaveURL(/\/mypage/);
  await expectSignedInHeader(page, testInfo);

  await logOutOfShop(page, testInfo, dialogs);
  await loginWith(page, testInfo, 'kakao', { id: kakao.id });
  await expect(page).toHaveURL(/\/mypage/);
  await expectSignedInHeader(page, testInfo);
});

test('a Naver account is linked to an existing member after the password check; declining shows why', async ({ page }, testInfo) => {
  const dialogs = trackDialogs(page);
  const member = newMember(testInfo, '오지안');
  const joined = await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } });
  expect(joined.status()).toBe(201);
  const memberId = ((await joined.json()) as { user: { _id: string } }).user._id;

  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: '네이버 로그인' }).click();
  await page.getByRole('button', { name: '동의하지 않음' }).click();
  await expect(page.getByRole('alert')).toHaveText('네이버 로그인에 동의하지 않아 로그인하지 못했습니다. 다시 시도하거나 아이디로 로그인해주세요');
  await page.screenshot({ path: testInfo.outputPath('naver-denied.png'), fullPage: true });

  const naver = { id: providerId(testInfo, 'naver'), name: '오지안', email: member.email };
  await loginWith(page, testInfo, 'naver', naver, 'naver-consent.png');
  await expect(page.getByRole('heading', { name: '처음 오셨네요' })).toBeVisible();
  await page.getByRole('tab', { name: '기존 회원 계정 연결' }).click();
  await page.getByRole('textbox', { name: '아이디' }).fill(member.username);
  await page.getByLabel('비밀번호').fill('Wrong2026!');
  await page.getByRole('button', { name: '계정 연결하고 로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호를 확인해주세요');
  await page.getByLabel('비밀번호').fill(member.password);
  await page.screenshot({ path: testInfo.outputPath('naver-link.png'), fullPage: true });
  await page.getByRole('button', { name: '계정 연결하고 로그인' }).click();
  await expect(page).toHaveURL(/\/mypage/);
  await expectSignedInHeader(page, testInfo);

  await logOutOfShop(page, testInfo, dialogs);
  await loginWith(page, testInfo, 'naver', { id: naver.id });
  await expect(page).toHaveURL(/\/mypage/);
  await expectSignedInHeader(page, testInfo);
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('ceramaison.session') ?? '{}') as { state?: { user?: { _user?: string } } });
  expect(session.state?.user?._user).toBe(memberId);
});

test('a member links Kakao from 회원정보 수정 without a password, sees it listed, and unlinks it after confirming', async ({ page }, testInfo) => {
  const member = newMember(testInfo, '류하온');
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/myinfo');
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'SNS 계정 연결' });
  await expect(card.getByRole('listitem').filter({ hasText: '카카오' })).toContainText('연결되지 않음');

  await card.getByRole('listitem').filter({ hasText: '카카오' }).getByRole('link', { name: '연결하기' }).click();
  await expect(page.getByRole('heading', { name: '카카오계정으로 계속하기' })).toBeVisible();
  await page.getByLabel('회원번호').fill(providerId(testInfo, 'kakao'));
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page.getByRole('heading', { name: '계정 연결' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('kakao-link-signed-in.png'), fullPage: true });
  await page.getByRole('button', { name: '카카오 계정 연결하기' }).click();

  await expect(page).toHaveURL(/\/mypage\/myinfo/);
  const kakaoRow = page.getByRole('region', { name: 'SNS 계정 연결' }).getByRole('listitem').filter({ hasText: '카카오' });
  await expect(kakaoRow).toContainText('연결됨');
  await page.screenshot({ path: testInfo.outputPath('myinfo-sns-linked.png'), fullPage: true });
  await kakaoRow.getByRole('button', { name: '연결 해제' }).click();
  const confirm = page.getByRole('dialog', { name: 'SNS 계정 연결 해제' });
  await expect(confirm).toContainText('카카오 계정 연결을 해제하시겠습니까?');
  await confirm.getByRole('button', { name: '연결 해제' }).click();
  await expect(confirm).toBeHidden();
  await expect(kakaoRow).toContainText('연결되지 않음');
});
