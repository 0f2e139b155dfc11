import { expect, test } from '@playwright/test';
import { ROOT, signInToConsole, tokenOf, trackDialogs, waitForHydration } from './helpers';
import { useOwnShop } from './own-shop';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

// A shop of the suite's own: its product never becomes what other suites pick first.
const shop = useOwnShop();

/**
 * A supply added in the console product editor (issue 13; spec §3 Product supplies: custom name
 * and salePrice, enabled, mandatory): staff open a product, add 배수 트랩 at 12,000원 under 부자재,
 * mark it 필수 and save; the editor shows it again after a reload, and the shop's product page
 * lists it with its price, refuses the cart until it is picked, and adds its price to the total.
 */
test('staff add a mandatory supply with a price and the shop asks for it before the cart', async ({ page, browser, playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: shop.url });
  const staff = await tokenOf(request, ROOT.username, ROOT.password);
  const [template] = (await (await request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()).products as { category: { _id: string } }[];
  const run = Date.now().toString(36);
  const name = `부자재 욕조 ${run}`;
  const created = await request.post('/api/console/shop/products', {
    headers: { Authorization: staff },
    data: { code: `pw-sup-${run}`, name, _category: template!.category._id, price: 100_000, stock: 5, shows: true, sells: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()).product as { _id: string };
  const dialogs = trackDialogs(page);

  await signInToConsole(page, ROOT.username, shop.url);
  await page.goto(`${shop.url}/console/shop/products/${_id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const items = page.getByRole('region', { name: '연관·구성 상품' });
  await items.getByRole('radio', { name: /^부자재/ }).check();
  const custom = items.getByRole('group', { name: '직접 입력 부자재' });
  // A price is a whole number of 원: the form says so and adds nothing.
  await custom.getByRole('textbox', { name: '직접 입력 상품명' }).fill('배수 트랩');
  await custom.getByRole('textbox', { name: '직접 입력 금액 (원)' }).fill('12.5');
  await custom.getByRole('button', { name: '직접 입력 추가' }).click();
  await expect(custom.getByRole('alert')).toHaveText('금액은 0 이상의 정수로 입력해주세요');
  await custom.getByRole('textbox', { name: '직접 입력 금액 (원)' }).fill('12,000');
  await custom.getByRole('button', { name: '직접 입력 추가' }).click();
  const chosen = items.getByRole('list', { name: '선택한 상품' });
  const row = chosen.getByRole('listitem', { name: '배수 트랩' });
  await expect(row).toContainText('배수 트랩 (+12,000원)');
  await expect(row.getByRole('checkbox', { name: '사용' })).toBeChecked();
  await row.getByRole('checkbox', { name: '필수' }).check();
  await expect(items.getByRole('radio', { name: /^부자재/ })).toHaveAccessibleName(/부자재 \(1\)/);
  await page.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => dialogs).toContain('상품이 수정되었습니다');

  // What was saved comes back in the editor.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await items.getByRole('radio', { name: /^부자재/ }).check();
  await expect(row).toContainText('배수 트랩 (+12,000원)');
  await expect(row.getByRole('checkbox', { name: '필수' })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('console-product-supply.png'), fullPage: true });

  // A shopper must pick the mandatory supply, whose price joins the total.
  const shopper = await browser.newPage({ viewport: page.viewportSize()! });
  await shopper.goto(`${shop.url}/shop/products/${_id}`);
  await waitForHydration(shopper);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  const supplies = shopper.getByRole('group', { name: '부자재' });
  await expect(supplies.getByRole('checkbox')).toHaveCount(1);
  await expect(supplies).toContainText('배수 트랩');
  await expect(supplies).toContainText('12,000원');
  await expect(supplies.getByText('필수')).toHaveCount(1);
  const total = shopper.locator('strong[aria-live="polite"]');
  await expect(total).toHaveText('100,000원');
  await shopper.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(supplies.getByRole('alert')).toHaveText('필수 부자재를 골라주세요');
  await expect(shopper.getByText('상품을 장바구니에 담았습니다.')).toHaveCount(0);
  await supplies.getByRole('checkbox', { name: /배수 트랩/ }).check();
  await expect(supplies.getByRole('alert')).toHaveCount(0);
  await expect(total).toHaveText('112,000원');
  await shopper.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(shopper.getByText('상품을 장바구니에 담았습니다.').first()).toBeVisible();
  const stored = await shopper.evaluate(() => JSON.parse(localStorage.getItem('ceramaison.cart') ?? '{}'));
  expect(stored.state.lines).toEqual([{ product: _id, option: {}, choices: ['supply:custom:배수 트랩'], amount: 1 }]);
  await shopper.screenshot({ path: testInfo.outputPath('shop-product-supply.png'), fullPage: true });
  await shopper.close();
  await request.dispose();
});
