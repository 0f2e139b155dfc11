import { expect, test } from '@playwright/test';
import { newMember, ROOT, signInToConsole, tokenOf, waitForHydration } from './helpers';
import { useOwnShop } from './own-shop';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

// A shop of the suite's own: its product, newest in the list, would otherwise be what other suites pick first to buy.
const shop = useOwnShop();

const WHITE_600 = { 색상: '화이트', 크기: '600' };
const WHITE_800 = { 색상: '화이트', 크기: '800' };
const GREY_600 = { 색상: '그레이', 크기: '600' };
const GREY_800 = { 색상: '그레이', 크기: '800' };

/**
 * Stock per option combination (issue 13; spec §3 Product options with optionsConf values and
 * variation): the product page shows colour swatches, marks the sold-out combination 품절 and
 * cannot choose it (nor a switched-off one), works with the keyboard as radio groups, and the
 * shopper orders the available combination, whose units go down by the order.
 */
test(
  'a shopper picks a colour swatch, sees the sold-out size disabled, and orders the other one',
  { tag: ['@mobile', '@engines'] },
  async ({ page, playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: shop.url });
    const staff = await tokenOf(request, ROOT.username, ROOT.password);
    const [template] = (await (await request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()).products as { category: { _id: string } }[];
    const run = `${testInfo.project.name === 'desktop' ? 'd' : 'm'}${Date.now().toString(36)}`;
    const name = `스윙 벽걸이 세면대 ${run}`;
    const created = await request.post('/api/console/shop/products', {
      headers: { Authorization: staff },
      data: {
        code: `pw-var-${run}`,
        name,
        _category: template!.category._id,
        price: 180_000,
        shows: true,
        sells: true,
        options: [
          {
            name: '색상',
            values: [
              { name: '화이트', hexa: '#f4f2ee', amount: 0 },
              { name: '그레이', hexa: '#8a8783', amount: 10_000 },
            ],
          },
          {
            name: '크기',
            values: [
              { name: '600', amount: 0 },
              { name: '800', amount: 30_000 },
            ],
          },
        ],
        variations: [
          { code: 'SW-WH-600', list: WHITE_600, spec: '600 x 420 mm', enabled: true, stock: 0 },
          { code: 'SW-WH-800', list: WHITE_800, spec: '800 x 420 mm', enabled: true, stock: 2 },
          { code: 'SW-GR-600', list: GREY_600, spec: '600 x 420 mm', enabled: true, stock: 1 },
          { code: 'SW-GR-800', list: GREY_800, spec: '800 x 420 mm', enabled: false, stock: 5 },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { _id } = (await created.json()).product as { _id: string };
    const member = newMember(testInfo);
    expect((await request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);

    await page.goto(`${shop.url}/login`);
    await page.getByRole('textbox', { name: '아이디', exact: true }).fill(member.username);
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(member.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto(`${shop.url}/shop/products/${_id}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const colour = page.getByRole('radiogroup', { name: /^색상/ });
    const size = page.getByRole('radiogroup', { name: /^크기/ });

    // White: its 600 is sold out (disabled, 품절), its 800 can be chosen.
    await colour.getByRole('radio', { name: /^화이트/ }).check();
    await expect(size.getByRole('radio', { name: /^600/ })).toBeDisabled();
    await expect(size.locator('label', { hasText: '600' })).toContainText('품절');
    await expect(size.getByRole('radio', { name: /^800/ })).toBeEnabled();

    // With the keyboard: arrow keys move between colours; grey's 800 is switched off, its 600 has a unit.
    await colour.getByRole('radio', { name: /^화이트/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(colour.getByRole('radio', { name: /^그레이/ })).toBeChecked();
    await expect(size.getByRole('radio', { name: /^800/ })).toBeDisabled();
    await expect(size.getByRole('radio', { name: /^600/ })).toBeEnabled();
    await page.keyboard.press('ArrowLeft');
    await expect(colour.getByRole('radio', { name: /^화이트/ })).toBeChecked();

    await size.getByRole('radio', { name: /^800/ }).check();
    await expect(page.getByText('800 x 420 mm')).toBeVisible();
    await expect(page.getByText('210,000원').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`variations-${testInfo.project.name}.png`), fullPage: true });

    await page.getByRole('region', { name }).getByRole('button', { name: '바로 구매하기' }).click();
    await expect(page).toHaveURL(/\/shop\/order/);
    const sender = page.getByRole('region', { name: '주문자 정보' });
    await sender.getByRole('textbox', { name: '연락처', exact: true }).fill(member.phone);
    await sender.getByRole('textbox', { name: '이메일', exact: true }).fill(member.email);
    await sender.getByRole('textbox', { name: '우편번호', exact: true }).fill('06016');
    await sender.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 학동로 311');
    await sender.getByRole('textbox', { name: '상세주소', exact: true }).fill('3층');
    await page.getByRole('region', { name: '배송지 정보' }).getByRole('checkbox', { name: '주문자와 동일' }).check();
    await page.getByRole('region', { name: '결제수단' }).getByRole('radio', { name: '무통장입금' }).check();
    const summary = page.getByRole('complementary', { name: '결제 정보' });
    await summary.getByRole('checkbox', { name: '주문 내용을 확인하였으며 결제에 동의합니다' }).check();
    await summary.getByRole('button', { name: /주문하기$/ }).click();
    await expect(page).toHaveURL(/\/shop\/result/);

    // The order took its unit from white 800 only.
    await expect
      .poll(async () => {
        const { product } = await (await request.get(`/api/v1/shop/products/${_id}`)).json();
        return Object.fromEntries((product.variations as { code: string; stock: number }[]).map((v) => [v.code, v.stock]));
      })
      .toEqual({ 'SW-WH-600': 0, 'SW-WH-800': 1, 'SW-GR-600': 1 });
    await request.dispose();
  },
);

/**
 * The console's 옵션 조합 (issue 13; spec §3 variation: code, list, spec, enabled): staff generate
 * the combinations of a product's options, give each its units, switch one off and save; the shop
 * then sells per combination and counts only the enabled ones in the product's stock.
 */
test('staff generate the option combinations in the console and set each one’s units', { tag: '@engines' }, async ({ page, playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: shop.url });
  const staff = await tokenOf(request, ROOT.username, ROOT.password);
  const [template] = (await (await request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()).products as { category: { _id: string } }[];
  const run = `${testInfo.project.name === 'desktop' ? 'd' : 'm'}${Date.now().toString(36)}`;
  const created = await request.post('/api/console/shop/products', {
    headers: { Authorization: staff },
    data: {
      code: `pw-vc-${run}`,
      name: `조합 수전 ${run}`,
      _category: template!.category._id,
      price: 90_000,
      stock: 4,
      options: [
        {
          name: '마감',
          values: [
            { name: '크롬', hexa: '#c0c0c0', amount: 0 },
            { name: '블랙', hexa: '#222222', amount: 5_000 },
          ],
        },
        {
          name: '길이',
          values: [
            { name: '짧은형', amount: 0 },
            { name: '긴형', amount: 8_000 },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()).product as { _id: string };

  await signInToConsole(page, ROOT.username, shop.url);
  await page.goto(`${shop.url}/console/shop/products/${_id}`);
  const section = page.getByRole('region', { name: '옵션 조합' });
  await section.getByRole('button', { name: '옵션 조합 만들기' }).click();
  const rows = section.getByRole('group', { name: /^옵션 조합 / });
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('크롬 / 짧은형');
  const units = [3, 0, 6, 2];
  for (const [i, n] of units.entries()) await rows.nth(i).getByRole('textbox', { name: '재고 (개)' }).fill(String(n));
  await rows.nth(0).getByRole('textbox', { name: '설명' }).fill('토수구 150 mm');
  await rows.nth(3).getByRole('checkbox', { name: '판매' }).uncheck();
  const total = page.getByRole('region', { name: '재고·옵션' }).getByRole('textbox', { name: '재고 (개)' });
  await expect(total).toHaveAttribute('readonly', '');
  await expect(total).toHaveValue('9');
  await page.screenshot({ path: testInfo.outputPath(`console-variations-${testInfo.project.name}.png`), fullPage: true });
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: '저장' }).click();

  await expect
    .poll(async () => {
      const { product } = await (await request.get(`/api/v1/shop/products/${_id}`)).json();
      return { stock: product.stock, variations: (product.variations ?? []).map((v: { spec: string; stock: number }) => [v.spec, v.stock]) };
    })
    .toEqual({
      stock: 9,
      variations: [
        ['토수구 150 mm', 3],
        ['', 0],
        ['', 6],
      ],
    });
  await request.dispose();
});

/**
 * The demo catalogue sells two products per option combination (issue 13; spec §3 optionsConf
 * values with hexa, variation): the bidet seat's colours are swatches, its switched-off 롱 /
 * 매트 그레이 cannot be chosen, and the faucet's sold-out 무광 블랙 is marked 품절.
 */
test('the demo products sold per combination show colour swatches and refuse the sold-out and switched-off ones', async ({ page }) => {
  await page.goto(`${shop.url}/shop/products/vc-bs-slim`);
  await waitForHydration(page);
  const size = page.getByRole('radiogroup', { name: /^크기/ });
  const colour = page.getByRole('radiogroup', { name: /^색상/ });
  await size.getByRole('radio', { name: /^롱/ }).check();
  await expect(colour.getByRole('radio', { name: /^화이트/ })).toBeEnabled();
  await expect(colour.getByRole('radio', { name: /^매트 그레이/ })).toBeDisabled();
  await expect(colour.locator('label', { hasText: '매트 그레이' })).toContainText('선택 불가');
  await size.getByRole('radio', { name: /^레귤러/ }).check();
  await colour.getByRole('radio', { name: /^매트 그레이/ }).check();
  await expect(page.getByText('474,000원').first()).toBeVisible();

  await page.goto(`${shop.url}/shop/products/cl-bf-100-fin`);
  await waitForHydration(page);
  const finish = page.getByRole('radiogroup', { name: /^마감/ });
  await expect(finish.getByRole('radio')).toHaveCount(3);
  await expect(finish.getByRole('radio', { name: /^무광 블랙/ })).toBeDisabled();
  await expect(finish.locator('label', { hasText: '무광 블랙' })).toContainText('품절');
  await finish.getByRole('radio', { name: /^브러시드 골드/ }).check();
  await expect(page.getByText('브러시드 골드 (PVD), 토수구 120 mm')).toBeVisible();
});
