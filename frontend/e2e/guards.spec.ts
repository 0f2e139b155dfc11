import { expect, test } from '@playwright/test';
import { ROOT, TEXT, newMember, signInAtLogin, trackDialogs, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** Spec §5/§8 guards: signed-out header buttons, signed-out member pages, a member in the console. */
test.describe('guards', { tag: '@mobile' }, () => {
  for (const button of ['관심상품', '장바구니'] as const) {
    test(`signed out, the header ${button} button asks to log in`, async ({ page }) => {
      const dialogs = trackDialogs(page);
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('link', { name: '세라메종 홈' })).toBeVisible();
      await waitForHydration(page);
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

/** Spec §6: each operator sees the console menus of the areas its scope reaches, and no others. */
test.describe('console menus by role', () => {
  const menus = {
    root: { shows: ['현황', '구매 관리', '통계', '상품 관리', '회원 관리', '사이트 관리', '고객센터'], hides: [] },
    admin02: { shows: ['현황', '구매 관리', '통계', '상품 관리', '사이트 관리', '고객센터'], hides: ['회원 관리'] },
    // 상품 관리 holds admin03's shop inquiries and reviews only (spec §6); 고객센터 its questions only.
    admin03: { shows: ['구매 관리', '통계', '상품 관리', '고객센터'], hides: ['현황', '회원 관리', '사이트 관리'] },
  } as const;
  for (const [username, { shows, hides }] of Object.entries(menus)) {
    test(`${username} sees only its menus`, async ({ page }) => {
      await page.goto('/console');
      await page.getByRole('textbox', { name: '아이디', exact: true }).fill(username);
      await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(ROOT.password);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      // The dashboard is the console's first page for whoever reaches it (spec §6: not admin03).
      await expect(page).toHaveURL(username === 'admin03' ? /\/console\/purchases\/all/ : /\/console\/dashboard/);
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await expect(menu.getByRole('link', { name: '입금대기' })).toBeVisible();
      // Group titles are off screen in the mobile menu strip: assert they are in the menu, not where.
      for (const title of shows) await expect(menu.getByText(title, { exact: true })).toHaveCount(1);
      for (const title of hides) await expect(menu.getByText(title, { exact: true })).toHaveCount(0);
      if (username === 'admin03') {
        for (const label of ['상품문의', '상품 리뷰']) await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(1);
        for (const label of ['상품', '쿠폰', '배송비 정책']) await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
        await expect(menu.getByRole('link', { name: '질문', exact: true })).toHaveCount(1);
        await expect(menu.getByText('공지사항', { exact: true })).toHaveCount(0);
      }
    });
  }
});
