import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductCard } from '@shop/contracts';
import { ROOT, newMember, signInAtLogin, tokenOf, trackDialogs, waitForHydration, type Member } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

const ADDRESSES = {
  sender: { name: '김세라', phone: '01012345678', email: 'sera@example.kr', postcode: '06016', address1: '서울특별시 강남구 학동로 311', address2: '3층' },
  receiver: { name: '이하늘', phone: '010-9876-5432', postcode: '06016', address1: '서울특별시 강남구 학동로 311', address2: '3층' },
  paymentMethod: 'bank',
  requestMessage: '',
};

/** A PERSON member made through the public API. */
async function join(request: APIRequestContext, member: Member, type: 'PERSON' | 'COMPANY' = 'PERSON'): Promise<void> {
  const body = { ...member, type, _terms: ['service', 'privacy'], ...(type === 'COMPANY' ? { businessRegistration: '1234567891' } : {}) };
  expect((await request.post('/api/v1/users', { data: body })).status()).toBe(201);
}

/** A product without options that can be ordered now, two at a time (other suites buy the first ones' stock). */
async function orderableProduct(request: APIRequestContext): Promise<ProductCard> {
  const cards = (await (await request.get('/api/v1/shop/products', { headers: { limit: '100' } })).json()).products as ProductCard[];
  for (const card of cards) {
    if (!card.sells || !card.shows || card.stock <= 2) continue;
    const detail = (await (await request.get(`/api/v1/shop/products/${card._id}`)).json()).product as { options: unknown[] };
    if (detail.options.length === 0) return card;
  }
  throw new Error('no orderable product without options');
}

const screenshot = (page: Page, name: string, info: { outputPath(name: string): string }) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

test('the dashboard shows the order, points and level; a regular purchase goes back into the cart', async ({ page, request }, testInfo) => {
  const member = newMember(testInfo, '한가람');
  await join(request, member);
  const product = await orderableProduct(request);
  const auth = await tokenOf(request, member.username, member.password);
  const staff = await tokenOf(request, ROOT.username, ROOT.password);
  const placed = await request.post('/api/v1/shop/orders', {
    headers: { Authorization: auth },
    data: { ...ADDRESSES, items: [{ product: product._id, amount: 2 }] },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; orderNumber: string } };
  expect(
    (await request.put(`/api/console/shop/orders/${order._id}`, { headers: { Authorization: staff }, data: { orderStatus: 'ORDER_PAYMENT' } })).status(),
  ).toBe(200);
  const granted = await request.post('/api/console/user-points', {
    headers: { Authorization: staff },
    data: { username: member.username, kind: 'grant', amount: 5_000, reason: '첫 구매 감사' },
  });
  expect(granted.status()).toBe(201);
  expect((await request.post('/api/v1/me/likes', { headers: { Authorization: auth }, data: { product: product._id } })).status()).toBe(201);

  await test.step('/mypage opens the dashboard with the paid order, the points and the level', async () => {
    await signInAtLogin(page, member.username, member.password);
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/mypage\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: '나의 쇼핑' })).toBeVisible();
    const states = page.getByRole('navigation', { name: '주문 상태별 현황' });
    await expect(states.getByRole('link', { name: '결제완료 1건' })).toBeVisible();
    await expect(states.getByRole('link', { name: '입금대기 0건' })).toBeVisible();
    await expect(page.getByRole('link', { name: '적립금 5,000원' })).toBeVisible();
    await expect(page.getByRole('link', { name: '사용 가능한 쿠폰 0장' })).toBeVisible();
    await expect(page.getByRole('region', { name: '최근 주문' })).toContainText(order.orderNumber);
    await expect(page.getByRole('region', { name: '최근 주문' })).toContainText('결제완료');
    await expect(page.getByRole('region', { name: '위시리스트 1' }).getByRole('link', { name: product.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '대시보드' })).toBeVisible();
    await screenshot(page, 'dashboard', testInfo);
  });

  await test.step('a regular purchase is put back into the cart in one click', async () => {
    await page.getByRole('link', { name: '자주 구매한 상품 ›' }).click();
    await expect(page).toHaveURL(/\/mypage\/cart\/regular$/);
    const list = page.getByRole('list', { name: '자주 구매한 상품 목록' });
    const row = list.getByRole('listitem').filter({ hasText: product.name });
    await expect(row).toContainText('1회 구매');
    await expect(row).toContainText('지난 수량 2개');
    await screenshot(page, 'regular-purchases', testInfo);
    await row.getByRole('button', { name: `${product.name} 장바구니 담기` }).click();
    const added = page.getByRole('dialog', { name: '장바구니' });
    await expect(added).toContainText('장바구니에 담았습니다');
    await added.getByRole('button', { name: '장바구니로 이동' }).click();
    await expect(page).toHaveURL(/\/mypage\/cart$/);
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) })).toHaveCount(1);
  });
});

test('a PERSON member is told 사용할 수 없는 기능입니다 on a COMPANY-only feature', async ({ page, request }, testInfo) => {
  const member = newMember(testInfo, '서민재');
  await join(request, member);
  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '나의 쇼핑' })).toBeVisible();

  await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '대량구매' }).click();
  const refusal = page.getByRole('dialog', { name: '알림' });
  await expect(refusal).toContainText('사용할 수 없는 기능입니다');
  await expect(refusal).toContainText('기업회원 전용 기능입니다.');
  await screenshot(page, 'user-type-refusal', testInfo);
  await refusal.getByRole('button', { name: '확인' }).click();
  await expect(refusal).toBeHidden();
  await expect(page).toHaveURL(/\/mypage\/dashboard$/);

  // Opened directly, the route's userTypes guard refuses the same way and lands on the dashboard.
  await page.goto('/mypage/bulk-purchase');
  await expect(page.getByRole('dialog', { name: '알림' })).toContainText('사용할 수 없는 기능입니다');
  await expect(page).toHaveURL(/\/mypage\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: '대량구매' })).toHaveCount(0);
});

test('a COMPANY member reaches the bulk purchase page', async ({ page, request }, testInfo) => {
  const member = newMember(testInfo, '주식회사도원');
  await join(request, member, 'COMPANY');
  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/bulk-purchase');
  await expect(page.getByRole('heading', { level: 1, name: '대량구매' })).toBeVisible();
});

test('a visitor gets the login card for 바로 구매 and buys on after signing in there', { tag: '@mobile' }, async ({ page, request }, testInfo) => {
  const member = newMember(testInfo, '윤다온');
  await join(request, member);
  const product = await orderableProduct(request);
  const dialogs = trackDialogs(page);
  await page.goto(`/shop/products/${product.code}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '바로 구매하기' }).first().click();
  const card = page.getByRole('dialog', { name: '로그인' });
  await expect(card).toContainText('로그인이 필요한 서비스입니다.');
  await screenshot(page, 'login-card', testInfo);
  await card.getByRole('textbox', { name: '아이디', exact: true }).fill(member.username);
  await card.getByRole('textbox', { name: '비밀번호', exact: true }).fill(member.password);
  await card.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(card).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/shop/products/${product.code}`));
  expect(dialogs).toEqual([]);
  await page.getByRole('button', { name: '바로 구매하기' }).first().click();
  await expect(page).toHaveURL(/\/shop\/order/);
});
