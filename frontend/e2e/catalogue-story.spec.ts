import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ROOT, isMobile, newMember, tokenOf, waitForHydration } from './helpers';
import { useOwnShop } from './own-shop';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

// A shop of the suite's own: its product, newest in the list and not buyable without its choice,
// would otherwise be what other suites pick first to buy.
const shop = useOwnShop();

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
/** The initial consonants (초성) of a Korean text's syllables. */
const initialsOf = (text: string) => [...text].map((c) => INITIALS[Math.floor((c.charCodeAt(0) - 0xac00) / 588)] ?? '').join('');
/** A made-up word of four syllables, so its 초성 find this run's product alone. */
const madeUpWord = () => Array.from({ length: 4 }, () => '큐퓨튜뮤쥬휴뉴듀'[Math.floor(Math.random() * 8)]).join('');

interface Part {
  _id: string;
  name: string;
  salePrice: number;
}

/** Two demo products without options and with units to spare: the choice item and the bundled item. */
async function partsOf(request: APIRequestContext): Promise<[Part, Part]> {
  const { products } = (await (await request.get('/api/v1/shop/products', { headers: { limit: '30' } })).json()) as {
    products: { _id: string; stock: number }[];
  };
  const parts: Part[] = [];
  for (const p of products.filter((x) => x.stock > 5)) {
    const { product } = await (await request.get(`/api/v1/shop/products/${p._id}`)).json();
    if (product.options.length === 0 && !product.choiceItems) parts.push({ _id: product._id, name: product.name, salePrice: product.salePrice });
    if (parts.length === 2) return [parts[0]!, parts[1]!];
  }
  throw new Error('no two demo products without options');
}

