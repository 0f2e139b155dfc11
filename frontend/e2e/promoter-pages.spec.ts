import { expect, test } from '@playwright/test';
import type { PromoterScoreListResponse, PromoterDashboardResponse } from '@shop/contracts';
import { ROOT, becomePromoter, buyAndConfirm, newMember, signInAtLogin, tokenOf } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** 12345 → "12,345원". */
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/**
 * The promoter area's pages (spec §2 dashboard, promotee-purchases, promoter-purchases, scores):
 * after a promotee's 구매확정, the dashboard's figures and chart, its link to the promotees'
 * purchases (masked buyer, paid, status, sales bonus; filtered by status), the promoter's own
 * purchases and their score, in the menu's spec order.
 */
test(
  'the promoter follows a promotee’s confirmed purchase from the dashboard to the purchase list, and sees their own purchases and score',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    const promoter = newMember(testInfo, '김서연');
    expect((await page.request.post('/api/v1/users', { data: { ...promoter, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
    const code = await becomePromoter(page.request, promoter);
    const promotee = { ...newMember(testInfo, '박지민'), username: `pp${Date.now().toString(36)}${testInfo.project.name.length}`.slice(0, 20) };
    expect(
      (await page.request.post('/api/v1/users', { data: { ...promotee, type: 'PERSON', _terms: ['service', 'privacy'], promoterCode: code } })).status(),
    ).toBe(201);
    const line = await buyAndConfirm(page.request, await tokenOf(page.request, promotee.username, promotee.password));
    const bonus = Math.floor((line.totalPrice * 3) / 100);
    const staff = await tokenOf(page.request, ROOT.username, ROOT.password);
    expect(
      (
        await page.request.post('/api/console/user-scores', {
          headers: { Authorization: staff },
          data: { username: promoter.username, delta: 40, reason: '우수 프로모터' },
        })
      ).status(),
    ).toBe(201);

    const auth = await tokenOf(page.request, promoter.username, promoter.password);
    // The bonus is credited by a bus consumer: on Kafka it may take a few seconds.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/v1/promoter/dashboard', { headers: { Authorization: auth } })).json()) as PromoterDashboardResponse).balance,
        { timeout: 20_000 },
      )
      .toBe(bonus);
    // The promotee's purchase also gives the promoter a score point per 1,000원 paid, on top of staff's 40.
    const score = 40 + Math.floor(line.totalPrice / 1000);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/v1/promoter/scores', { headers: { Authorization: auth } })).json()) as PromoterScoreListResponse).score,
        { timeout: 20_000 },
      )
      .toBe(score);

    await signInAtLogin(page, promoter.username, promoter.password);
    await page.goto('/promoter/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: '프로모터 메뉴' });
    await expect(menu.getByRole('link')).toHaveText([
      '프로모터 신청 · 현황',
      '대시보드',
      '보너스',
      '보너스 출금',
      '추천회원 구매내역',
      '내 구매내역',
      '점수',
      '계좌 인증',
      '추천회원',
      '질문',
    ]);
    const figures = page.getByRole('list', { name: '프로모터 현황' });
    await expect(figures.getByRole('listitem').nth(0)).toContainText(won(bonus));
    await expect(figures.getByRole('listitem').nth(1)).toContainText(won(bonus));
    await expect(figures.getByRole('listitem').nth(2)).toContainText('1명');
    await expect(figures.getByRole('listitem').nth(3)).toContainText('1건');
    await expect(page.getByTestId('bonus-chart').locator('svg')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('promoter-dashboard.png'), fullPage: true });

    await figures.getByRole('link', { name: '구매내역 보기' }).click();
    await expect(page).toHaveURL(/\/promoter\/promotee-purchases\?month=\d{4}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 1, name: '추천회원 구매내역' })).toBeVisible();
    const table = page.getByRole('table', { name: '구매내역' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const row = table.locator('tbody tr').first();
    await expect(row).toContainText('박*민');
    await expect(row).toContainText(line.product.name);
    await expect(row).toContainText(won(line.totalPrice));
    await expect(row).toContainText('구매확정');
    await expect(row.locator('td[data-cell="bonus"]')).toHaveText(won(bonus));
    await expect(row).not.toContainText(promotee.username);
    await page.screenshot({ path: testInfo.outputPath('promoter-promotee-purchases.png'), fullPage: true });

    await page.getByLabel('구매상태').selectOption('PURCHASE_CANCELED');
    await expect(page).toHaveURL(/status=PURCHASE_CANCELED/);
    await expect(page.getByText('조건에 맞는 구매내역이 없습니다')).toBeVisible();
    await page.getByLabel('구매상태').selectOption('PURCHASE_COMPLETE');
    await expect(table.locator('tbody tr')).toHaveCount(1);

    await menu.getByRole('link', { name: '내 구매내역' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '내 구매내역' })).toBeVisible();
    await expect(page.getByText('구매내역이 없습니다')).toBeVisible();

    await menu.getByRole('link', { name: '점수' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '점수' })).toBeVisible();
    await expect(page.getByRole('group', { name: '누적 점수' })).toContainText(`${score.toLocaleString('ko-KR')}점`);
    await expect(page.getByRole('list', { name: '점수 내역' })).toContainText('우수 프로모터');
    await page.screenshot({ path: testInfo.outputPath('promoter-scores.png'), fullPage: true });
  },
);

/** A member whose request is not approved is offered the application on every new page. */
test('a member without approval is sent to the application from the new promoter pages', async ({ page }, testInfo) => {
  const member = newMember(testInfo, '이하늘');
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await signInAtLogin(page, member.username, member.password);
  for (const path of ['/promoter/dashboard', '/promoter/promotee-purchases', '/promoter/promoter-purchases', '/promoter/scores']) {
    await page.goto(path);
    await expect(page.getByText('프로모터 승인 후 이용할 수 있습니다')).toBeVisible();
    await expect(page.getByRole('link', { name: '프로모터 신청하기' })).toBeVisible();
  }
});

/** A promoter without promotees sees zero figures, an all-zero chart, the invitation hint and empty lists. */
test('a new promoter sees zeros, the invitation hint and empty purchase and score lists', async ({ page }, testInfo) => {
  const promoter = newMember(testInfo, '정다은');
  expect((await page.request.post('/api/v1/users', { data: { ...promoter, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await becomePromoter(page.request, promoter);
  await signInAtLogin(page, promoter.username, promoter.password);
  await page.goto('/promoter/dashboard');
  const figures = page.getByRole('list', { name: '프로모터 현황' });
  await expect(figures.getByRole('listitem').nth(0)).toContainText('0원');
  await expect(figures.getByRole('listitem').nth(2)).toContainText('0명');
  await expect(page.getByRole('note')).toContainText('아직 추천회원이 없습니다');
  await expect(page.getByTestId('bonus-chart').locator('svg')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('promoter-dashboard-empty.png'), fullPage: true });
  await page.goto('/promoter/promotee-purchases');
  await expect(page.getByText('추천회원의 구매내역이 없습니다')).toBeVisible();
  await page.goto('/promoter/scores');
  await expect(page.getByRole('group', { name: '누적 점수' })).toContainText('0점');
  await expect(page.getByText('점수 내역이 없습니다')).toBeVisible();
});
