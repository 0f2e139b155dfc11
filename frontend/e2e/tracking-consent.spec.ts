import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { orderForm, productWithoutOptions } from './card-order';
import { TRACKING_MESSAGES } from '@shop/contracts';
import { ROOT, signInAtLogin, tokenOf, waitForHydration } from './helpers';
import { useOwnShopAsBase } from './own-shop';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** The ids staff give in the console's site setting (issue 14): a Google Ads conversion, a Naver 검색광고 account, a Meta pixel. */
const IDS = { googleAds: 'AW-123456789/AbCdEfGh12', naver: 's_1a2b3c4d5e6f', metaPixel: '1234567890123456' };

/** A request that belongs to a tracker: the shop's simulated providers, or a real provider's host. */
const isTracking = (url: string) => /\/tracking-sim\/|googletagmanager|googleadservices|doubleclick|google-analytics|facebook|wcs\.naver/.test(url);

/** Every request the page makes from now on (URL and body), in order. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

/** The simulated providers' hits among `requests`, each as its query parameters. */
const hits = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url()).pathname === '/tracking-sim/collect').map((r) => Object.fromEntries(new URL(r.url()).searchParams));

/** Staff set the tracking ids through the console's setting call (absent: all switched off). */
async function setTrackingIds(page: Page, ids: typeof IDS | null): Promise<void> {
  const staff = await tokenOf(page.request, ROOT.username, ROOT.password);
  const tracking = ids ?? { googleAds: '', naver: '', metaPixel: '' };
  const res = await page.request.put('/api/console/setting', { headers: { Authorization: staff }, data: { tracking } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The story changes what every page of the shop shows: it runs on a shop of its own. */
useOwnShopAsBase();

/**
 * Tracking hooks (spec §1; issue 14): with every tracker's id given, a visitor sees the consent
 * card and nothing reaches a tracker until they choose; 모두 허용 loads them and page views follow
 * each navigation; the choice outlives a reload (the server renders no card); an order paid by
 * bank transfer reports its number and amount, and nothing about who ordered it.
 */
test.describe.serial('tracking consent', () => {
  test('nothing is tracked before consent; 모두 허용 sends page views and a reload keeps the choice', async ({ page, request }, testInfo) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    // Staff give the three ids in the console's site setting; a malformed one is refused with its message.
    await signInAtLogin(page, ROOT.username, ROOT.password);
    await page.goto('/console/site/setting');
    const form = page.getByRole('form', { name: '광고·분석 추적 설정' });
    await form.getByRole('textbox', { name: 'Google 광고 전환 추적' }).fill('123456789');
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByText(TRACKING_MESSAGES.GOOGLE_ADS)).toBeVisible();
    await form.getByRole('textbox', { name: 'Google 광고 전환 추적' }).fill(IDS.googleAds);
    await form.getByRole('textbox', { name: '네이버 검색광고 프리미엄 로그분석' }).fill(IDS.naver);
    await form.getByRole('textbox', { name: 'Meta 픽셀' }).fill(IDS.metaPixel);
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByRole('status')).toHaveText('저장되었습니다.');

    const requests = recordRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: '쿠키 사용 동의' });
    await expect(banner).toBeVisible();
    // The card passes axe's WCAG 2.1 A/AA rules (names, contrast) and takes no room in the page.
    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-label="쿠키 사용 동의"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await page.screenshot({ path: testInfo.outputPath('consent-banner.png') });

    // (a) Before any choice: no tracker script, no hit, also after a navigation in the page.
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: '온라인 스토어' }).click();
    await expect(page).toHaveURL(/\/shop\/products/);
    await page.waitForLoadState('networkidle');
    expect(requests.map((r) => r.url()).filter(isTracking)).toEqual([]);

    // The settings dialog opens from the card and closes with Escape, by keyboard.
    await banner.getByRole('button', { name: '선택(광고·분석)' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '쿠키 설정' });
    await expect(dialog.getByRole('checkbox', { name: '필수 쿠키' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: '광고 쿠키' })).not.toBeChecked();
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus goes back to the button that opened it (the dialog hands it back a moment after it closes).
    await expect(banner.getByRole('button', { name: '선택(광고·분석)' })).toBeFocused();
    expect(requests.map((r) => r.url()).filter(isTracking)).toEqual([]);

    // (b) 모두 허용 (by keyboard): the card goes, the three trackers load and each reports this page.
    await banner.getByRole('button', { name: '모두 허용' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const here = new URL(page.url()).pathname;
    await expect
      .poll(() =>
        hits(requests)
          .filter((h) => h.page === here)
          .map((h) => `${h.provider}:${h.event}`),
      )
      .toEqual(expect.arrayContaining(['googleAds:page_view', 'naver:page_view', 'metaPixel:PageView']));
    expect(hits(requests).find((h) => h.provider === 'googleAds' && h.event === 'page_view')).toMatchObject({ id: 'AW-123456789', page_path: here });
    expect(hits(requests).find((h) => h.provider === 'naver')).toMatchObject({ wa: IDS.naver });
    expect(hits(requests).find((h) => h.provider === 'metaPixel')).toMatchObject({ id: IDS.metaPixel });

    // A navigation in the page is one more page view.
    await page.getByRole('banner').getByRole('link', { name: '세라메종 홈' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const next = '/';
    await expect.poll(() => hits(requests).filter((h) => h.page === next && h.provider === 'googleAds' && h.event === 'page_view')).toHaveLength(1);

    // A reload keeps the choice: the server renders no card, and the page is tracked again.
    const before = requests.length;
    await page.reload();
    await waitForHydration(page);
    await expect(banner).toHaveCount(0);
    await expect.poll(() => hits(requests.slice(before)).filter((h) => h.event === 'page_view' && h.provider === 'googleAds')).toHaveLength(1);
    // All three report the reloaded page before the consent is withdrawn below: a late hit of this page must not count as one after it.
    await expect
      .poll(() => hits(requests.slice(before)).map((h) => `${h.provider}:${h.event}`))
      .toEqual(expect.arrayContaining(['googleAds:page_view', 'naver:page_view', 'metaPixel:PageView']));
    expect(await (await page.request.get('/')).text(), 'the server knows the choice from the cookie').not.toContain('쿠키 사용 동의');
    expect(await (await request.get('/')).text(), 'a visitor who has not chosen gets the card from the server').toContain('쿠키 사용 동의');
    expect(refused, 'the trackers load within the CSP').toEqual([]);

    // The footer's 쿠키 설정 brings the card back; 필수만 then withdraws the consent: no more page views.
    await page.getByRole('contentinfo').getByRole('button', { name: '쿠키 설정' }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: '필수만' }).click();
    await expect(banner).toBeHidden();
    const withdrawn = requests.length;
    await page.getByRole('banner').getByRole('link', { name: '온라인 스토어' }).click();
    await expect(page).toHaveURL(/\/shop\/products/);
    await page.waitForTimeout(1_000);
    expect(hits(requests.slice(withdrawn)).filter((h) => h.event === 'page_view')).toEqual([]);
  });

  test('a bank-transfer order reports its number and amount and nothing personal', async ({ page }, testInfo) => {
    await setTrackingIds(page, IDS);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('region', { name: '쿠키 사용 동의' }).getByRole('button', { name: '모두 허용' }).click();
    const requests = recordRequests(page);

    const member = await orderForm(page, await productWithoutOptions(page), testInfo);
    await page.getByRole('region', { name: '결제수단' }).getByRole('radio', { name: '무통장입금' }).check();
    await page
      .getByRole('complementary', { name: '결제 정보' })
      .getByRole('button', { name: /주문하기$/ })
      .click();
    await expect(page).toHaveURL(/\/shop\/result/);
    await expect(page.getByRole('heading', { level: 1, name: '주문이 접수되었습니다' })).toBeVisible();
    const orderNumber = (await page.locator('dt', { hasText: '주문번호' }).locator('xpath=following-sibling::dd[1]').innerText()).trim();
    const amount = Number((await page.locator('dt', { hasText: '입금하실 금액' }).locator('xpath=following-sibling::dd[1]').innerText()).replace(/[^\d]/g, ''));
    expect(amount).toBeGreaterThan(0);

    // (c) Each tracker gets the purchase with the order's amount in 원 (and Google and Meta its number).
    await expect
      .poll(() =>
        hits(requests)
          .filter((h) => ['conversion', 'Purchase'].includes(h.event))
          .map((h) => h.provider),
      )
      .toEqual(expect.arrayContaining(['googleAds', 'naver', 'metaPixel']));
    const conversions = hits(requests).filter((h) => ['conversion', 'Purchase'].includes(h.event));
    expect(conversions.find((h) => h.provider === 'googleAds')).toMatchObject({
      send_to: IDS.googleAds,
      value: String(amount),
      currency: 'KRW',
      transaction_id: orderNumber,
    });
    expect(conversions.find((h) => h.provider === 'naver')).toMatchObject({ type: '1', amount: String(amount) });
    expect(conversions.find((h) => h.provider === 'metaPixel')).toMatchObject({ value: String(amount), currency: 'KRW', eventID: `order-${orderNumber}` });

    // Nothing that names the buyer or where the order goes leaves the page for a tracker.
    const personal = [member.name, member.email, member.phone, member.username, '010-1234-5678', '학동로', '세라메종 빌딩', '06035'];
    const sent = requests.filter((r) => isTracking(r.url())).map((r) => `${decodeURIComponent(r.url().replace(/\+/g, ' '))} ${r.postData() ?? ''}`);
    for (const text of sent) for (const p of personal) expect(text, `a tracking request carries ${p}`).not.toContain(p);

    // A reload of the result page sends the conversion only once.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '주문이 접수되었습니다' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(hits(requests).filter((h) => h.provider === 'googleAds' && h.event === 'conversion')).toHaveLength(1);
  });
});
