import { expect, test } from '@playwright/test';
import { ROOT, tokenOf, waitForHydration } from './helpers';
import { useOwnShop } from './own-shop';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

// A shop of the suite's own: its product, newest in the list and not buyable without its choice,
// would otherwise be what other suites pick first to buy.
const shop = useOwnShop();

/**
 * A product with a mandatory choice item (issue 13: "a mandatory choice must be picked before
 * adding to the cart"; spec §3 choicees): the product page lists its choice items with 필수 on
 * the mandatory one, adds the picked ones' prices to the total and asks for the mandatory one
 * before the cart takes the product.
 */
test('the product page asks for the mandatory choice before adding to the cart', async ({ page, playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: shop.url });
  const staff = await tokenOf(request, ROOT.username, ROOT.password);
  const [mirror] = (await (await request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()).products as {
    _id: string;
    name: string;
    salePrice: number;
    category: { _id: string };
  }[];
  const item = { _product: mirror!._id, _option: null, _supply: null, custom: null, enabled: true, deleted: false, mandatory: true };
  const name = `필수 선택 세면대 ${Date.now().toString(36)}`;
  const created = await request.post('/api/console/shop/products', {
    headers: { Authorization: staff },
    data: {
      code: `pw-mc-${Date.now().toString(36)}`,
      name,
      _category: mirror!.category._id,
      price: 150_000,
      stock: 5,
      shows: true,
      sells: true,
      choicees: [item, { ...item, _product: null, custom: { name: '수납장', amount: 1, salePrice: 30_000 }, mandatory: false }],
    },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()).product as { _id: string };

  await page.goto(`${shop.url}/shop/products/${_id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const choices = page.getByRole('group', { name: '선택 상품' });
  await expect(choices.getByRole('checkbox')).toHaveCount(2);
  await expect(choices.getByText('필수')).toHaveCount(1);
  const total = page.locator('strong[aria-live="polite"]');
  await expect(total).toHaveText('150,000원');
  await choices.getByRole('checkbox', { name: /수납장/ }).check();
  // A picked choice item is ordered with the product: its price joins the total.
  await expect(total).toHaveText('180,000원');
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(choices.getByRole('alert')).toHaveText('필수 선택 상품을 골라주세요');
  await page.screenshot({ path: testInfo.outputPath(`mandatory-choice-${testInfo.project.name}.png`), fullPage: true });

  await choices.getByRole('checkbox', { name: new RegExp(mirror!.name.split(',')[0]!) }).check();
  await expect(choices.getByRole('alert')).toHaveCount(0);
  await expect(total).toHaveText(`${(180_000 + mirror!.salePrice).toLocaleString('ko-KR')}원`);
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByText('상품을 장바구니에 담았습니다.').first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ceramaison.cart') ?? '{}'));
  expect(stored.state.lines).toEqual([{ product: _id, option: {}, choices: ['custom:수납장', mirror!._id], amount: 1 }]);
  await request.dispose();
});
