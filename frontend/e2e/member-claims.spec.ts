import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { Order } from '@shop/contracts';
import { payInWindow, placeCardOrder, productWithoutOptions } from './card-order';
import { ROOT, newMember, signInAtLogin, tokenOf, type Member } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A 2×2 PNG, as a photo a member attaches to a claim. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** Staff's calls (the root operator), as the console makes them. */
async function staff(request: APIRequestContext) {
  const auth = await tokenOf(request, ROOT.username, ROOT.password);
  const call = async (method: 'put' | 'get', url: string, data?: object) => {
    const res = await request[method](url, { headers: { Authorization: auth }, data });
    expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  return {
    order: async (orderId: string) => (await call('get', `/api/console/shop/orders/${orderId}`)).order as Order,
    moveOrder: (orderId: string, orderStatus: string) => call('put', `/api/console/shop/orders/${orderId}`, { orderStatus }),
    movePurchase: (purchaseId: string, move: object) => call('put', `/api/console/shop/purchases/${purchaseId}`, move),
    invoice: (purchaseNumber: string) => call('put', `/api/console/shop/invoices/${purchaseNumber}`, { courierCode: '04', invoiceNumber: '640123456789' }),
  };
}

/** Saves a screenshot for the eye (member-claims-<name>-<project>.png): the whole page, or the viewport while a dialog is open. */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`member-claims-${name}-${testInfo.project.name}.png`), fullPage });
}

/** Opens the order's detail from the first card of /mypage/orders; answers the order id. */
async function openFirstOrder(page: Page): Promise<string> {
  await page.goto('/mypage/orders');
  await page
    .getByRole('link', { name: /상세보기$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/mypage\/orders\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: '주문 상세' })).toBeVisible();
  return page.url().split('/').pop()!;
}

test('a member cancels a paid card order; once staff approve, it shows 취소완료 and the refund 환불완료', { tag: '@engines' }, async ({ page }, testInfo) => {
  await placeCardOrder(page, testInfo);
  await payInWindow(page);
  await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeVisible();

  const orderId = await openFirstOrder(page);
  const lines = page.getByRole('region', { name: /주문 상품/ });
  const line = lines.getByTestId('order-line').first();
  await expect(line).toContainText('결제완료');
  await expect(page.getByRole('region', { name: '결제 정보' }).getByRole('link', { name: '매출전표 보기' })).toBeVisible();
  await expect(line.getByRole('button', { name: '반품신청' })).toHaveCount(0);

  await line.getByRole('button', { name: '주문취소' }).click();
  const dialog = page.getByRole('dialog', { name: '주문취소' });
  await dialog.getByRole('button', { name: '다음' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('사유를 선택해주세요');
  await dialog.getByRole('combobox', { name: '취소 사유' }).selectOption({ label: '단순 변심' });
  await dialog.getByRole('textbox', { name: '상세 사유 (선택)' }).fill('다른 색상으로 다시 주문하려고 합니다.');
  await dialog.getByRole('button', { name: '다음' }).click();
  await expect(dialog).toContainText('결제하신 금액은 취소가 승인되면 환불됩니다.');
  await shot(page, testInfo, 'cancel-confirm', false);
  await dialog.getByRole('button', { name: '취소 신청' }).click();
  await expect(dialog).toBeHidden();
  await expect(line).toContainText('취소요청');
  await expect(line).toContainText('단순 변심');
  await expect(line.getByRole('button', { name: '주문취소' })).toHaveCount(0);

  const desk = await staff(page.request);
  const lineId = (await desk.order(orderId)).lines[0]._id;
  await desk.movePurchase(lineId, { claimStatus: 'CANCEL_COMPLETED' });

  await page.reload();
  await expect(line).toContainText('취소완료');
  const refund = page.getByRole('region', { name: /환불 정보/ }).getByTestId('refund');
  await expect(refund).toContainText('환불완료');
  await expect(refund).toContainText('카드 결제 취소');
  await shot(page, testInfo, 'cancelled');

  await page.goto('/mypage/orders?tab=claims');
  await expect(page.getByRole('tabpanel')).toContainText('취소완료');
});

/** A new member who ordered `items` by bank transfer through the API; answers the member and the placed order. */
async function bankOrder(page: Page, testInfo: TestInfo, items: { product: string; amount: number }[]): Promise<{ member: Member; order: Order }> {
  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  const auth = await tokenOf(page.request, member.username, member.password);
  const placed = await page.request.post('/api/v1/shop/orders', {
    headers: { Authorization: auth },
    data: {
      sender: { name: member.name, phone: member.phone, email: member.email, postcode: '06035', address1: '서울특별시 강남구 학동로 311', address2: '3층' },
      receiver: { name: '이하늘', phone: '01098765432', postcode: '06035', address1: '서울특별시 강남구 학동로 311', address2: '3층' },
      paymentMethod: 'bank',
      requestMessage: '부재 시 경비실에 맡겨주세요',
      items,
    },
  });
  expect(placed.status()).toBe(201);
  return { member, order: (await placed.json()).order as Order };
}

test('an unpaid order of two lines is cancelled whole by the member, at once', async ({ page }, testInfo) => {
  const product = await productWithoutOptions(page);
  const { member, order } = await bankOrder(page, testInfo, [
    { product: product._id, amount: 1 },
    { product: product._id, amount: 2 },
  ]);
  await signInAtLogin(page, member.username, member.password);
  await page.goto(`/mypage/orders/${order._id}`);
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await page.getByRole('button', { name: '주문 전체 취소' }).click();
  const dialog = page.getByRole('dialog', { name: '주문 전체 취소' });
  await expect(dialog.getByTestId('claim-photo-input')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: '취소 사유' }).selectOption({ label: '주문 실수 (옵션·수량)' });
  await dialog.getByRole('button', { name: '다음' }).click();
  await expect(dialog).toContainText('입금 전 주문은 바로 취소됩니다.');
  await dialog.getByRole('button', { name: '취소 신청' }).click();
  await expect(dialog).toBeHidden();
  for (const line of await page.getByTestId('order-line').all()) {
    await expect(line).toContainText('취소완료');
    await expect(line.getByRole('button')).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: '주문 전체 취소' })).toHaveCount(0);
});

