import { expect, test } from '@playwright/test';
import { PRODUCT_MESSAGES } from '@shop/contracts';
import { ROOT, signInToConsole, tokenOf, trackDialogs, waitForHydration } from './helpers';
import { useOwnShop } from './own-shop';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

// A shop of the suite's own: its bundle and parts never become what other suites pick first.
const shop = useOwnShop();

/**
 * A product bundle made in the console (issue 13; spec §3 Product type "product bundle",
 * bundleds): staff pick two parts with 수량 2 and 1, save, see the set's stock worked out from
 * the parts (the least of floor(part stock ÷ 수량)), change a 수량 and see the stock follow, publish
 * it, and the shop's product page lists the parts with their units.
 */
test('staff make a product bundle with units per part and the shop lists its parts', async ({ page, browser, playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: shop.url });
  const staff = await tokenOf(request, ROOT.username, ROOT.password);
  const [template] = (await (await request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()).products as { category: { _id: string } }[];
  const run = Date.now().toString(36);
  const createPart = async (code: string, name: string, stock: number) => {
    const created = await request.post('/api/console/shop/products', {
      headers: { Authorization: staff },
      data: { code, name, _category: template!.category._id, price: 100_000, stock, shows: true, sells: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { code, name };
  };
  const basin = await createPart(`pw-bp-b-${run}`, `세트 세면대 ${run}`, 7);
  const faucet = await createPart(`pw-bp-f-${run}`, `세트 수전 ${run}`, 5);
  const name = `욕실 세트 ${run}`;
  const dialogs = trackDialogs(page);

  await signInToConsole(page, ROOT.username, shop.url);
  await page.goto(`${shop.url}/console/shop/products/create`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '상품 등록' })).toBeVisible();
  const basic = page.getByRole('region', { name: '기본 정보' });
  await basic.getByRole('textbox', { name: '상품코드' }).fill(`pw-bundle-${run}`);
  await basic.getByRole('textbox', { name: '상품명' }).fill(name);
  await basic.getByRole('combobox', { name: '유형' }).selectOption('bundle');
  await basic.getByRole('combobox', { name: '카테고리' }).selectOption({ index: 1 });

  const items = page.getByRole('region', { name: '연관·구성 상품' });
  const chosen = items.getByRole('list', { name: '선택한 상품' });
  await items.getByRole('radio', { name: /^구성 상품/ }).check();
  for (const part of [basin, faucet]) {
    await items.getByRole('combobox', { name: '상품 찾기' }).fill(part.code);
    await items.getByRole('option', { name: part.name, exact: true }).click();
    await expect(chosen).toContainText(part.name);
  }
  const basinUnits = chosen.getByRole('textbox', { name: `${basin.name} 수량` });
  await expect(basinUnits).toHaveValue('1');
  // 수량 is a whole number from 1: the form says so and does not send the product.
  await basinUnits.fill('0');
  await expect(chosen.getByText(PRODUCT_MESSAGES.PART_AMOUNT)).toBeVisible();
  await page.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => dialogs).toContain(PRODUCT_MESSAGES.PART_AMOUNT);
  await expect(page.getByRole('heading', { level: 1, name: '상품 등록' })).toBeVisible();
  await basinUnits.fill('2');
  await expect(chosen.getByText(PRODUCT_MESSAGES.PART_AMOUNT)).toHaveCount(0);
  await page.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => dialogs).toContain('상품이 등록되었습니다');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const bundleId = new URL(page.url()).pathname.split('/').pop()!;

  // The set's stock: 7 basins make 3 sets of 2, 5 faucets 5 sets of 1.
  const stock = page.getByRole('region', { name: '재고·옵션' }).getByRole('textbox', { name: '재고 (개)' });
  await expect(stock).toHaveAttribute('readonly', '');
  await expect(stock).toHaveValue('3');
  await expect(page.getByRole('status', { name: '세트 재고' })).toContainText('세트 재고 3개');
  await expect(chosen.getByRole('textbox', { name: `${basin.name} 수량` })).toHaveValue('2');
  await expect(chosen.getByRole('textbox', { name: `${faucet.name} 수량` })).toHaveValue('1');

  // Two faucets a set: 5 faucets make 2 sets, and the stock follows the save. Published on sale.
  await chosen.getByRole('textbox', { name: `${faucet.name} 수량` }).fill('2');
  const display = page.getByRole('region', { name: '노출' });
  await display.getByRole('checkbox', { name: '쇼핑몰에 노출' }).check();
  await display.getByRole('checkbox', { name: '판매', exact: true }).check();
  await page.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => dialogs).toContain('상품이 수정되었습니다');
  await expect(stock).toHaveValue('2');
  await expect(page.getByRole('status', { name: '세트 재고' })).toContainText('세트 재고 2개');
  await page.screenshot({ path: testInfo.outputPath('console-product-bundle.png'), fullPage: true });

  // A shopper sees the set with its parts and their units.
  const shopper = await browser.newPage({ viewport: page.viewportSize()! });
  await shopper.goto(`${shop.url}/shop/products/${bundleId}`);
  await waitForHydration(shopper);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  const parts = shopper.getByRole('region', { name: '구성 상품' });
  await expect(parts.getByRole('listitem')).toHaveCount(2);
  await expect(parts.getByRole('listitem').filter({ hasText: basin.name })).toContainText('2개 ·');
  await expect(parts.getByRole('listitem').filter({ hasText: faucet.name })).toContainText('2개 ·');
  await expect(shopper.getByRole('button', { name: '장바구니 담기' })).toBeEnabled();
  await shopper.screenshot({ path: testInfo.outputPath('shop-product-bundle.png'), fullPage: true });
  const { product } = await (await request.get(`/api/v1/shop/products/${bundleId}`)).json();
  expect([product.stock, product.shows, product.sells]).toEqual([2, true, true]);
  await shopper.close();
  await request.dispose();
});

