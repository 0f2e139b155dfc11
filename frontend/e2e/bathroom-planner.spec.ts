import { expect, test } from '@playwright/test';
import { TEXT, newMember, tokenOf, trackDialogs, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** The title of /ideas/bathroom/planner/slope in the demo's pages.json. */
const SLOPE_TITLE = '경사 지붕 아래 욕실';

/**
 * Issue 14: the bathroom planner. A shopper enters the room, sees the plan change with the size
 * (a shower where a bathtub cannot go), is asked to log in to use the cart, and after signing in
 * puts the suggested products in the cart in one step.
 */
test('a shopper plans a small bathroom, is asked to log in, then puts the suggested products in the cart', { tag: '@mobile' }, async ({ page }, testInfo) => {
  const member = newMember(testInfo, '배수진');
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  const dialogs = trackDialogs(page);

  await page.goto('/ideas/bathroom/planner');
  await expect(page.getByRole('heading', { level: 1, name: '우리 집 욕실, 어떻게 놓을까요?' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('img', { name: /욕실 평면도: 욕조/ })).toBeVisible();

  await page.getByRole('textbox', { name: '가로 (cm)' }).fill('160');
  await page.getByRole('textbox', { name: '세로 (cm)' }).fill('220');
  await expect(page).toHaveURL(/width=160/);
  await expect(page.getByText('욕조를 두기엔 공간이 좁아 샤워 공간으로 계획했습니다.')).toBeVisible();
  await expect(page.getByRole('img', { name: /욕실 평면도: 샤워 공간/ })).toBeVisible();
  await page.getByRole('textbox', { name: '가로 (cm)' }).fill('90');
  await expect(page.getByText('욕실 크기는 가로·세로 120~500cm로 입력해주세요')).toBeVisible();
  await page.getByRole('textbox', { name: '가로 (cm)' }).fill('160');

  const places = page.getByRole('group').filter({ has: page.getByRole('radio') });
  await expect(page.getByRole('group', { name: '양변기' }).getByRole('radio').first()).toBeChecked();
  expect(await places.count()).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: testInfo.outputPath(`planner-${testInfo.project.name}.png`), fullPage: true });

  await page.getByRole('button', { name: '선택한 제품 장바구니에 담기' }).click();
  await expect.poll(() => dialogs).toContain(TEXT.LOGIN_REQUIRED);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('textbox', { name: '아이디', exact: true }).fill(member.username);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(member.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();

  await expect(page).toHaveURL(/\/ideas\/bathroom\/planner\?.*width=160/);
  await page.getByRole('button', { name: '선택한 제품 장바구니에 담기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '장바구니에 담았습니다' })).toBeVisible();
  const cart = await page.request.get('/api/v1/me/carts', { headers: { authorization: await tokenOf(page.request, member.username, member.password) } });
  expect(((await cart.json()) as { carts: unknown[] }).carts.length).toBeGreaterThanOrEqual(3);

  // The planner's own pages (spec §2 "planner with slope and wellness") stay pages of the brand site.
  await page.goto('/ideas/bathroom/planner/slope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLOPE_TITLE);
});