/** Staff make the product in the console editor: an option with a surcharge, a mandatory choice item and a bundled item; published and on sale. */
async function createInConsole(page: Page, code: string, name: string, choice: Part, bundled: Part): Promise<void> {
  await signIn(page, ROOT.username, ROOT.password);
  await page.goto(`${shop.url}/console/shop/products/create`);
  await expect(page.getByRole('heading', { level: 1, name: '상품 등록' })).toBeVisible();
  const basic = page.getByRole('region', { name: '기본 정보' });
  await basic.getByRole('textbox', { name: '상품코드' }).fill(code);
  await basic.getByRole('textbox', { name: '상품명' }).fill(name);
  await basic.getByRole('combobox', { name: '카테고리' }).selectOption({ index: 1 });
  await page.getByRole('region', { name: '가격·할인' }).getByRole('textbox', { name: '판매가 (원)' }).fill('240000');
  const stock = page.getByRole('region', { name: '재고·옵션' });
  await stock.getByRole('textbox', { name: '재고 (개)' }).fill('8');
  await stock.getByRole('button', { name: '옵션 추가' }).click();
  await stock.getByRole('textbox', { name: '옵션명' }).fill('색상');
  await stock.getByRole('textbox', { name: '값 1' }).fill('화이트');
  await stock.getByRole('button', { name: '값 추가' }).click();
  await stock.getByRole('textbox', { name: '값 2' }).fill('그레이');
  await stock.getByRole('textbox', { name: '추가 금액 (원)' }).nth(1).fill('20000');

  const items = page.getByRole('region', { name: '연관·구성 상품' });
  const pick = async (list: RegExp, part: Part) => {
    await items.getByRole('radio', { name: list }).check();
    await items.getByRole('combobox', { name: '상품 찾기' }).fill(part.name.slice(0, 8));
    await items.getByRole('option', { name: part.name, exact: true }).click();
    await expect(items.getByRole('list', { name: '선택한 상품' })).toContainText(part.name);
  };
  await pick(/^구성 상품/, bundled);
  await pick(/^선택 상품/, choice);
  await items.getByRole('list', { name: '선택한 상품' }).getByRole('checkbox', { name: '필수' }).check();
  // A choice of the shop's own making: installation, charged on each unit.
  const custom = items.getByRole('group', { name: '직접 입력 선택 상품' });
  await custom.getByRole('button', { name: '직접 입력 추가' }).click();
  await expect(custom.getByRole('alert')).toHaveText('직접 입력 상품명을 입력해주세요');
  await custom.getByRole('textbox', { name: '직접 입력 상품명' }).fill('설치 서비스');
  await custom.getByRole('textbox', { name: '직접 입력 금액 (원)' }).fill('50000');
  await custom.getByRole('button', { name: '직접 입력 추가' }).click();
  await expect(items.getByRole('list', { name: '선택한 상품' })).toContainText('설치 서비스 (+50,000원)');

  const display = page.getByRole('region', { name: '노출' });
  await display.getByRole('checkbox', { name: '쇼핑몰에 노출' }).check();
  await display.getByRole('checkbox', { name: '판매', exact: true }).check();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Signs in on the suite's own shop. */
async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${shop.url}/login`);
  await page.getByRole('textbox', { name: '아이디', exact: true }).fill(username);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The same product through the console API (at 390 px the console is not the story). */
async function createByApi(request: APIRequestContext, code: string, name: string, choice: Part, bundled: Part): Promise<void> {
  const staff = await tokenOf(request, ROOT.username, ROOT.password);
  const [template] = (await (await request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()).products as { category: { _id: string } }[];
  const item = (id: string, mandatory: boolean) => ({ _product: id, _option: null, _supply: null, custom: null, enabled: true, deleted: false, mandatory });
  const created = await request.post('/api/console/shop/products', {
    headers: { Authorization: staff },
    data: {
      code,
      name,
      _category: template!.category._id,
      price: 240_000,
      stock: 8,
      shows: true,
      sells: true,
      options: [
        {
          name: '색상',
          values: [
            { name: '화이트', amount: 0 },
            { name: '그레이', amount: 20_000 },
          ],
        },
      ],
      bundleds: [item(bundled._id, false)],
      choicees: [item(choice._id, true), { ...item('', false), _product: null, custom: { name: '설치 서비스', amount: 1, salePrice: 50_000 } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/**
 * The catalogue's whole story (issue 13 Tests): staff create a product with an option, a
 * mandatory choice item, a choice of their own making (설치 서비스) and a bundled item, and
 * publish it; a shopper finds it by the 초성 of its name, picks the option and the choices (the
 * total follows each) and orders it; the order has the product, charged with the installation on
 * its unit, and the picked choice product as a line of its own, and its total is what the page said.
 */
test(
  'staff publish a product with options and a mandatory choice; a shopper finds it by 초성, picks, and orders it',
  { tag: '@mobile' },
  async ({ page, browser, playwright }, testInfo) => {
    test.setTimeout(120_000);
    const mobile = isMobile(testInfo);
    const request = await playwright.request.newContext({ baseURL: shop.url });
    const [choice, bundled] = await partsOf(request);
    const word = madeUpWord();
    const code = `pw-story-${mobile ? 'm' : 'd'}${Date.now().toString(36)}`;
    const name = `${word} 벽걸이 세면대`;
    if (mobile) await createByApi(request, code, name, choice, bundled);
    else {
      const staffPage = await browser.newPage({ viewport: page.viewportSize()! });
      await createInConsole(staffPage, code, name, choice, bundled);
      await staffPage.close();
    }

    const member = newMember(testInfo);
    expect((await request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
    await signIn(page, member.username, member.password);

    // Found by the initials of its made-up word, from the header's search.
    await page.goto(shop.url);
    await waitForHydration(page);
    if (mobile) await page.getByRole('button', { name: '검색', exact: true }).click();
    const box = page.getByRole('searchbox', { name: '상품 검색' }).filter({ visible: true });
    await box.fill(initialsOf(word));
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\/sales\?searchValue=/);
    const results = page.getByRole('region', { name: '상품 목록' });
    await expect(results.getByRole('article')).toHaveCount(1);
    await results
      .getByRole('link', { name: new RegExp(word) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await waitForHydration(page);

    const total = page.locator('strong[aria-live="polite"]');
    await page.getByRole('combobox', { name: '색상' }).selectOption('그레이');
    await expect(total).toHaveText('260,000원');
    const choices = page.getByRole('group', { name: '선택 상품' });
    await expect(choices.getByText('필수')).toHaveCount(1);
    await page.getByRole('region', { name }).getByRole('button', { name: '바로 구매하기' }).click();
    await expect(choices.getByRole('alert')).toHaveText('필수 선택 상품을 골라주세요');
    await choices.getByRole('checkbox', { name: new RegExp(choice.name.split(',')[0]!) }).check();
    await expect(total).toHaveText(`${(260_000 + choice.salePrice).toLocaleString('ko-KR')}원`);
    await choices.getByRole('checkbox', { name: /설치 서비스/ }).check();
    const expected = 310_000 + choice.salePrice;
    await expect(total).toHaveText(`${expected.toLocaleString('ko-KR')}원`);
    await page.screenshot({ path: testInfo.outputPath(`catalogue-story-${testInfo.project.name}.png`), fullPage: true });

    await page.getByRole('region', { name }).getByRole('button', { name: '바로 구매하기' }).click();
    await expect(page).toHaveURL(/\/shop\/order/);
    await expect(page.getByText(`선택 상품: ${choice.name}`)).toBeVisible();
    await expect(page.getByText('선택 상품: 설치 서비스 (+50,000원)')).toBeVisible();
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

    // The order: the product with its option, and the picked choice product as a line of its own.
    const token = await tokenOf(request, member.username, member.password);
    const { orders } = (await (await request.get('/api/v1/me/orders', { headers: { Authorization: token } })).json()) as {
      orders: { productsPrice: number; lines: { product: { _id: string; name: string }; option: Record<string, string>; totalPrice: number }[] }[];
    };
    expect(orders[0]!.productsPrice).toBe(expected);
    expect(orders[0]!.lines.map((l) => [l.product.name, l.option, l.totalPrice])).toEqual([
      [name, { 색상: '그레이' }, 310_000],
      [choice.name, {}, choice.salePrice],
    ]);
    await request.dispose();
  },
);
