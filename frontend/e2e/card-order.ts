import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { ProductCard, ProductDetail } from '@shop/contracts';
import { newMember, signInAtLogin, type Member } from './helpers';

/** An orderable product without options, at least `minPrice` 원 on its card, bought now from its page. */
export async function productWithoutOptions(page: Page, minPrice = 0): Promise<ProductDetail> {
  const cards = (await (await page.request.get('/api/v1/shop/products', { headers: { limit: '100' } })).json()).products as ProductCard[];
  for (const card of cards.filter((p) => p.sells && p.shows && p.stock > 2 && p.price >= minPrice)) {
    const detail = (await (await page.request.get(`/api/v1/shop/products/${card.code}`)).json()).product as ProductDetail;
    if (detail.options.length === 0) return detail;
  }
  throw new Error('no orderable product without options');
}

/** Signs a new member in, buys the product now and fills the order form up to the agreement; answers the member. */
export async function orderForm(page: Page, product: ProductDetail, testInfo: TestInfo): Promise<Member> {
  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await signInAtLogin(page, member.username, member.password);
  await page.goto(`/shop/products/${product.code}`);
  await page.waitForLoadState('networkidle');
  await productSummary(page).getByRole('button', { name: '바로 구매하기' }).click();
  await fillOrderForm(page, member);
  await expect(page.getByRole('region', { name: '결제수단' }).getByRole('radio', { name: '신용카드' })).toBeChecked();
  await page.getByRole('complementary', { name: '결제 정보' }).getByRole('checkbox', { name: '주문 내용을 확인하였으며 결제에 동의합니다' }).check();
  return member;
}

/** On /shop/order: the sender (prefilled with `member`'s name) with contact and address, and the receiver 주문자와 동일. */
export async function fillOrderForm(page: Page, member: Member): Promise<void> {
  await expect(page).toHaveURL(/\/shop\/order/);
  const sender = page.getByRole('region', { name: '주문자 정보' });
  await expect(sender.getByRole('textbox', { name: '이름', exact: true })).toHaveValue(member.name);
  await sender.getByRole('textbox', { name: '연락처', exact: true }).fill(member.phone);
  await sender.getByRole('textbox', { name: '이메일', exact: true }).fill(member.email);
  await sender.getByRole('textbox', { name: '우편번호', exact: true }).fill('06035');
  await sender.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 학동로 311');
  await sender.getByRole('textbox', { name: '상세주소', exact: true }).fill('세라메종 빌딩 3층');
  await page.getByRole('region', { name: '배송지 정보' }).getByRole('checkbox', { name: '주문자와 동일' }).check();
}

/** A new member orders a product by card (the default): the page leaves for NICE Pay's window. Answers the member. */
export async function placeCardOrder(page: Page, testInfo: TestInfo): Promise<Member> {
  const member = await orderForm(page, await productWithoutOptions(page), testInfo);
  await page
    .getByRole('complementary', { name: '결제 정보' })
    .getByRole('button', { name: /주문하기$/ })
    .click();
  return member;
}

/** In NICE Pay's window (the simulator): pay with the card number given. */
export async function payInWindow(page: Page, cardNumber?: string): Promise<void> {
  await expect(page).toHaveURL(/\/nicepay-sim\/v1\/window/);
  await expect(page.getByText('결제 시뮬레이터')).toBeVisible();
  if (cardNumber) await page.getByRole('textbox', { name: '카드번호' }).fill(cardNumber);
  await page.getByRole('button', { name: '결제하기' }).click();
}

/**
 * The product page's summary (name, price, options, quantity, buttons): the section labelled by
 * the visible product-name h1. (The page header also holds a visually hidden h1 with the name.)
 */
export function productSummary(page: Page): Locator {
  return page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) });
}

/** On /mypage/orders: the member's order card shows the status text and total. */
export async function expectOrderStatus(page: Page, orderNumber: string, status: string, total: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: '주문내역' })).toBeVisible();
  const card = page.getByRole('article', { name: `주문번호 ${orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card.locator('header')).toContainText(status);
  await expect(card).toContainText(total);
}

/** Staff (`staff`: a page signed in to the console) confirm the deposit of `orderNumber` under 입금대기; the order leaves the list. */
export async function confirmDeposit(staff: Page, orderNumber: string): Promise<void> {
  await staff.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '입금대기' }).click();
  const row = staff.getByRole('region', { name: '입금대기 목록' }).getByRole('row').filter({ hasText: orderNumber });
  await row.getByRole('button', { name: '입금확인' }).click();
  const confirm = staff.getByRole('dialog', { name: '입금확인' });
  await confirm.getByRole('button', { name: '입금확인' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
}
