import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { becomePromoter, newMember, ROOT, signInToConsole, tokenOf } from './helpers';
import { useOwnShop } from './own-shop';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/**
 * Promoters' monthly settlements in the console (spec §2 user-settlements +{_settlement}, §6
 * settlements: console only): finance opens last month, finds the promoter, checks the events
 * behind the figures, approves, marks paid, exports the month and the withholding report.
 * Last month's bonuses cannot be made through the HTTP API, so the suite runs a shop of its own
 * and sends the bonus ledger's commands dated last month.
 */
const shop = useOwnShop();
/** The month after `month` (YYYY-MM). */
const thisMonthOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y! + 1}-01` : `${y}-${String(m! + 1).padStart(2, '0')}`;
};

/** Last month in Seoul, YYYY-MM. */
const lastMonth = (() => {
  const seoul = new Date(Date.now() + 9 * 3_600_000);
  const first = new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
})();
const bank = { code: '004', accountHolder: '김서연', maskedAccountNumber: '110-****-***21' };

/** A new approved promoter with last month's 150,000원 bonus and a 100,000원 withdrawal; answers their username. */
async function promoterWithLastMonth(request: APIRequestContext, member: ReturnType<typeof newMember>): Promise<string> {
  expect((await request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await becomePromoter(request, member);
  const info = (await (
    await request.get('/api/v1/me/info', { headers: { Authorization: await tokenOf(request, member.username, member.password) } })
  ).json()) as {
    user?: { _id: string };
    _id?: string;
  };
  const promoterId = info.user?._id ?? info._id!;
  const at = (minute: number) => `${lastMonth}-15T03:0${minute}:00.000Z`;
  await shop.send(
    'AccrueBonus',
    { promoterId, accrualId: `goods:${member.username}`, bonusType: 'GOODS', amount: 150_000, promoteeId: null, purchaseId: null, reason: '상품 보너스' },
    at(1),
  );
  await shop.send(
    'WithdrawBonus',
    { promoterId, withdrawalId: `w-${member.username}`, certificationId: 'c1', amount: 100_000, minimum: 10_000, charge: 500, bank },
    at(2),
  );
  return member.username;
}

test(
  'finance opens last month, approves the promoter’s settlement, marks it paid and exports it',
  { tag: ['@engines', '@mobile'] },
  async ({ page, playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: shop.url });
    const username = await promoterWithLastMonth(request, newMember(testInfo, '김서연'));

    await signInToConsole(page, ROOT.username, shop.url);

    await test.step('the settlements open on last month, and the search finds the promoter', async () => {
      await page.goto(`${shop.url}/console/user-settlements`);
      await expect(page.getByRole('heading', { level: 1, name: /프로모터 정산/ })).toBeVisible();
      await expect(page.getByRole('combobox', { name: '정산월 선택' })).toHaveValue(lastMonth);
      await expect(page.getByRole('combobox', { name: '정산월 선택' }).locator('option:checked')).toHaveText(
        `${lastMonth.slice(0, 4)}년 ${Number(lastMonth.slice(5))}월`,
      );
      await page.getByRole('button', { name: '다음 달' }).click();
      await expect(page).toHaveURL(new RegExp(`month=${thisMonthOf(lastMonth)}`));
      await expect(page.getByRole('button', { name: '다음 달' })).toBeDisabled();
      await page.getByRole('button', { name: '이전 달' }).click();
      await expect(page.getByRole('combobox', { name: '정산월 선택' })).toHaveValue(lastMonth);
      await page.getByRole('searchbox', { name: '프로모터 검색' }).fill(username);
      await page.getByRole('button', { name: '검색', exact: true }).click();
      // The figures come from a bus consumer: they may take a moment.
      const row = page.getByRole('row').filter({ hasText: username });
      await expect(row).toContainText('150,000원', { timeout: 20_000 });
      await expect(row).toContainText('96,200원');
      await expect(row).toContainText('정산 대기');
      await page.screenshot({ path: testInfo.outputPath(`settlements-${testInfo.project.name}.png`), fullPage: true });
      // The page fits the screen: nothing but the tables' own scroll areas is wider than the window (390 px on a phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await row.getByRole('link').first().click();
    });

    await test.step('the settlement shows the events behind it, and is approved then marked paid after a confirmation each', async () => {
      await expect(page).toHaveURL(/\/console\/user-settlements\/.+/);
      await expect(page.getByRole('cell', { name: '보너스 적립' })).toBeVisible();
      await expect(page.getByRole('cell', { name: '출금', exact: true })).toBeVisible();
      await page.getByRole('button', { name: '정산 승인' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: '메모 (선택)' }).fill('세금계산 확인 완료');
      await page.getByRole('dialog').getByRole('button', { name: '승인', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('region', { name: '정산 요약' })).toContainText(`${ROOT.name} (${ROOT.username}) · 세금계산 확인 완료`);
      await page.getByRole('button', { name: '지급 완료 처리' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '지급 완료', exact: true }).click();
      await expect(page.getByRole('region', { name: '정산 요약' }).getByText('지급 완료', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /정산 승인|지급 완료 처리/ })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`settlement-${testInfo.project.name}.png`), fullPage: true });
      // The page fits the screen: nothing but the tables' own scroll areas is wider than the window (390 px on a phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });

    await test.step('the month exports as settlements_YYYYMMDD_HHmmss.xlsx, and the withholding report shows the masked resident number', async () => {
      await page.goto(`${shop.url}/console/user-settlements?month=${lastMonth}&searchValue=${username}`);
      await expect(page.getByRole('row').filter({ hasText: username })).toContainText('지급 완료');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '정산 엑셀 다운로드' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^settlements_\d{8}_\d{6}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const rows = sheet.getRows(3, sheet.rowCount - 2) ?? [];
      expect(rows.find((r) => r.getCell(2).value === username)?.getCell(11).value).toBe('지급 완료');

      await page.getByRole('tab', { name: '원천징수 내역' }).click();
      const withholding = page.getByRole('row').filter({ hasText: '900101-1******' }).first();
      await expect(withholding).toContainText('3,300원');
      await expect(page.getByText('1234568')).toHaveCount(0);
      const [report] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '원천징수 엑셀 다운로드' }).click()]);
      expect(report.suggestedFilename()).toMatch(/^withholding_\d{8}_\d{6}\.xlsx$/);
    });
    await request.dispose();
  },
);
