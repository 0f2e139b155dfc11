import { expect, test } from '@playwright/test';
import { TEXT, newMember, signInAtLogin, trackDialogs } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** Spec §5/§8 guards: signed-out header buttons, signed-out member pages, a member in the console. */
test.describe('guards', () => {
  for (const button of ['관심상품', '장바구니'] as const) {
    test(`signed out, the header ${button} button asks to log in`, async ({ page }) => {
      const dialogs = trackDialogs(page);
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('link', { name: '세라메종 홈' })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
      await expect.poll(() => dialogs).toEqual([TEXT.LOGIN_REQUIRED]);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    });
  }

  test('signed out, /mypage/orders alerts and lands on /login', async ({ page }) => {
    const dialogs = trackDialogs(page);
    await page.goto('/mypage/orders');
    await expect.poll(() => dialogs).toContain(TEXT.GUARD_LOGIN);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('redirect=/mypage/orders');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  });

  test('a member opening /console/purchases/all is refused', async ({ page, request }, testInfo) => {
    const member = newMember(testInfo, '박도예');
    // The member is made through the public API; the sign-in and the refusal go through the pages.
    const joined = await request.post('/api/v1/users', {
      data: {
        type: 'PERSON',
        username: member.username,
        password: member.password,
        name: member.name,
        email: member.email,
        phone: member.phone,
        _terms: ['service', 'privacy'],
      },
    });
    expect(joined.status()).toBe(201);

    const dialogs = trackDialogs(page);
    await signInAtLogin(page, member.username, member.password);
    await page.goto('/console/purchases/all');
    await expect.poll(() => dialogs).toContain(TEXT.FORBIDDEN);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '입금대기' })).toHaveCount(0);
  });
});
