import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { KakaoPostcodeData, PlaceOrderDto, PostcodeWidgetConfig } from '@shop/contracts';
import { orderForm, productWithoutOptions } from './card-order';

/**
 * 우편번호 찾기 when the shop is set to Kakao's widget (POSTCODE_WIDGET=kakao). No machine here
 * reaches Kakao, so the setting is answered by the test and the widget's script is a stand-in
 * served from the shop's origin: it draws one button that hands Kakao-shaped data to
 * `oncomplete`. A script that never answers sends the shopper to the shop's own search.
 */
const FAKE_SCRIPT = '/test-kakao-postcode.v2.js';

/** What Kakao's widget hands over for 벡스코 when the shopper picks its road address. */
const BEXCO: KakaoPostcodeData = {
  zonecode: '48060',
  address: '부산 해운대구 APEC로 55',
  addressType: 'R',
  roadAddress: '부산 해운대구 APEC로 55',
  jibunAddress: '부산 해운대구 우동 1500',
  userSelectedType: 'R',
  buildingCode: '2635010500115000000000001',
  buildingName: '벡스코',
  apartment: 'N',
  sido: '부산',
  sigungu: '해운대구',
  sigunguCode: '26350',
  bname: '우동',
  bcode: '2635010500',
  roadname: 'APEC로',
};

const widgetSetting = (page: Page, timeoutMs: number) =>
  page.route('**/api/v1/addresses/widget', (route) =>
    route.fulfill({ json: { widget: 'kakao', scriptUrl: FAKE_SCRIPT, timeoutMs } satisfies PostcodeWidgetConfig }),
  );

async function receiverForm(page: Page, testInfo: TestInfo) {
  await orderForm(page, await productWithoutOptions(page), testInfo);
  const receiver = page.getByRole('region', { name: '배송지 정보' });
  await receiver.getByRole('checkbox', { name: '주문자와 동일' }).uncheck();
  await receiver.getByRole('textbox', { name: '받는 분', exact: true }).fill('부산해');
  await receiver.getByRole('textbox', { name: '연락처', exact: true }).fill('01077778888');
  return receiver;
}

test("Kakao's widget, when it loads, fills the address and the order carries the point geocoded after the pick", async ({ page }, testInfo) => {
  await widgetSetting(page, 3_000);
  await page.route(`**${FAKE_SCRIPT}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.daum = { Postcode: function (options) {
        this.open = function () {};
        this.embed = function (element) {
          var pick = document.createElement('button');
          pick.type = 'button';
          pick.textContent = '벡스코 선택';
          pick.onclick = function () { options.oncomplete(${JSON.stringify(BEXCO)}); };
          element.appendChild(pick);
        };
      } };`,
    }),
  );
  const receiver = await receiverForm(page, testInfo);
  await receiver.getByRole('button', { name: '우편번호 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  await dialog.getByRole('button', { name: '벡스코 선택' }).click();
  await expect(dialog).toBeHidden();
  await expect(receiver.getByRole('textbox', { name: '우편번호', exact: true })).toHaveValue('48060');
  await expect(receiver.getByRole('textbox', { name: '주소', exact: true })).toHaveValue('부산 해운대구 APEC로 55');

  await page.getByRole('region', { name: '결제수단' }).getByRole('radio', { name: '무통장입금' }).check();
  const placed = page.waitForRequest((r) => r.url().endsWith('/api/v1/shop/orders') && r.method() === 'POST');
  await page
    .getByRole('complementary', { name: '결제 정보' })
    .getByRole('button', { name: /주문하기$/ })
    .click();
  const sent = (await placed).postDataJSON() as PlaceOrderDto;
  expect(sent.receiver.geolocation).toEqual({ type: 'Point', coordinates: [129.1361, 35.169] });
  await expect(page).toHaveURL(/\/shop\/result\?order=/);
});

test("a widget script that does not answer in time opens the shop's own search instead", async ({ page }, testInfo) => {
  await widgetSetting(page, 800);
  await page.route(`**${FAKE_SCRIPT}`, () => undefined); // never answered
  const receiver = await receiverForm(page, testInfo);
  const started = Date.now();
  await receiver.getByRole('button', { name: '우편번호 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  await expect(dialog.getByRole('combobox', { name: '도로명, 건물명 또는 지번' })).toBeFocused();
  expect(Date.now() - started).toBeLessThan(5_000);
  await dialog.getByRole('combobox').fill('천사로');
  await dialog.getByRole('option').filter({ hasText: '58758' }).click();
  await expect(receiver.getByRole('textbox', { name: '우편번호', exact: true })).toHaveValue('58758');
});
