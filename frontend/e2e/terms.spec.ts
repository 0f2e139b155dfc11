import { expect, test } from '@playwright/test';
import type { MeInfoResponse } from '@shop/contracts';
import { newMember, tokenOf, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** Spec §3 User sign-up `_terms`, §7 Terms: the join page shows the terms in effect from the API, and sign-up records their versions. */
test('the join page shows the terms in effect with their full text; sign-up records the versions agreed', async ({ page, request }, testInfo) => {
  const member = newMember(testInfo, '정다은');
  await page.goto('/join');
  await waitForHydration(page);
  const service = page.getByRole('checkbox', { name: '이용약관 동의 (필수)' });
  await expect(service).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '마케팅 정보 수신 동의 (선택)' })).toBeVisible();

  await page.getByRole('button', { name: '전문 보기 (이용약관)' }).click();
  const text = page.getByRole('region', { name: '이용약관 전문' });
  await expect(text).toContainText('버전 2 · 2026-01-01 시행');
  await expect(text).toContainText('제3조 (구매 신청과 결제)');
  await text.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('join-terms.png') });

  await page.getByRole('textbox', { name: '아이디', exact: true }).fill(member.username);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(member.password);
  await page.getByRole('textbox', { name: '비밀번호 확인', exact: true }).fill(member.password);
  await page.getByRole('textbox', { name: '이름', exact: true }).fill(member.name);
  await page.getByRole('textbox', { name: '이메일', exact: true }).fill(member.email);
  await page.getByRole('textbox', { name: '휴대폰 번호', exact: true }).fill(member.phone);

  // A required term missing is refused with the message, before anything is sent.
  await service.check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '필수 약관에 동의해주세요' })).toBeVisible();
  await expect(page).toHaveURL(/\/join$/);

  await page.getByRole('checkbox', { name: '전체 동의합니다' }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '회원가입이 완료되었습니다' })).toBeVisible();

  const auth = await tokenOf(request, member.username, member.password);
  const { user } = (await (await request.get('/api/v1/me/info', { headers: { Authorization: auth } })).json()) as MeInfoResponse;
  // The seeded terms (terms staff add in the console, as terms-console.spec does, join them).
  const seeded = ['service', 'privacy', 'marketing'];
  expect(user.agreements?.filter((a) => seeded.includes(a.code)).map((a) => [a.code, a.version])).toEqual([
    ['service', 2],
    ['privacy', 1],
    ['marketing', 1],
  ]);
});

test('/terms/{code} shows a term in effect and its revisions', async ({ page }) => {
  await page.goto('/terms/service');
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  await expect(page.getByText('버전 2 · 2026-01-01 시행 · 필수')).toBeVisible();
  await expect(page.getByRole('region', { name: '개정 이력' })).toContainText('버전 1 · 2025-01-01 시행');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: '약관 목록' }).getByRole('link', { name: '개인정보 수집 및 이용' }).click();
  await expect(page).toHaveURL(/\/terms\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: '개인정보 수집 및 이용' })).toBeVisible();
});