/** A new member's one-line bank order, paid, prepared, shipped with a CJ대한통운 invoice and delivered by staff; the member signed in. */
async function deliveredOrder(page: Page, testInfo: TestInfo): Promise<Order> {
  const product = await productWithoutOptions(page);
  const { member, order } = await bankOrder(page, testInfo, [{ product: product._id, amount: 1 }]);
  const desk = await staff(page.request);
  await desk.moveOrder(order._id, 'ORDER_PAYMENT');
  await desk.moveOrder(order._id, 'ORDER_CONFIRM');
  await desk.invoice((await desk.order(order._id)).lines[0].purchaseNumber!);
  await desk.moveOrder(order._id, 'DELIVERY_COMPLETE');
  await signInAtLogin(page, member.username, member.password);
  return order;
}

test('a delivered line is returned for a defect with a photo: 반품요청, at the shop’s cost, the photo kept', async ({ page }, testInfo) => {
  const order = await deliveredOrder(page, testInfo);
  await page.goto(`/mypage/orders/${order._id}`);
  const line = page.getByTestId('order-line').first();
  await line.getByRole('button', { name: '반품신청' }).click();
  const dialog = page.getByRole('dialog', { name: '반품신청' });
  await dialog.getByRole('combobox', { name: '반품 사유' }).selectOption({ label: '상품 불량·파손' });
  await dialog.getByRole('textbox', { name: '상세 사유 (선택)' }).fill('세면대 모서리에 금이 가 있습니다.');
  await dialog.getByTestId('claim-photo-input').setInputFiles([
    { name: 'crack.png', mimeType: 'image/png', buffer: PHOTO },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
  ]);
  await expect(dialog.getByRole('alert')).toHaveText('JPG, PNG, WEBP 또는 HEIC 사진만 올릴 수 있습니다');
  await dialog.getByRole('button', { name: 'notes.txt 삭제' }).click();
  await expect(dialog.getByRole('button', { name: '다음' })).toBeEnabled();
  await dialog.getByRole('button', { name: '다음' }).click();
  await expect(dialog.getByText('1장')).toBeVisible();
  await dialog.getByRole('button', { name: '반품 신청' }).click();
  await expect(dialog).toBeHidden();

  await expect(line).toContainText('반품요청');
  await expect(line).toContainText('상품 불량·파손');
  await expect(line).toContainText('판매자 부담');
  await expect(line.getByRole('img', { name: '첨부 사진 1' })).toHaveAttribute('src', /^\/files\/claims\/.+\.webp$/);
  await expect(line.getByRole('button')).toHaveCount(0);
  await shot(page, testInfo, 'returned');
});

