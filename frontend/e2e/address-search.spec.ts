import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { Order, PlaceOrderDto } from '@shop/contracts';
import { orderForm, productWithoutOptions } from './card-order';
import { isMobile } from './helpers';

/**
 * 우편번호 찾기 on the order page: offline (the shop's default, Kakao simulated) the button opens
 * the shop's own search dialog; a shopper searches, picks an address with the keyboard or a
 * tap, the postcode and address fill in, and the order goes out with the receiver's point.
 * At 1440 and 390 px (the dialog takes the whole screen on a phone).
 */
const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? testInfo.outputDir}/${testInfo.project.name}-address-${name}.png` });

/** The order page of a new member buying one product, sender typed by hand, receiver its own. */
async function receiverForm(page: Page, testInfo: TestInfo) {
  await orderForm(page, await productWithoutOptions(page), testInfo);
  const receiver = page.getByRole('region', { name: '배송지 정보' });
  await receiver.getByRole('checkbox', { name: '주문자와 동일' }).uncheck();
  await receiver.getByRole('textbox', { name: '받는 분', exact: true }).fill('고한라');
  await receiver.getByRole('textbox', { name: '연락처', exact: true }).fill('01055556666');
  return receiver;
}

test('a shopper finds a Jeju address in the postcode search and the order goes there with its point', { tag: '@mobile' }, async ({ page }, testInfo) => {
  const receiver = await receiverForm(page, testInfo);
  await receiver.getByRole('button', { name: '우편번호 찾기' }).click();

  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox', { name: '도로명, 건물명 또는 지번' });
  await expect(box).toBeFocused();
  await box.fill('제주');
  const options = dialog.getByRole('option');
  await expect(options.first()).toContainText('제주특별자치도');
  expect(await options.count()).toBeGreaterThanOrEqual(5);
  await expect(dialog.getByText(/검색 결과 \d+건/)).toBeVisible();
  await shot(page, testInfo, 'dialog-results');

  // Narrow to one road address and pick it with the keyboard.
  await box.fill('문연로 6');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('63122');
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(dialog).toBeHidden();

  await expect(receiver.getByRole('textbox', { name: '우편번호', exact: true })).toHaveValue('63122');
  await expect(receiver.getByRole('textbox', { name: '주소', exact: true })).toHaveValue('제주특별자치도 제주시 문연로 6');
  const detail = receiver.getByRole('textbox', { name: '상세주소', exact: true });
  await expect(detail).toBeFocused();
  await detail.fill('민원실 2층');
  await receiver.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'filled');

  await page.getByRole('region', { name: '결제수단' }).getByRole('radio', { name: '무통장입금' }).check();
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/shop/orders') && r.request().method() === 'POST');
  await page
    .getByRole('complementary', { name: '결제 정보' })
    .getByRole('button', { name: /주문하기$/ })
    .click();
  const response = await placed;
  const sent = response.request().postDataJSON() as PlaceOrderDto;
  expect(sent.receiver).toMatchObject({ postcode: '63122', address1: '제주특별자치도 제주시 문연로 6', address2: '민원실 2층' });
  expect(sent.receiver.geolocation).toEqual({ type: 'Point', coordinates: [126.4983, 33.489] });
  expect(response.status()).toBe(201);
  const order = ((await response.json()) as { order: Order }).order;
  expect(order.receiver.geolocation?.coordinates).toEqual([126.4983, 33.489]);
  await expect(page).toHaveURL(/\/shop\/result\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: '주문이 접수되었습니다' })).toBeVisible();
});

test(
  'the search dialog closes with Escape, says when nothing is found, and a picked address typed over loses its point',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    const receiver = await receiverForm(page, testInfo);
    const open = receiver.getByRole('button', { name: '우편번호 찾기' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
    const box = dialog.getByRole('combobox', { name: '도로명, 건물명 또는 지번' });
    await box.fill('없는도로 12345');
    await expect(dialog.getByText('검색 결과가 없습니다')).toBeVisible();
    if (isMobile(testInfo)) {
      // Full screen on a phone.
      const size = await dialog.boundingBox();
      expect(size?.width).toBe(390);
      expect(size?.height).toBe(844);
    }
    await shot(page, testInfo, 'dialog-empty');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // 울릉 by a tap on the result; then the postcode typed by hand: the order goes without a point.
    await open.click();
    await box.fill('울릉읍길');
    await dialog.getByRole('option').filter({ hasText: '40225' }).click();
    await expect(receiver.getByRole('textbox', { name: '우편번호', exact: true })).toHaveValue('40225');
    // The pick hands the focus to 상세주소 once the dialog has closed; type over the address after that.
    await expect(receiver.getByRole('textbox', { name: '상세주소', exact: true })).toBeFocused();
    await receiver.getByRole('textbox', { name: '주소', exact: true }).fill('경북 울릉군 울릉읍 울릉읍길 20');
    await page.getByRole('region', { name: '결제수단' }).getByRole('radio', { name: '무통장입금' }).check();
    const placed = page.waitForRequest((r) => r.url().endsWith('/api/v1/shop/orders') && r.method() === 'POST');
    await page
      .getByRole('complementary', { name: '결제 정보' })
      .getByRole('button', { name: /주문하기$/ })
      .click();
    const sent = (await placed).postDataJSON() as PlaceOrderDto;
    expect(sent.receiver).toMatchObject({ postcode: '40225', address1: '경북 울릉군 울릉읍 울릉읍길 20' });
    expect(sent.receiver.geolocation).toBeUndefined();
    await expect(page).toHaveURL(/\/shop\/result\?order=/);
  },
);
