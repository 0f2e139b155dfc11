import { expect, test } from '@playwright/test';
import type { PromoterBonusListResponse } from '@shop/contracts';
import { becomePromoter, buyAndConfirm, newMember, signInAtLogin, tokenOf } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** Issue 12: a promotee's 구매확정 shows on the promoter's /promoter/bonuses as a 3% sales bonus, by tab. */
test('the promoter sees the sales bonus of a promotee’s confirmed purchase, by tab', async ({ page }, testInfo) => {
  const promoter = newMember(testInfo, '김서연');
  expect((await page.request.post('/api/v1/users', { data: { ...promoter, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  const code = await becomePromoter(page.request, promoter);
  const promotee = { ...newMember(testInfo, '박지민'), username: `pm${Date.now().toString(36)}${testInfo.project.name.length}`.slice(0, 20) };
  expect(
    (await page.request.post('/api/v1/users', { data: { ...promotee, type: 'PERSON', _terms: ['service', 'privacy'], promoterCode: code } })).status(),
  ).toBe(201);
  const line = await buyAndConfirm(page.request, await tokenOf(page.request, promotee.username, promotee.password));
  const bonus = Math.floor((line.totalPrice * 3) / 100);

  const auth = await tokenOf(page.request, promoter.username, promoter.password);
  // The bonus is credited by a bus consumer: on Kafka it may take a few seconds.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/v1/promoter/bonuses', { headers: { Authorization: auth } })).json()) as PromoterBonusListResponse).balance,
      // Credited by a bus consumer: on Kafka it may take a few seconds.
      { timeout: 20_000 },
    )
    .toBe(bonus);

  await signInAtLogin(page, promoter.username, promoter.password);
  await page.goto('/promoter/bonuses');
  await expect(page.getByRole('heading', { level: 1, name: '보너스' })).toBeVisible();
  const won = `${bonus.toLocaleString('ko-KR')}원`;
  await expect(page.getByRole('group', { name: '출금 가능 보너스' })).toContainText(won);
  const lines = page.getByRole('list', { name: '보너스 내역' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toContainText('판매 보너스');
  await expect(lines).toContainText(`+${won}`);
  await page.screenshot({ path: testInfo.outputPath('promoter-bonuses.png'), fullPage: true });

  await page.getByRole('tab', { name: '판매' }).click();
  await expect(page).toHaveURL(/\/promoter\/bonuses__sales$/);
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('tab', { name: '출금' }).click();
  await expect(page).toHaveURL(/\/promoter\/bonuses__withdrawal$/);
  await expect(page.getByText('내역이 없습니다')).toBeVisible();
});
