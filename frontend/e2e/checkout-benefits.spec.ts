import { expect, test, type Locator } from '@playwright/test';
import type { Coupon, UserCoupon } from '@shop/contracts';
import { productWithoutOptions } from './card-order';
import { ROOT, definition, newMember, signInAtLogin, tokenOf } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

const JEJU = { postcode: '63309', address1: '제주특별자치도 제주시 첨단로 242' };

/** 원 of a summary amount as shown ("12,300원", "−5,000원", "무료"); discounts are negative. */
const won = (text: string): number => (text.trim() === '무료' ? 0 : Number(text.replace(/[^\d]/g, '')) * (text.includes('−') ? -1 : 1));

/** Every amount row of a price list (`<dd>` values), as 원 with discounts negative. */
async function rowsOf(list: Locator): Promise<Record<string, number>> {
  const terms = await list.locator('dt').allInnerTexts();
  const values = await list.locator('dd').allInnerTexts();
  return Object.fromEntries(terms.map((t, i) => [t.trim(), won(values[i] ?? '')]));
}

/**
 * Checkout benefits (issue 10; spec §3 Order draft coupons and point, §9): a member downloads a
 * coupon, takes the suggested best coupon and some points on an order to a Jeju address, sees
 * the island surcharge and a total that adds up, places it, and the console shows the same
 * breakdown; the coupons are used and the points spent.
 */
test(
  'a member orders to Jeju with a downloaded coupon and points, and the console shows the same breakdown',
  { tag: '@engines' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const staffAuth = await tokenOf(page.request, ROOT.username, ROOT.password);
    const name = `욕실 5천원 쿠폰 ${testInfo.project.name}`;
    const created = await page.request.post('/api/console/shop/coupons', {
      headers: { Authorization: staffAuth },
      data: { name, unit: 'won', value: 5_000, issue: { type: 'request' }, usage: { target: { type: 'all', price: 'productPrice' }, combinable: true } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const coupon = (await created.json()).coupon as Coupon;

    const member = newMember(testInfo);
    expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
    const granted = await page.request.post('/api/console/user-points', {
      headers: { Authorization: staffAuth },
      data: { username: member.username, kind: 'grant', amount: 3_000, reason: '구매 감사 적립' },
    });
    expect(granted.status()).toBe(201);

    // The member downloads the coupon.
    await signInAtLogin(page, member.username, member.password);
    await page.goto('/mypage/coupons');
    await page.getByRole('button', { name: `${name} 다운로드` }).click();
    await expect(page.getByRole('tabpanel', { name: '사용가능' }).getByRole('article', { name })).toBeVisible();

    // Buy now, to a Jeju address typed by hand.
    const product = await productWithoutOptions(page);
    await page.goto(`/shop/products/${product.code}`);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
      .getByRole('button', { name: '바로 구매하기' })
      .click();
    await expect(page).toHaveURL(/\/shop\/order/);
    const sender = page.getByRole('region', { name: '주문자 정보' });
    await expect(sender.getByRole('textbox', { name: '이름', exact: true })).toHaveValue(member.name);
    await sender.getByRole('textbox', { name: '연락처', exact: true }).fill(member.phone);
    await sender.getByRole('textbox', { name: '이메일', exact: true }).fill(member.email);
    await sender.getByRole('textbox', { name: '우편번호', exact: true }).fill(JEJU.postcode);
    await sender.getByRole('textbox', { name: '주소', exact: true }).fill(JEJU.address1);
    await sender.getByRole('textbox', { name: '상세주소', exact: true }).fill('2층');
    await page.getByRole('region', { name: '배송지 정보' }).getByRole('checkbox', { name: '주문자와 동일' }).check();

    const summary = page.getByRole('complementary', { name: '결제 정보' });
    await expect(definition(summary, '도서산간 추가배송비 (제주특별자치도)')).toHaveText(/\d원/);

    // Coupons: the best combination is offered in one click (ours), and can be taken off by hand.
    const benefits = page.getByRole('region', { name: '할인 · 적립금' });
    const ours = benefits.getByRole('listitem').filter({ hasText: name }).getByRole('checkbox');
    await expect(ours).not.toBeChecked();
    await benefits.getByRole('button', { name: '최대 할인 적용 (−5,000원)' }).click();
    await expect(ours).toBeChecked();
    await expect(definition(summary, `쿠폰 할인 · ${name}`)).toHaveText('−5,000원');
    await expect(benefits.getByRole('button', { name: /최대 할인 적용/ })).toBeHidden();
    await ours.uncheck();
    await expect(summary.locator('dt', { hasText: '쿠폰 할인' })).toHaveCount(0);
    await ours.check();
    await expect(definition(summary, `쿠폰 할인 · ${name}`)).toHaveText('−5,000원');

    // Points: the shop's unit is checked as typed; then 3,000원 are applied.
    await expect(benefits).toContainText('보유 3,000원');
    const points = benefits.getByRole('textbox', { name: '사용할 적립금' });
    await points.fill('1050');
    await points.press('Enter');
    await expect(benefits.getByRole('alert')).toHaveText('적립금은 100원 단위로 사용할 수 있습니다');
    await points.fill('3000');
    await points.press('Enter');
    await expect(definition(summary, '적립금 사용')).toHaveText('−3,000원');
    await expect(points).toHaveValue('3,000');

    // The total adds up from the rows shown.
    await expect(summary.locator('[aria-busy]')).toHaveCount(0);
    const rows = await rowsOf(summary.locator('dl').first());
    const total = won(await summary.getByTestId('order-total').innerText());
    expect(Object.values(rows).reduce((a, b) => a + b, 0)).toBe(total);
    expect(rows['적립금 사용']).toBe(-3_000);
    await benefits.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('order-benefits.png') });
    await page.screenshot({ path: testInfo.outputPath('order-benefits-full.png'), fullPage: true });

    // Placed by bank transfer: the result shows the same amounts.
    await page.getByRole('region', { name: '결제수단' }).getByRole('radio', { name: '무통장입금' }).check();
    await summary.getByRole('checkbox', { name: '주문 내용을 확인하였으며 결제에 동의합니다' }).check();
    await summary.getByRole('button', { name: /주문하기$/ }).click();
    await expect(page).toHaveURL(/\/shop\/result/);
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByText(`${total.toLocaleString('ko-KR')}원`).first()).toBeVisible();

    // The coupons are used, the points spent.
    const memberAuth = await tokenOf(page.request, member.username, member.password);
    await expect
      .poll(async () => {
        const used = (await (await page.request.get('/api/v1/me/coupons?tab=used', { headers: { Authorization: memberAuth } })).json()).coupons as UserCoupon[];
        return used.map((c) => c._coupon).includes(coupon._id);
      })
      .toBe(true);
    await expect
      .poll(async () => (await (await page.request.get('/api/v1/me/points', { headers: { Authorization: memberAuth } })).json()).balance as number)
      .toBe(0);

    // The console shows the same breakdown.
    const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await signInAtLogin(staff, ROOT.username, ROOT.password);
    await staff.goto(`/console/orders/${orderId}`);
    const lines = staff.getByRole('region', { name: /주문 상품/ });
    await expect(definition(lines, '총 결제금액')).toHaveText(`${total.toLocaleString('ko-KR')}원`);
    const consoleRows = await rowsOf(lines.locator('dl').last());
    delete consoleRows['총 결제금액'];
    expect(consoleRows).toEqual(rows);
    await staff.screenshot({ path: testInfo.outputPath('console-order-breakdown.png'), fullPage: true });
    await staff.close();
  },
);
