import { expect, test } from '@playwright/test';
import { MESSAGES, type ProductListResponse } from '@shop/contracts';
import { ROOT, signInAtLogin, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** Today and a day some weeks ahead as yyyy-mm-dd in Seoul (the form's date inputs). */
const seoulDay = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Spec §2 console shop/exhibitions and /shop/exhibitions: staff create an exhibition with a
 * product in the console; a shopper finds it among the current exhibitions, opens it and goes on to the product.
 */
test('staff create an exhibition with a product; the shopper sees it and opens the product', async ({ page, request, browser }, testInfo) => {
  const mobile = testInfo.project.name !== 'desktop';
  const title = `테스트 욕실 기획전 ${mobile ? '모바일' : '데스크톱'} ${Date.now() % 100_000}`;
  const product = ((await (await request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()) as ProductListResponse).products[0]!;

  await signInAtLogin(page, ROOT.username, ROOT.password);
  await page.goto('/console/shop/exhibitions');
  await expect(page.getByRole('heading', { level: 1, name: /기획전/ })).toBeVisible();
  await page.getByRole('link', { name: '기획전 등록' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '기획전 등록' })).toBeVisible();
  await page.getByRole('textbox', { name: '기획전 제목' }).fill(title);
  await page.getByRole('textbox', { name: '요약' }).fill('욕실을 새롭게 바꾸는 제안');
  await page.getByLabel('시작일').fill(seoulDay(0));
  await page.getByLabel('종료일').fill(seoulDay(20));
  await page.getByRole('textbox', { name: '내용' }).fill('<p>기획전 상품을 만나보세요.</p>');
  // Picked with the keyboard: the results come as staff type, ↓ marks the first, Enter adds it.
  const search = page.getByRole('combobox', { name: '상품 검색' });
  await search.fill(product.code);
  await expect(page.getByRole('listbox', { name: '상품 검색 결과' }).getByRole('option').first()).toHaveAccessibleName(product.name);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByRole('list', { name: '선택한 상품' })).toContainText(product.name);
  await page.screenshot({ path: testInfo.outputPath('console-exhibition-form.png'), fullPage: true });
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/console\/shop\/exhibitions$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('진행중');
  await page.screenshot({ path: testInfo.outputPath('console-exhibitions.png'), fullPage: true });

  // The shopper (another context, not signed in).
  const shopper = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  const html = await (await request.get('/shop/exhibitions')).text();
  expect(html).toContain('<title>기획전');
  expect(html).toContain(title);
  await shopper.goto('/shop/exhibitions');
  await waitForHydration(shopper);
  await shopper.getByRole('link', { name: new RegExp(title) }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shopper).toHaveTitle(new RegExp(title));
  await shopper.screenshot({ path: testInfo.outputPath('exhibition.png'), fullPage: true });
  const name = product.name.split(',')[0]!.trim();
  await shopper
    .getByRole('heading', { level: 3 })
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(shopper).toHaveURL(new RegExp(`/shop/products/${product._id}`));
  await shopper.close();
});

/**
 * Spec §2 /shop/showrooms and §8 GPS messages: from a position in Busan the nearest-first sort
 * puts the Busan showroom first and shows distances in km; with the permission refused the page says so.
 */
test(
  'showrooms sort by distance from the browser position, and say so when the position is refused or unsupported',
  { tag: '@mobile' },
  async ({ browser }, testInfo) => {
    const size = testInfo.project.name === 'desktop' ? { width: 1440, height: 900 } : { width: 390, height: 844 };
    const near = await browser.newContext({
      viewport: size,
      locale: 'ko-KR',
      geolocation: { latitude: 35.158, longitude: 129.16 },
      permissions: ['geolocation'],
    });
    const page = await near.newPage();
    await page.goto('/shop/showrooms');
    await waitForHydration(page);
    const list = page.getByRole('list', { name: '쇼룸 목록' });
    await expect(list.getByRole('listitem').first()).toContainText('강남');
    await page.getByRole('button', { name: '내 위치에서 가까운 순' }).click();
    const sorted = page.getByRole('list', { name: '가까운 순 쇼룸 목록' });
    await expect(sorted.getByRole('listitem').first()).toContainText('부산 센텀');
    await expect(sorted.getByRole('listitem').first()).toContainText(/\dkm/);
    await expect(sorted.getByRole('listitem').last()).toContainText(/\d{3}km/);
    await page.screenshot({ path: testInfo.outputPath('showrooms-nearest.png'), fullPage: true });
    await sorted.getByRole('link', { name: /부산 센텀/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /부산 센텀/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '051-744-9900' })).toHaveAttribute('href', 'tel:0517449900');
    await expect(page.getByRole('link', { name: '네이버 지도에서 보기' })).toHaveAttribute('href', /^https:\/\/map\.naver\.com\//);
    await page.screenshot({ path: testInfo.outputPath('showroom.png'), fullPage: true });
    await near.close();

    const refused = await browser.newContext({ viewport: size, locale: 'ko-KR', permissions: [] });
    const other = await refused.newPage();
    await other.goto('/shop/showrooms');
    await waitForHydration(other);
    await other.getByRole('button', { name: '내 위치에서 가까운 순' }).click();
    await expect(other.getByRole('alert')).toHaveText(MESSAGES.GPS_PERMISSION);
    await refused.close();

    // A browser without the Geolocation API.
    const without = await browser.newContext({ viewport: size, locale: 'ko-KR' });
    await without.addInitScript(() => Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined }));
    const old = await without.newPage();
    await old.goto('/shop/showrooms');
    await waitForHydration(old);
    await old.getByRole('button', { name: '내 위치에서 가까운 순' }).click();
    await expect(old.getByRole('alert')).toHaveText(MESSAGES.GPS_UNSUPPORTED);
    await without.close();
  },
);

/** Server rendering (ARCHITECTURE §4): the four pages arrive whole in the HTML and hydrate without an error. */
test('the exhibition and showroom pages are rendered on the server and hydrate without errors', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  const { exhibitions } = (await (await request.get('/api/v1/shop/exhibitions')).json()) as { exhibitions: { _id: string; title: string }[] };
  const first = exhibitions[0]!;
  const pages: [string, string][] = [
    ['/shop/exhibitions', first.title],
    ['/shop/exhibitions?tab=ended', '종료된 기획전'],
    [`/shop/exhibitions/${first._id}`, first.title],
    ['/shop/showrooms', '세라메종 성수 쇼룸'],
    ['/shop/showrooms/gangnam', '서울 강남구 도산대로 318'],
  ];
  for (const [path, text] of pages) {
    expect(await (await request.get(path)).text(), `HTML of ${path}`).toContain(text);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors, `errors on ${path}`).toEqual([]);
  }
  expect((await request.get('/shop/showrooms/no-such-room')).status()).toBeLessThan(500);
});
