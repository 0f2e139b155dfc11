import { expect, test, type Page } from '@playwright/test';
import type { ProductCard } from '@shop/contracts';
import { orderForm, productWithoutOptions } from './card-order';
import { isMobile, newMember, signInAtLogin, tokenOf, trackDialogs, waitForHydration } from './helpers';

/**
 * A member's own lists in the browser (spec §4 Session and Wishlist toggle, §2 /mypage/likes and
 * /mypage/destinations), at 1440 and 390 px: a visitor's cart and recently viewed products
 * survive sign-in; the wishlist lives on the server; saved addresses keep exactly one default.
 */

/** The product page's summary (the region holding the level-1 heading). */
const summaryOf = (page: Page) => page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) });
/** The 기본 배송지 badge of a saved address. */
const defaultBadge = (page: Page, title: string) => page.getByRole('listitem', { name: title }).getByText('기본 배송지', { exact: true });

test(
  'a visitor’s cart and recently viewed survive sign-in; a liked product is found in the wishlist and removed, with undo',
  { tag: ['@mobile', '@engines'] },
  async ({ page }, testInfo) => {
    const dialogs = trackDialogs(page);
    const bought = await productWithoutOptions(page);
    const cards = (await (await page.request.get('/api/v1/shop/products', { headers: { limit: '20' } })).json()).products as ProductCard[];
    const browsed = cards.find((c) => c.shows && c._id !== bought._id)!;

    await test.step('a visitor views two products and puts one in the cart', async () => {
      await page.goto(`/shop/products/${browsed.code}`);
      await waitForHydration(page);
      await expect(summaryOf(page).getByRole('heading', { level: 1 })).toHaveText(browsed.name);
      await page.goto(`/shop/products/${bought.code}`);
      await waitForHydration(page);
      await summaryOf(page).getByRole('button', { name: '장바구니 담기' }).click();
      const added = page.getByRole('dialog', { name: '장바구니' });
      await expect(added).toContainText('로그인하시면 회원 장바구니에 그대로 담겨 있습니다.');
      await added.getByRole('button', { name: '계속 쇼핑하기' }).click();
      // The heart needs a member (spec §4): on a desktop the login card says so, on a phone an alert and the login page.
      await summaryOf(page)
        .getByRole('button', { name: `${bought.name} 관심상품 담기` })
        .click();
      if (isMobile(testInfo)) {
        await expect.poll(() => dialogs).toContain('로그인 후 사용하실 수 있습니다');
        await expect(page).toHaveURL(/\/login/);
      } else {
        const card = page.getByRole('dialog', { name: '로그인' });
        await expect(card).toContainText('로그인 후 사용하실 수 있습니다');
        await card.getByRole('button', { name: '닫기' }).click();
        await expect(card).toBeHidden();
      }
    });

    await test.step('after sign-in the cart line and both viewed products are the member’s', async () => {
      const member = newMember(testInfo);
      expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
      await signInAtLogin(page, member.username, member.password);
      await page.goto('/mypage/cart');
      await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: bought.name }) })).toHaveCount(1);
      await page.goto('/mypage/likes');
      const recent = page.getByRole('list', { name: '최근 본 상품' });
      await expect(recent.getByRole('listitem')).toHaveCount(2);
      // Newest first; cards show short names, the remove buttons the full ones.
      await expect(
        recent
          .getByRole('listitem')
          .first()
          .getByRole('button', { name: `${bought.name} 최근 본 상품에서 삭제` }),
      ).toBeVisible();
      await expect(
        recent
          .getByRole('listitem')
          .nth(1)
          .getByRole('button', { name: `${browsed.name} 최근 본 상품에서 삭제` }),
      ).toBeVisible();
      await expect(page.getByText('담아두신 관심상품이 없습니다')).toBeVisible();
    });

    await test.step('the member likes the product and finds it in the wishlist', async () => {
      await page.goto(`/shop/products/${bought.code}`);
      await waitForHydration(page);
      const liked = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/likes') && r.request().method() === 'POST');
      await summaryOf(page)
        .getByRole('button', { name: `${bought.name} 관심상품 담기` })
        .click();
      expect((await liked).status()).toBe(201);
      await expect(summaryOf(page).getByRole('button', { name: `${bought.name} 관심상품 해제` })).toHaveAttribute('aria-pressed', 'true');
      await page.goto('/mypage/likes');
      const wishlist = page.getByRole('list', { name: '위시리스트 상품' });
      await expect(wishlist.getByRole('listitem')).toHaveCount(1);
      await expect(wishlist.getByRole('button', { name: `${bought.name} 삭제` })).toBeVisible();
      await expect(page.getByRole('heading', { name: /위시리스트/ })).toContainText('1');
    });

    await test.step('the member removes it, undoes, and removes it again', async () => {
      await page.getByRole('button', { name: `${bought.name} 삭제` }).click();
      const notice = page.getByRole('status').filter({ hasText: '위시리스트에서 삭제했습니다' });
      await expect(notice).toBeVisible();
      await expect(page.getByText('담아두신 관심상품이 없습니다')).toBeVisible();
      await notice.getByRole('button', { name: '되돌리기' }).click();
      await expect(page.getByRole('list', { name: '위시리스트 상품' }).getByRole('button', { name: `${bought.name} 삭제` })).toBeVisible();
      await page.getByRole('button', { name: `${bought.name} 삭제` }).click();
      await expect(page.getByText('담아두신 관심상품이 없습니다')).toBeVisible();
      await page.reload();
      await expect(page.getByText('담아두신 관심상품이 없습니다')).toBeVisible();
    });

    await test.step('a quick double click on the heart likes and unlikes: the product ends not liked', async () => {
      await page.goto(`/shop/products/${bought.code}`);
      await waitForHydration(page);
      const unliked = page.waitForResponse((r) => /\/api\/v1\/me\/likes\/[^/?]+$/.test(r.url()) && r.request().method() === 'DELETE');
      await summaryOf(page)
        .getByRole('button', { name: `${bought.name} 관심상품` })
        .dblclick();
      expect((await unliked).ok()).toBe(true);
      await expect(summaryOf(page).getByRole('button', { name: `${bought.name} 관심상품 담기` })).toHaveAttribute('aria-pressed', 'false');
      await page.goto('/mypage/likes');
      await expect(page.getByText('담아두신 관심상품이 없습니다')).toBeVisible();
    });
  },
);