test('a delivered order gets 구매확정 by the member and then offers no claim', async ({ page }, testInfo) => {
  const order = await deliveredOrder(page, testInfo);
  await page.goto(`/mypage/orders/${order._id}`);
  const line = page.getByTestId('order-line').first();
  await expect(line).toContainText('배송완료');
  await expect(line).toContainText('CJ대한통운 640123456789');

  // A return starts with photos: one uploads, then the member thinks better of it.
  await line.getByRole('button', { name: '반품신청' }).click();
  const dialog = page.getByRole('dialog', { name: '반품신청' });
  await dialog.getByRole('combobox', { name: '반품 사유' }).selectOption({ label: '단순 변심' });
  await expect(dialog).toContainText('반품 배송비 6,000원은 환불금액에서 차감됩니다.');
  await dialog.getByTestId('claim-photo-input').setInputFiles({ name: 'crack.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(dialog.getByRole('img', { name: 'crack.png' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '다음' })).toBeEnabled();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: '반품 사유' }).selectOption({ label: '상품 불량·파손' });
  await expect(dialog).toContainText('반품 배송비는 세라메종이 부담합니다.');
  await shot(page, testInfo, 'return-dialog', false);
  await dialog.getByRole('button', { name: '닫기', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  await line.getByRole('button', { name: '구매확정' }).click();
  const confirm = page.getByRole('dialog', { name: '구매확정' });
  await expect(confirm).toContainText('구매확정 후에는 반품·교환을 신청할 수 없습니다');
  await confirm.getByRole('button', { name: '구매확정' }).click();
  await expect(confirm).toBeHidden();
  await expect(line).toContainText('구매확정');
  await expect(line.getByRole('button')).toHaveCount(0);
  await shot(page, testInfo, 'confirmed');

  await page.goto('/mypage/orders?tab=confirmed');
  await expect(page.getByRole('tabpanel')).toContainText('구매확정');
});

test(
  'a return goes through collection to its refund in the console, and the order shows in the right console view at each step',
  { tag: '@engines' },
  async ({ page, browser }, testInfo) => {
    const product = await productWithoutOptions(page);
    const { member, order } = await bankOrder(page, testInfo, [{ product: product._id, amount: 1 }]);
    const memberAuth = await tokenOf(page.request, member.username, member.password);
    const staffAuth = await tokenOf(page.request, ROOT.username, ROOT.password);
    const put = await page.request.put('/api/v1/me/refund-account', {
      headers: { Authorization: memberAuth },
      data: { bankCode: '004', accountHolder: member.name, accountNumber: '123456789012' },
    });
    expect(put.status()).toBe(200);
    /** The console views (of the eight) that list this order. */
    const views = async () => {
      const found: string[] = [];
      for (const view of ['nonpayment', 'payment', 'delivery', 'cancel', 'exchange', 'return', 'complete']) {
        const res = await page.request.get(`/api/console/shop/purchases?view=${view}&searchValue=${order.orderNumber}`, {
          headers: { Authorization: staffAuth },
        });
        if ((await res.json()).summary.totalCount > 0) found.push(view);
      }
      return found;
    };
    const desk = await staff(page.request);
    expect(await views()).toEqual(['nonpayment']);
    await desk.moveOrder(order._id, 'ORDER_PAYMENT');
    expect(await views()).toEqual(['payment']);
    await desk.moveOrder(order._id, 'ORDER_CONFIRM');
    await desk.invoice(order.lines[0]!.purchaseNumber!);
    expect(await views()).toEqual(['delivery']);
    await desk.moveOrder(order._id, 'DELIVERY_COMPLETE');
    expect(await views()).toEqual(['complete']);
    const asked = await page.request.put(`/api/v1/me/purchases/${order.lines[0]!._id}`, {
      headers: { Authorization: memberAuth },
      data: { claim: 'RETURN', claimReason: 'DEFECTIVE', claimReasonDetails: '상판에 금이 가 있습니다' },
    });
    expect(asked.status()).toBe(200);
    expect(await views()).toEqual(['return']);

    // Staff collect the goods and approve the return in the console: the refund goes to the member's account.
    const desk2 = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await signInAtLogin(desk2, ROOT.username, ROOT.password);
    await desk2.goto(`/console/orders/${order._id}`);
    for (const step of ['회수대기', '회수중', '회수완료', '반품 승인']) {
      await desk2.getByRole('button', { name: step, exact: true }).first().click();
      await desk2.getByRole('dialog').getByRole('button', { name: step, exact: true }).click();
      await expect(desk2.getByRole('dialog')).toBeHidden();
    }
    await expect(desk2.getByText('반품완료').first()).toBeVisible();
    await expect(desk2.getByText('환불완료').first()).toBeVisible();
    await shot(desk2, testInfo, 'console-returned');
    await desk2.close();
    expect(await views()).toEqual(['return']);

    await signInAtLogin(page, member.username, member.password);
    await page.goto(`/mypage/orders/${order._id}`);
    await expect(page.getByTestId('order-line')).toContainText('반품완료');
    await expect(page.getByText('환불완료').first()).toBeVisible();
  },
);
