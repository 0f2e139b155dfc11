import { expect, test } from '@playwright/test';
import { ROOT, newMember, signInAtLogin } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/**
 * Points (적립금) and member levels: staff grant points to a member with a reason in the console,
 * and the member sees the balance and the history at /mypage/points; the level pages show the
 * demo levels and a level's members.
 */
test('staff grant points and the member sees them in /mypage/points', async ({ page, browser }, testInfo) => {
  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);

  // Before any grant: the empty state.
  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/points');
  await expect(page.getByRole('heading', { level: 1, name: '적립금' })).toBeVisible();
  await expect(page.getByText('적립금 내역이 없습니다')).toBeVisible();
  await expect(page.getByRole('region', { name: '보유 적립금' })).toContainText('0원');

  // Staff grant in the console.
  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAtLogin(staff, ROOT.username, ROOT.password);
  await staff.goto('/console/user-points');
  await expect(staff.getByRole('heading', { level: 1, name: /회원 적립금/ })).toBeVisible();
  await staff.getByRole('button', { name: '적립금 지급·차감' }).first().click();
  const form = staff.getByRole('dialog', { name: '적립금 지급·차감' });
  await form.getByRole('textbox', { name: '회원 아이디' }).fill(member.username);
  await form.getByRole('textbox', { name: '금액 (원)' }).fill('5000');
  await form.getByRole('textbox', { name: '사유' }).fill('포토 리뷰 작성 감사');
  await form.getByRole('button', { name: '지급하기' }).click();
  await expect(form).toBeHidden();
  await staff.getByRole('searchbox', { name: '회원 검색' }).fill(member.username);
  await staff.getByRole('button', { name: '검색', exact: true }).click();
  const row = staff.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText('5,000원');
  await staff.screenshot({ path: testInfo.outputPath('console-user-points.png'), fullPage: true });

  // A debit asks for confirmation first.
  await row.getByRole('button', { name: '지급·차감' }).click();
  await form.getByRole('combobox', { name: '구분' }).selectOption('debit');
  await form.getByRole('textbox', { name: '금액 (원)' }).fill('1000');
  await form.getByRole('textbox', { name: '사유' }).fill('중복 지급 정정');
  await form.getByRole('button', { name: '차감하기' }).click();
  const confirm = staff.getByRole('dialog', { name: '적립금 차감' });
  await expect(confirm).toContainText('1,000원을 차감하시겠습니까?');
  await confirm.getByRole('button', { name: '차감', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('4,000원');

  // The level pages (/console/user-level lists the levels at /console/user-grades).
  await staff.goto('/console/user-level');
  await expect(staff).toHaveURL(/\/console\/user-grades/);
  await expect(staff.getByRole('row').filter({ hasText: 'SILVER' })).toContainText('3%');
  await staff.screenshot({ path: testInfo.outputPath('console-user-grades.png'), fullPage: true });
  await staff.getByRole('row').filter({ hasText: 'SILVER' }).getByRole('button', { name: '수정' }).click();
  const levelForm = staff.getByRole('dialog', { name: '회원등급 수정 · SILVER' });
  await expect(levelForm.getByRole('textbox', { name: '기준 1 값' })).toHaveValue('300000');
  await expect(levelForm.getByRole('textbox', { name: '할인 1 값' })).toHaveValue('3');
  await staff.screenshot({ path: testInfo.outputPath('console-level-form.png') });
  await levelForm.getByRole('button', { name: '취소' }).click();
  await expect(levelForm).toBeHidden();
  await staff.getByRole('link', { name: '일반', exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /일반 등급 회원/ })).toBeVisible();
  // Every member the suites sign up starts at 일반: the one of this test is found by searching.
  await staff.getByRole('searchbox', { name: '회원 검색' }).fill(member.username);
  await staff.getByRole('searchbox', { name: '회원 검색' }).press('Enter');
  await expect(staff.getByRole('row').filter({ hasText: member.username })).toContainText('신규 가입');
  await staff.screenshot({ path: testInfo.outputPath('console-user-level.png'), fullPage: true });
  await staff.goto('/console/shop/points');
  await expect(staff.getByRole('row').filter({ hasText: '포토 리뷰 적립' })).toContainText('1,000원');
  await staff.screenshot({ path: testInfo.outputPath('console-shop-points.png'), fullPage: true });
  await staff.close();

  // The member sees balance and history.
  await page.goto('/mypage/points');
  await expect(page.getByRole('region', { name: '보유 적립금' })).toContainText('4,000');
  const history = page.getByRole('table', { name: '적립금 내역' });
  await expect(history.getByRole('row').filter({ hasText: '포토 리뷰 작성 감사' })).toContainText('+5,000원');
  await expect(history.getByRole('row').filter({ hasText: '중복 지급 정정' })).toContainText('−1,000원');
  await page.screenshot({ path: testInfo.outputPath('mypage-points.png'), fullPage: true });
});
