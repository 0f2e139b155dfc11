import { expect, test, type Locator } from '@playwright/test';
import { expectOrderStatus, productSummary } from './card-order';
import {
  ROOT,
  TEXT,
  definition,
  expectSignedInHeader,
  isMobile,
  logOutOfShop,
  newMember,
  openDrawer,
  signInAtLogin,
  trackDialogs,
  waitForHydration,
} from './helpers';

// Fail fast on a stuck step instead of waiting out the whole test.
test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/**
 * The main job on real pages: browse → join (with a spec validation message) → log in → cart →
 * order by bank transfer → 미결제 in 주문내역 → the operator confirms the deposit in the console →
 * the member sees 결제완료. Runs in both projects (desktop 1440×900, mobile 390×844) with a new member.
 */
test('main job: browse, join, order by bank transfer, operator confirms the deposit', { tag: ['@mobile', '@engines'] }, async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const mobile = isMobile(testInfo);
  const member = newMember(testInfo);
  const dialogs = trackDialogs(page);

  // 1. Home, the product list, a product that can be bought.
  await test.step('home page and product list', async () => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '세라메종 홈' })).toBeVisible();
    const slider = page.getByRole('region', { name: '메인 배너' });
    await expect(slider.getByRole('heading', { name: '고요한 아침을 위한 욕실' })).toBeVisible();

    if (mobile) {
      const drawer = await openDrawer(page);
      await drawer.getByRole('link', { name: '전체 상품', exact: true }).click();
    } else {
      await header.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '온라인 스토어' }).click();
    }
    await expect(page).toHaveURL(/\/shop\/products/);
    await expect(page.getByRole('heading', { level: 1, name: '전체 상품' })).toBeVisible();
    const listing = page.getByRole('region', { name: '상품 목록' });
    await expect(listing.getByText(/총\s*\d+개의 상품/)).toBeVisible();
    const count = Number((await listing.getByText(/총\s*\d+개의 상품/).innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await expect(listing.getByRole('article').first()).toBeVisible();
    expect(await listing.getByRole('article').count()).toBeGreaterThan(1);
  });

  await test.step('open a product that is on sale and in stock', async () => {
    const buy = page
      .getByRole('region', { name: '상품 목록' })
      .getByRole('link', { name: /구매하기$/ })
      .first();
    const cardName = ((await buy.getAttribute('aria-label')) ?? '').replace(/\s*구매하기$/, '');
    expect(cardName).not.toBe('');
    await buy.click();
    await expect(page).toHaveURL(/\/shop\/products\/[^/]+$/);
    const summary = productSummary(page);
    await expect(summary.getByRole('heading', { level: 1 })).toContainText(cardName);
    await expect(summary.getByRole('button', { name: '장바구니 담기' })).toBeEnabled();
    await expect(summary.getByRole('button', { name: '바로 구매하기' })).toBeEnabled();
  });

  // 2. Sign up as 개인회원, first with a username the spec refuses.
  await test.step('sign up at /join as a person', async () => {
    await page.goto('/join');
    await waitForHydration(page); // the form validates in the browser once React has it
    await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    const person = page.getByRole('radio', { name: '개인회원' });
    await person.check();
    await expect(person).toBeChecked();

    const username = page.getByRole('textbox', { name: '아이디', exact: true });
    await username.fill(member.username.toUpperCase());
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(member.password);
    await page.getByRole('textbox', { name: '비밀번호 확인', exact: true }).fill(member.password);
    await page.getByRole('textbox', { name: '이름', exact: true }).fill(member.name);
    await page.getByRole('textbox', { name: '이메일', exact: true }).fill(member.email);
    await page.getByRole('textbox', { name: '휴대폰 번호', exact: true }).fill(member.phone);
    await expect(page.getByRole('textbox', { name: '휴대폰 번호', exact: true })).toHaveValue('010-1234-5678');
    await page.getByRole('checkbox', { name: '이용약관 동의 (필수)' }).check();
    await page.getByRole('checkbox', { name: '개인정보 수집 및 이용 동의 (필수)' }).check();

    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: TEXT.USERNAME_CHARSET })).toHaveText(TEXT.USERNAME_CHARSET);
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/join$/);

    await username.fill(member.username);
    await expect(page.getByText(TEXT.USERNAME_CHARSET)).toHaveCount(0);
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByRole('heading', { name: '회원가입이 완료되었습니다' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(member.username);
  });

  // 3. Log in with the new member.
  await test.step('log in at /login', async () => {
    await page.getByRole('link', { name: '로그인하기' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('회원가입이 완료되었습니다. 로그인해주세요.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '아이디', exact: true })).toHaveValue(member.username);
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(member.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedInHeader(page, testInfo);
  });

  // 4. Find a product with options, choose them, quantity 2, add to the cart.
  let productName = '';
  let chosenOptions: string[] = [];
  await test.step('choose options and quantity, add to the cart', async () => {
    const query = mobile ? '샤워 시스템' : '세면 수전';
    if (mobile) {
      await page.getByRole('button', { name: '검색', exact: true }).click();
    }
    const search = page.getByRole('searchbox', { name: '상품 검색' }).filter({ visible: true });
    await search.fill(query);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop\/sales\?searchValue=/);
    const results = page.getByRole('region', { name: '상품 목록' });
    await expect(results.getByRole('article').first()).toBeVisible();
    await results
      .getByRole('link', { name: /구매하기$/ })
      .first()
      .click();

    const summary = productSummary(page);
    const heading = summary.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('');
    productName = (await heading.innerText()).trim();
    await expect(page.getByRole('region', { name: productName })).toBeVisible();

    chosenOptions = await chooseOptions(summary);
    testInfo.annotations.push({ type: 'product', description: `${productName} — options: ${chosenOptions.join(', ') || '(none)'}` });

    await summary.getByRole('button', { name: '수량 늘리기' }).click();
    await expect(summary.getByRole('spinbutton', { name: '수량' })).toHaveValue('2');

    const cartButton = page.getByRole('banner').getByRole('button', { name: '장바구니', exact: true });
    await expect(cartButton.getByLabel(/장바구니 \d+개/)).toHaveCount(0);
    await summary.getByRole('button', { name: '장바구니 담기' }).click();
    const added = page.getByRole('dialog', { name: '장바구니' });
    await expect(added).toContainText('상품을 장바구니에 담았습니다.');
    await added.getByRole('button', { name: '계속 쇼핑하기' }).click();
    await expect(added).toBeHidden();
    await expect(cartButton.getByLabel('장바구니 1개')).toHaveText('1');
  });

  await test.step('check the cart line and order it', async () => {
    await page.getByRole('banner').getByRole('button', { name: '장바구니', exact: true }).click();
    await expect(page).toHaveURL(/\/mypage\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: '장바구니' })).toBeVisible();
    const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: productName }) });
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('spinbutton', { name: `${productName} 수량` })).toHaveValue('2');
    for (const value of chosenOptions) await expect(line).toContainText(value);
    await expect(line.getByRole('checkbox', { name: `${productName} 선택` })).toBeChecked();
    await page.getByRole('button', { name: /주문하기/ }).click();
  });

  // 5. The order form: sender, receiver (주문자와 동일), 무통장입금, agreement.
  let orderNumber = '';
  let total = '';
  await test.step('fill the order form and place the order', async () => {
    await expect(page).toHaveURL(/\/shop\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: '주문서 작성' })).toBeVisible();
    const items = page.getByRole('region', { name: /주문 상품/ });
    await expect(items).toContainText(productName);

    const sender = page.getByRole('region', { name: '주문자 정보' });
    // prefilled from the member's info
    await expect(sender.getByRole('textbox', { name: '이름', exact: true })).toHaveValue(member.name);
    await sender.getByRole('textbox', { name: '이름', exact: true }).fill(member.name);
    await sender.getByRole('textbox', { name: '연락처', exact: true }).fill(member.phone);
    await expect(sender.getByRole('textbox', { name: '연락처', exact: true })).toHaveValue('010-1234-5678');
    await sender.getByRole('textbox', { name: '이메일', exact: true }).fill(member.email);
    await sender.getByRole('textbox', { name: '우편번호', exact: true }).fill('06035');
    await sender.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 학동로 311');
    await sender.getByRole('textbox', { name: '상세주소', exact: true }).fill('세라메종 빌딩 3층');

    const receiver = page.getByRole('region', { name: '배송지 정보' });
    const same = receiver.getByRole('checkbox', { name: '주문자와 동일' });
    await same.check();
    await expect(same).toBeChecked();
    await expect(receiver.getByRole('textbox', { name: '받는 분', exact: true })).toHaveValue(member.name);
    await expect(receiver.getByRole('textbox', { name: '우편번호', exact: true })).toHaveValue('06035');
    await expect(receiver.getByRole('textbox', { name: '받는 분', exact: true })).toBeDisabled();

    const payment = page.getByRole('region', { name: '결제수단' });
    // 신용카드 is the default (spec §9); this shopper pays by bank transfer.
    await expect(payment.getByRole('radio', { name: '신용카드' })).toBeChecked();
    await payment.getByRole('radio', { name: '무통장입금' }).check();
    await expect(payment.getByText(/우리은행/)).toBeVisible();

    const summary = page.getByRole('complementary', { name: '결제 정보' });
    await summary.getByRole('checkbox', { name: '주문 내용을 확인하였으며 결제에 동의합니다' }).check();
    await summary.getByRole('button', { name: /주문하기$/ }).click();

    await expect(page).toHaveURL(/\/shop\/result\?order=/);
    await expect(page.getByRole('heading', { level: 1, name: '주문이 접수되었습니다' })).toBeVisible();
    const pay = page.getByRole('region', { name: '결제 안내' });
    await expect(definition(pay, '주문번호')).not.toBeEmpty();
    orderNumber = (await definition(pay, '주문번호').innerText()).trim();
    total = (await definition(pay, '입금하실 금액').innerText()).trim();
    expect(orderNumber).not.toBe('');
    expect(total).toMatch(/^[\d,]+원$/);
    await expect(definition(pay, '결제수단')).toHaveText('무통장입금');
    await expect(definition(pay, '입금 계좌')).toContainText('우리은행');
  });

  // 6. 주문내역: 미결제, also under 입금대기.
  await test.step('the order is 미결제 in /mypage/orders', async () => {
    await page.getByRole('link', { name: '주문내역' }).click();
    await expect(page).toHaveURL(/\/mypage\/orders$/);
    await expectOrderStatus(page, orderNumber, '미결제', total);
    await page.getByRole('tab', { name: '입금대기' }).click();
    await expect(page).toHaveURL(/tab=nonpayment/);
    await expect(page.getByRole('tab', { name: '입금대기' })).toHaveAttribute('aria-selected', 'true');
    await expectOrderStatus(page, orderNumber, '미결제', total);
  });

  // 7. Log out; the operator confirms the deposit in the console.
  await test.step('log out of the shop', async () => {
    await logOutOfShop(page, testInfo, dialogs);
  });

  await test.step('the operator confirms the deposit in the console', async () => {
    await page.goto('/console');
    await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
    await page.getByRole('textbox', { name: '아이디', exact: true }).fill(ROOT.username);
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(ROOT.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/console\/dashboard/);
    await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '전체 주문' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /전체 주문/ })).toBeVisible();

    const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
    await menu.getByRole('link', { name: '입금대기' }).click();
    await expect(page).toHaveURL(/\/console\/purchases\/nonpayment/);
    await expect(page.getByRole('heading', { level: 1, name: /입금대기/ })).toBeVisible();
    const table = page.getByRole('region', { name: '입금대기 목록' });
    const row = table.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(member.username);
    await expect(row).toContainText('미결제');
    await expect(row).toContainText('무통장입금');

    await row.getByRole('button', { name: '입금확인' }).click();
    const confirm = page.getByRole('dialog', { name: '입금확인' });
    await expect(confirm).toContainText('입금을 확인하시겠습니까?');
    await expect(confirm).toContainText(`주문번호 ${orderNumber}`);
    await confirm.getByRole('button', { name: '입금확인' }).click();
    await expect(confirm).toBeHidden();
    // the order leaves the 입금대기 view …
    await expect(row).toHaveCount(0);

    // … and is 결제완료 in the full list (found with the search box).
    await menu.getByRole('link', { name: '전체 주문' }).click();
    await expect(page).toHaveURL(/\/console\/purchases\/all/);
    const all = page.getByRole('region', { name: '전체 주문 목록' });
    await all.getByRole('searchbox', { name: '주문 검색' }).fill(orderNumber);
    await all.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/searchValue=/);
    const paidRow = all.getByRole('row').filter({ hasText: orderNumber });
    await expect(paidRow).toHaveCount(1);
    await expect(paidRow).toContainText('결제완료');
    await expect(paidRow.getByRole('button', { name: '입금확인' })).toHaveCount(0);

    await paidRow.getByRole('link', { name: orderNumber }).click();
    await expect(page).toHaveURL(/\/console\/orders\//);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText(orderNumber);
    await expect(title).toContainText('결제완료');
    const history = page.getByRole('region', { name: /처리 이력/ });
    const placed = history.getByRole('row').filter({ hasText: '주문 접수' });
    await expect(placed).toHaveCount(1);
    await expect(placed).toContainText(member.name);
    await expect(placed).toContainText(`(${member.username})`);
    const paid = history.getByRole('row').filter({ hasText: '입금 확인' });
    await expect(paid).toHaveCount(1);
    await expect(paid).toContainText(ROOT.name);
    await expect(paid).toContainText(`(${ROOT.username})`);
  });

  await test.step('log out of the console', async () => {
    const before = dialogs.length;
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect.poll(() => dialogs.slice(before)).toContain(TEXT.LOGOUT_CONFIRM);
    await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
    await expect(page).toHaveURL(/\/console\/?$/);
  });

  // 8. The member sees 결제완료.
  await test.step('the member sees 결제완료', async () => {
    await signInAtLogin(page, member.username, member.password);
    await expectSignedInHeader(page, testInfo);
    await page.goto('/mypage/orders');
    await expectOrderStatus(page, orderNumber, '결제완료', total);
    await page.getByRole('tab', { name: '결제완료' }).click();
    await expect(page).toHaveURL(/tab=payment/);
    await expectOrderStatus(page, orderNumber, '결제완료', total);
  });
});

/** Picks the first value of every option of the product (selects or colour swatches); returns the chosen names. */
async function chooseOptions(summary: Locator): Promise<string[]> {
  const chosen: string[] = [];
  const selects = summary.getByRole('combobox');
  for (let i = 0; i < (await selects.count()); i++) {
    const select = selects.nth(i);
    const values = await select
      .locator('option')
      .evaluateAll((options) => options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })).filter((o) => o.value !== ''));
    expect(values.length).toBeGreaterThan(0);
    await select.selectOption(values[0]!.value);
    await expect(select).toHaveValue(values[0]!.value);
    chosen.push(values[0]!.value);
  }
  const groups = summary.getByRole('radiogroup');
  for (let i = 0; i < (await groups.count()); i++) {
    const radio = groups.nth(i).getByRole('radio').first();
    const value = await radio.getAttribute('value');
    await radio.check();
    await expect(radio).toBeChecked();
    if (value) chosen.push(value);
  }
  return chosen;
}
