import { expect, test } from '@playwright/test';
import { useOwnShop } from './own-shop';
import { waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

// A shop of the suite's own: a first slide and a popup of this story on the shared shop's home
// would change what the other suites see there (server-rendering, csp, the main job).
const shop = useOwnShop();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const ADMIN02 = { username: 'admin02', password: 'Ceramaison!2026' };

/**
 * Banners and popups (issue 14; spec §2 console banners, main/banner/{code}, popups; §3 Banner
 * items, Popup; §4 popup cookie; §6 admin02): staff create a MAIN_1 banner with a hotspot placed
 * by clicking its picture, put it first in the slot, and add a popup; a shopper sees both on the
 * home, opens the hotspot's card; the popup closed plainly comes back on the next visit, closed with 오늘 하루 보지 않기
 * it stays closed after a reload (its cookie lasting a day).
 */
test('staff add a banner with a hotspot and a popup; a shopper opens the hotspot and hides the popup for the day', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const subject = `핫스팟 배너 ${run}`;

  await test.step('admin02 creates a MAIN_1 banner, placing a hotspot by a click on the picture', async () => {
    await page.goto(`${shop.url}/console`);
    await page.getByRole('textbox', { name: '아이디', exact: true }).fill(ADMIN02.username);
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(ADMIN02.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/console\/dashboard/);
    await page.goto(`${shop.url}/console/banners/create`);
    await expect(page.getByRole('heading', { level: 1, name: '배너 등록' })).toBeVisible();
    await page.getByLabel('PC 이미지', { exact: true }).setInputFiles({ name: 'pc.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('제목').fill(subject);
    await page.getByLabel('내용').fill('클릭 한 번으로 제품 정보를');

    const stage = page.getByTestId('hotspot-stage');
    await expect(stage.getByRole('img')).toBeVisible();
    const box = (await stage.boundingBox())!;
    await stage.click({ position: { x: box.width * 0.75, y: box.height * 0.4 } });
    await expect(page.getByLabel('1번 X (%)')).toHaveValue(/^7[45](\.\d)?$/);
    await expect(page.getByLabel('1번 Y (%)')).toHaveValue(/^(39|40|41)(\.\d)?$/);
    await page.getByLabel('1번 이름').fill('세라 세면대');
    await page.getByLabel('1번 설명').fill('둥근 세라믹 세면대');
    await page.getByRole('combobox', { name: '1번 상품 검색' }).fill('세면대');
    await page.getByRole('combobox', { name: '1번 상품 검색' }).press('Enter');
    await page.getByRole('listbox', { name: '1번 상품 검색 결과' }).getByRole('option').first().click();
    await expect(page.getByLabel('1번 링크')).toHaveValue(/^\/shop\/products\//);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page).toHaveURL(/\/console\/banners$/);
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
  });

  await test.step('admin02 puts it first in the MAIN_1 slot and sees its previews', async () => {
    await page.goto(`${shop.url}/console/main/banner/MAIN_1`);
    const order = page.getByRole('list', { name: '배너 순서' });
    await expect(order.getByText(subject)).toBeVisible();
    let at = (await order.getByRole('listitem').allTextContents()).findIndex((text) => text.includes(subject));
    expect(at).toBeGreaterThan(0);
    for (; at > 0; at--) await page.getByRole('button', { name: `${at + 1}번 배너 위로` }).click();
    await expect(order.getByRole('listitem').first()).toContainText(subject);
    await page.getByRole('button', { name: '순서 저장' }).click();
    await expect(page.getByRole('button', { name: '순서 저장' })).toBeDisabled();
    await order
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: new RegExp(subject) })
      .click();
    await page.getByRole('tab', { name: '모바일' }).click();
    await expect(page.getByRole('figure', { name: '모바일 미리보기' })).toContainText(subject);
  });

  await test.step('admin02 adds a popup', async () => {
    await page.goto(`${shop.url}/console/popups`);
    await page.getByRole('button', { name: '팝업 등록' }).click();
    const form = page.getByRole('form', { name: '팝업 입력' });
    await form.getByLabel('제목').fill('오늘의 소식');
    await form.getByLabel('내용').fill('겨울 욕실 특가\n12월 31일까지');
    await form.getByLabel('왼쪽 위치 (px)').fill('40');
    await form.getByLabel('위쪽 위치 (px)').fill('140');
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('region', { name: '팝업 목록' }).getByText('오늘의 소식')).toBeVisible();
  });

  const shopper = await browser.newContext();
  const home = await shopper.newPage();
  try {
    await test.step('a shopper sees the slide first and opens its hotspot card', async () => {
      await home.goto(`${shop.url}/`);
      const slider = home.getByRole('region', { name: '메인 배너' });
      await expect(slider.getByRole('heading', { name: subject }).first()).toBeVisible();
      await slider.getByRole('button', { name: '자동 넘김 정지' }).click();
      const active = slider.locator('.swiper-slide-active');
      await expect(active.getByRole('heading', { name: subject })).toBeVisible();
      const dot = active.getByRole('button', { name: '세라 세면대 상품 정보' });
      await dot.click();
      await expect(dot).toHaveAttribute('aria-expanded', 'true');
      const card = active.getByRole('group', { name: '세라 세면대' });
      await expect(card).toBeVisible();
      await expect(card).toContainText('둥근 세라믹 세면대');
      await expect(card.getByRole('link', { name: '제품 보기' })).toHaveAttribute('href', /\/shop\/products\//);
      await home.keyboard.press('Escape');
      await expect(card).toBeHidden();
      await expect(dot).toBeFocused();
    });

    await test.step('closed plainly (Escape, the box unticked), the popup comes back on the next visit', async () => {
      const popup = home.getByRole('dialog', { name: '오늘의 소식' });
      await expect(popup).toBeVisible();
      await home.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      expect((await shopper.cookies()).filter((c) => c.value === 'hidden')).toEqual([]);
      const popupsAnswered = home.waitForResponse((r) => r.url().endsWith('/api/v1/popups'));
      await home.reload();
      await waitForHydration(home);
      await popupsAnswered;
      await expect(home.getByRole('dialog', { name: '오늘의 소식' })).toBeVisible();
    });

    await test.step('the popup, closed with 오늘 하루 보지 않기, stays closed after a reload', async () => {
      const popup = home.getByRole('dialog', { name: '오늘의 소식' });
      await expect(popup).toBeVisible();
      await expect(popup).toContainText('12월 31일까지');
      await popup.getByLabel('오늘 하루 보지 않기').check();
      await popup.getByRole('button', { name: '닫기' }).click();
      await expect(popup).toBeHidden();
      // For a day (spec §4, §9: 1 day), not longer.
      const cookie = (await shopper.cookies()).find(
        (c) => c.value === 'hidden' && c.expires > Date.now() / 1000 + 23 * 3600 && c.expires < Date.now() / 1000 + 25 * 3600,
      );
      expect(cookie).toBeTruthy();
      // The popups are asked for once the page is hydrated (on the shopper's first intent): wait for their answer before looking.
      const popupsAnswered = home.waitForResponse((r) => r.url().endsWith('/api/v1/popups'));
      await home.reload();
      await waitForHydration(home);
      await popupsAnswered;
      await expect(home.getByRole('region', { name: '메인 배너' }).getByRole('heading', { name: subject }).first()).toBeVisible();
      await expect(home.getByRole('dialog', { name: '오늘의 소식' })).toHaveCount(0);
    });
  } finally {
    await shopper.close();
  }
});

/**
 * A band banner's period (issue 14; spec §3 Band banner, with the period banners and popups
 * have): admin02 gives a new band banner a period that has not started; the list shows it, and
 * the home does not show the band until staff clear its start.
 */
test('a band banner waits for its period: not on the home before it starts', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const text = `기간 띠 배너 ${Date.now().toString(36)}`;
  await page.goto(`${shop.url}/console`);
  await page.getByRole('textbox', { name: '아이디', exact: true }).fill(ADMIN02.username);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(ADMIN02.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/dashboard/);
  await page.goto(`${shop.url}/console/band-banners`);
  await page.getByRole('button', { name: '띠 배너 등록' }).click();
  const form = page.getByRole('form', { name: '띠 배너 입력' });
  await form.getByRole('textbox', { name: '문구' }).fill(text);
  await form.getByLabel('시작일시').fill('2099-01-01T09:00');
  await form.getByLabel('종료일시').fill('2098-01-01T09:00');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form.getByRole('alert')).toContainText('종료일시는 시작일시 이후로 입력해주세요');
  await form.getByLabel('종료일시').fill('');
  await form.getByRole('button', { name: '등록' }).click();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('2099-01-01 09:00:00 ~');

  const shopper = await browser.newPage({ viewport: page.viewportSize()! });
  await shopper.goto(shop.url);
  await expect(shopper.getByRole('complementary', { name: '알림 배너' }).first()).toBeVisible();
  await expect(shopper.getByText(text)).toHaveCount(0);

  await row.getByRole('button', { name: `${text} 수정` }).click();
  await page.getByRole('form', { name: '띠 배너 입력' }).getByLabel('시작일시').fill('');
  await page.getByRole('form', { name: '띠 배너 입력' }).getByRole('button', { name: '수정' }).click();
  await expect(row).toContainText('상시');
  await shopper.reload();
  await expect(shopper.getByText(text)).toBeVisible();
  await shopper.close();
});