/**
 * Supplies and option settings on the product page (issue 13; spec §3 Product supplies,
 * optionsConf enabled and sort): the enabled supplies are listed under 부자재 with their prices, a
 * mandatory one must be picked before the cart takes the product, and its price joins the total;
 * the option values come in the order staff chose, and with options switched off there is no
 * option picker.
 */
test('the product page lists supplies with their prices and options as staff set them', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: shop.url });
  const staff = await tokenOf(request, ROOT.username, ROOT.password);
  const [template] = (await (await request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()).products as { category: { _id: string } }[];
  const run = Date.now().toString(36);
  const supply = (name: string, salePrice: number, patch: object = {}) => ({
    _product: null,
    _option: null,
    _supply: null,
    custom: { name, amount: 1, salePrice },
    enabled: true,
    deleted: false,
    mandatory: false,
    ...patch,
  });
  const name = `부자재 세면대 ${run}`;
  const created = await request.post('/api/console/shop/products', {
    headers: { Authorization: staff },
    data: {
      code: `pw-sp-${run}`,
      name,
      _category: template!.category._id,
      price: 100_000,
      stock: 5,
      shows: true,
      sells: true,
      options: [
        {
          name: '색상',
          values: [
            { name: '화이트', amount: 20_000 },
            { name: '그레이', amount: 0 },
            { name: '블랙', amount: 10_000 },
          ],
        },
      ],
      optionsConf: { enabled: true, sort: 'amount' },
      supplies: [supply('배수 트랩', 12_000, { mandatory: true }), supply('고정 볼트', 3_000), supply('꺼둔 부자재', 1_000, { enabled: false })],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()).product as { _id: string };

  await page.goto(`${shop.url}/shop/products/${_id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '색상' }).getByRole('option')).toHaveText([
    '색상을 선택해주세요',
    '그레이',
    '블랙 (+10,000원)',
    '화이트 (+20,000원)',
  ]);
  const supplies = page.getByRole('group', { name: '부자재' });
  await expect(supplies.getByRole('checkbox')).toHaveCount(2);
  await expect(supplies).toContainText('배수 트랩');
  await expect(supplies).toContainText('12,000원');
  await expect(supplies).toContainText('3,000원');
  await expect(supplies.getByText('필수')).toHaveCount(1);
  await page.getByRole('combobox', { name: '색상' }).selectOption('그레이');
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(supplies.getByRole('alert')).toHaveText('필수 부자재를 골라주세요');
  await supplies.getByRole('checkbox', { name: /배수 트랩/ }).check();
  await expect(page.locator('strong[aria-live="polite"]')).toHaveText('112,000원');
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByText('상품을 장바구니에 담았습니다.').first()).toBeVisible();

  // Staff switch the options off: the page shows no option picker.
  const off = await request.put(`/api/console/shop/products/${_id}`, {
    headers: { Authorization: staff },
    data: { optionsConf: { enabled: false, sort: 'amount' } },
  });
  expect(off.status(), await off.text()).toBe(200);
  await page.goto(`${shop.url}/shop/products/${_id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('group', { name: '부자재' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '색상' })).toHaveCount(0);
  await request.dispose();
});

/**
 * A bundle part with option combinations (issue 13; spec §3 bundleds `_option`): staff pick a
 * basin that comes in colours into a set; its row asks for the combination (the server refuses
 * the set without it), staff choose 그레이, and the set's stock follows that combination's units;
 * the shop's page lists the part with its option text.
 */
test('a bundle part of a product with combinations takes the combination staff choose', async ({ page, browser, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: shop.url });
  const staff = await tokenOf(request, ROOT.username, ROOT.password);
  const [template] = (await (await request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()).products as { category: { _id: string } }[];
  const run = Date.now().toString(36);
  const basin = { code: `pw-bv-b-${run}`, name: `조합 세면대 ${run}` };
  const created = await request.post('/api/console/shop/products', {
    headers: { Authorization: staff },
    data: {
      ...basin,
      _category: template!.category._id,
      price: 100_000,
      shows: true,
      sells: true,
      options: [
        {
          name: '색상',
          values: [
            { name: '화이트', amount: 0 },
            { name: '그레이', amount: 10_000 },
          ],
        },
      ],
      variations: [
        { code: `W-${run}`, list: { 색상: '화이트' }, spec: '', enabled: true, stock: 9 },
        { code: `G-${run}`, list: { 색상: '그레이' }, spec: '', enabled: true, stock: 4 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const name = `조합 세트 ${run}`;
  const dialogs = trackDialogs(page);

  await signInToConsole(page, ROOT.username, shop.url);
  await page.goto(`${shop.url}/console/shop/products/create`);
  await waitForHydration(page);
  const basic = page.getByRole('region', { name: '기본 정보' });
  await basic.getByRole('textbox', { name: '상품코드' }).fill(`pw-bv-${run}`);
  await basic.getByRole('textbox', { name: '상품명' }).fill(name);
  await basic.getByRole('combobox', { name: '유형' }).selectOption('bundle');
  await basic.getByRole('combobox', { name: '카테고리' }).selectOption({ index: 1 });
  const display = page.getByRole('region', { name: '노출' });
  await display.getByRole('checkbox', { name: '쇼핑몰에 노출' }).check();
  await display.getByRole('checkbox', { name: '판매', exact: true }).check();

  const items = page.getByRole('region', { name: '연관·구성 상품' });
  await items.getByRole('radio', { name: /^구성 상품/ }).check();
  await items.getByRole('combobox', { name: '상품 찾기' }).fill(basin.code);
  await items.getByRole('option', { name: basin.name, exact: true }).click();
  const chosen = items.getByRole('list', { name: '선택한 상품' });
  const combination = chosen.getByRole('combobox', { name: `${basin.name} 옵션 조합` });
  await expect(combination.getByRole('option')).toHaveText(['옵션 조합 선택', '화이트 (재고 9개)', '그레이 (재고 4개)']);
  await expect(chosen.getByText(PRODUCT_MESSAGES.PART_VARIATION_REQUIRED)).toBeVisible();
  // Without a combination the server refuses the set and says which part lacks it.
  await page.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => dialogs).toContain(`${PRODUCT_MESSAGES.PART_VARIATION_REQUIRED}: ${basin.name}`);
  await expect(page.getByRole('heading', { level: 1, name: '상품 등록' })).toBeVisible();
  await combination.selectOption({ label: '그레이 (재고 4개)' });
  await expect(chosen.getByText(PRODUCT_MESSAGES.PART_VARIATION_REQUIRED)).toHaveCount(0);
  await chosen.getByRole('textbox', { name: `${basin.name} 수량` }).fill('2');
  await page.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => dialogs).toContain('상품이 등록되었습니다');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const bundleId = new URL(page.url()).pathname.split('/').pop()!;
  // 4 grey basins make 2 sets of 2 (the 9 white ones do not count).
  await expect(page.getByRole('status', { name: '세트 재고' })).toContainText('세트 재고 2개');
  await expect(chosen.getByRole('combobox', { name: `${basin.name} 옵션 조합` })).toHaveValue(`G-${run}`);

  const shopper = await browser.newPage({ viewport: page.viewportSize()! });
  await shopper.goto(`${shop.url}/shop/products/${bundleId}`);
  await waitForHydration(shopper);
  const part = shopper.getByRole('region', { name: '구성 상품' }).getByRole('listitem').filter({ hasText: basin.name });
  await expect(part).toContainText('옵션: 그레이');
  await expect(part).toContainText('2개 · 110,000원');
  await shopper.close();
  await request.dispose();
});