test('a member saves two delivery addresses, makes the second the default and deletes the first', async ({ page }, testInfo) => {
  const member = newMember(testInfo, '이하늘');
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/destinations');
  await expect(page.getByText('등록된 배송지가 없습니다')).toBeVisible();

  await test.step('the first address is found with the postcode search and becomes the default', async () => {
    await page.getByRole('button', { name: '배송지 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '배송지 추가' });
    await dialog.getByRole('textbox', { name: '배송지명' }).fill('집');
    await dialog.getByRole('textbox', { name: '받는 분' }).fill('이하늘');
    await dialog.getByRole('textbox', { name: '연락처' }).fill('01098765432');
    await dialog.getByRole('button', { name: '우편번호 찾기' }).click();
    const search = page.getByRole('dialog', { name: '우편번호 찾기' });
    const box = search.getByRole('combobox', { name: '도로명, 건물명 또는 지번' });
    await box.fill('문연로 6');
    await expect(search.getByRole('option')).toHaveCount(1);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(search).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: '우편번호' })).toHaveValue('63122');
    await expect(dialog.getByRole('textbox', { name: '주소', exact: true })).toHaveValue('제주특별자치도 제주시 문연로 6');
    await dialog.getByRole('textbox', { name: '상세주소' }).fill('민원실 2층');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toBeHidden();
    await expect(defaultBadge(page, '집')).toBeVisible();
    await expect(page.getByRole('listitem', { name: '집' })).toContainText('010-9876-5432');
  });

  await test.step('a second address typed by hand, refused first for a missing name', async () => {
    await page.getByRole('button', { name: '배송지 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '배송지 추가' });
    await dialog.getByRole('textbox', { name: '배송지명' }).fill('회사');
    await dialog.getByRole('textbox', { name: '연락처' }).fill('0212345678');
    await dialog.getByRole('textbox', { name: '우편번호' }).fill('06016');
    await dialog.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 학동로 311');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog.getByText('이름을 입력해주세요')).toBeVisible();
    await dialog.getByRole('textbox', { name: '받는 분' }).fill('김세라');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name: '회사' })).toContainText('02-1234-5678');
    await expect(defaultBadge(page, '회사')).toHaveCount(0);
  });

  await test.step('the second becomes the default and the first is deleted after a confirmation', async () => {
    await page.getByRole('listitem', { name: '회사' }).getByRole('button', { name: '기본 배송지로 설정' }).click();
    await expect(defaultBadge(page, '회사')).toBeVisible();
    await expect(defaultBadge(page, '집')).toHaveCount(0);
    await expect(page.getByRole('list', { name: '배송지 목록' }).getByRole('listitem').first()).toHaveAccessibleName('회사');

    await page.getByRole('listitem', { name: '집' }).getByRole('button', { name: '삭제' }).click();
    const confirm = page.getByRole('dialog', { name: '배송지 삭제' });
    await confirm.getByRole('button', { name: '삭제' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('list', { name: '배송지 목록' }).getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(defaultBadge(page, '회사')).toBeVisible();
    await expect(page.getByRole('listitem', { name: '집' })).toHaveCount(0);
  });
});

test('on the order page 배송지 선택 fills the receiver from a saved address', async ({ page }, testInfo) => {
  const member = await orderForm(page, await productWithoutOptions(page), testInfo);
  const auth = await tokenOf(page.request, member.username, member.password);
  const saved = await page.request.post('/api/v1/me/destinations', {
    headers: { Authorization: auth },
    data: { title: '제주 별장', name: '고한라', phone: '01055556666', postcode: '63122', address1: '제주특별자치도 제주시 문연로 6', address2: '민원실 2층' },
  });
  expect(saved.status()).toBe(201);

  const receiver = page.getByRole('region', { name: '배송지 정보' });
  await receiver.getByRole('button', { name: '배송지 선택' }).click();
  const dialog = page.getByRole('dialog', { name: '배송지 선택' });
  await dialog.getByRole('button', { name: '제주 별장 배송지로 받기' }).click();
  await expect(dialog).toBeHidden();
  await expect(receiver.getByRole('checkbox', { name: '주문자와 동일' })).not.toBeChecked();
  await expect(receiver.getByRole('textbox', { name: '받는 분', exact: true })).toHaveValue('고한라');
  await expect(receiver.getByRole('textbox', { name: '연락처', exact: true })).toHaveValue('010-5555-6666');
  await expect(receiver.getByRole('textbox', { name: '우편번호', exact: true })).toHaveValue('63122');
  await expect(receiver.getByRole('textbox', { name: '주소', exact: true })).toHaveValue('제주특별자치도 제주시 문연로 6');
  await expect(receiver.getByRole('textbox', { name: '상세주소', exact: true })).toHaveValue('민원실 2층');
});
