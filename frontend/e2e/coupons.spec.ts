import { expect, test } from '@playwright/test';
import { ROOT, newMember, signInAtLogin } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/**
 * Coupons: staff create a download coupon in the console (issue and usage), a member downloads
 * it at /mypage/coupons and finds it under 사용가능; staff see it issued under 회원 쿠폰.
 */
test('staff create a coupon, a member downloads it and sees it in 사용가능', async ({ page, browser }, testInfo) => {
  const name = `가을 욕실 12% ${testInfo.project.name}`;
  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAtLogin(staff, ROOT.username, ROOT.password);
  await staff.goto('/console/shop/coupons');
  await expect(staff.getByRole('heading', { level: 1, name: /쿠폰/ })).toBeVisible();
  await staff.getByRole('button', { name: '쿠폰 등록' }).click();
  const form = staff.getByRole('dialog', { name: '쿠폰 등록' });
  await form.getByRole('textbox', { name: '쿠폰명' }).fill(name);
  await form.getByRole('combobox', { name: '할인 단위' }).selectOption('percent');
  await form.getByRole('textbox', { name: '할인율 (%)' }).fill('120');
  await form.getByRole('textbox', { name: /최대 할인 금액/ }).fill('20000');
  await form.getByRole('textbox', { name: '최소 적용 금액 (원)' }).fill('100000');
  await form.getByRole('textbox', { name: '전체 사용 한도 (회)' }).fill('-3');
  await form.getByRole('textbox', { name: '전체 할인 한도 (원)' }).fill('2000000');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form.getByText('할인율은 0에서 100 사이로 입력해주세요')).toBeVisible();
  await expect(form.getByText('전체 사용 한도는 0회 이상의 정수로 입력해주세요')).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath('console-coupon-form.png') });
  await form.getByRole('textbox', { name: '할인율 (%)' }).fill('12');
  await form.getByRole('textbox', { name: '전체 사용 한도 (회)' }).fill('300');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form).toBeHidden();
  const row = staff.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('12%');
  await expect(row).toContainText('최대 20,000원');
  await expect(row).toContainText('다운로드');
  await expect(row).toContainText('사용 0 / 300회');
  await expect(row).toContainText('할인 0원 / 2,000,000원');
  await staff.screenshot({ path: testInfo.outputPath('console-coupons.png'), fullPage: true });
  // The shop-wide usage limits are kept and shown again when the coupon is edited.
  await row.getByRole('button', { name: `${name} 수정` }).click();
  const edit = staff.getByRole('dialog', { name: '쿠폰 수정' });
  await expect(edit.getByRole('textbox', { name: '전체 사용 한도 (회)' })).toHaveValue('300');
  await expect(edit.getByRole('textbox', { name: '전체 할인 한도 (원)' })).toHaveValue('2000000');
  await edit.getByRole('button', { name: '취소' }).click();

  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/coupons');
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰' })).toBeVisible();
  const list = page.getByRole('tabpanel', { name: '사용가능' });
  await expect(list.getByText('사용 가능한 쿠폰이 없습니다')).toBeVisible();
  await page.getByRole('button', { name: `${name} 다운로드` }).click();
  const ticket = list.getByRole('article', { name });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText('12%');
  await expect(ticket).toContainText('최대 20,000원');
  await expect(ticket).toContainText('100,000원 이상 구매 시');
  await expect(page.getByRole('tab', { name: '사용가능 1' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '지금 받을 수 있는 쿠폰' }).getByRole('article', { name }).getByRole('button', { name: '받음' }),
  ).toBeDisabled();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('mypage-coupons-top.png') });
  await page.screenshot({ path: testInfo.outputPath('mypage-coupons.png'), fullPage: true });

  await page.getByRole('textbox', { name: '쿠폰 코드 등록' }).fill('NOPE-0000');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('등록되지 않은 쿠폰 코드입니다')).toBeVisible();
  await page.getByRole('tab', { name: /사용완료/ }).click();
  await expect(page).toHaveURL(/\/mypage\/coupons\/used/);
  await expect(page.getByText('사용한 쿠폰이 없습니다')).toBeVisible();

  await staff.goto('/console/user-coupons');
  // Every member the suites sign up gets the sign-up coupon: this member's rows are found by searching.
  await staff.getByRole('searchbox', { name: '회원 쿠폰 검색' }).fill(member.username);
  await staff.getByRole('searchbox', { name: '회원 쿠폰 검색' }).press('Enter');
  const issued = staff.getByRole('row').filter({ hasText: member.username }).filter({ hasText: name });
  await expect(issued).toContainText(name);
  await expect(issued).toContainText('사용가능');
  await staff.screenshot({ path: testInfo.outputPath('console-user-coupons.png'), fullPage: true });
  await staff.close();
});
