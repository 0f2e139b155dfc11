import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ROOT, buyAndConfirm, newMember, signInAtLogin, tokenOf, type Member } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A 2×2 PNG, as a photo a member attaches to a review. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** A PERSON member made through the public API. */
async function join(request: APIRequestContext, member: Member): Promise<void> {
  expect((await request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
}

const shot = (page: Page, testInfo: TestInfo, name: string, fullPage = true) =>
  page.screenshot({ path: testInfo.outputPath(`reviews-${name}-${testInfo.project.name}.png`), fullPage });

/**
 * Reviews (issue 13; spec §3 Review, §2 /mypage/reviews and console shop/reviews): after 구매확정
 * a member writes a photo review from /mypage/reviews; it shows on the product page with its
 * photo, stars and the updated summary; staff answer it in the console and the answer shows there.
 */
test('a member writes a photo review after 구매확정 and staff answer it', { tag: ['@mobile', '@engines'] }, async ({ page, request, browser }, testInfo) => {
  const member = newMember(testInfo, '윤보람');
  await join(request, member);
  const auth = await tokenOf(request, member.username, member.password);
  const line = await buyAndConfirm(request, auth);
  const productId = line.product._id;
  const subject = `욕실이 환해졌어요 ${testInfo.project.name}`;

  await test.step('작성 가능한 리뷰 lists the confirmed line; the dialog checks the §5 rules and takes a photo', async () => {
    await signInAtLogin(page, member.username, member.password);
    await page.goto('/mypage/reviews');
    await expect(page.getByRole('heading', { level: 1, name: '상품후기' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /작성 가능한 리뷰 1/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: '리뷰 작성' }).first().click();
    const dialog = page.getByRole('dialog', { name: '리뷰 작성' });
    await dialog.getByRole('radio', { name: /4점/ }).check();
    await dialog.getByRole('textbox', { name: '제목' }).fill('좋');
    await dialog.getByRole('button', { name: '등록하기' }).click();
    await expect(dialog.getByText('제목을 입력해주세요')).toBeVisible();
    await expect(dialog.getByText('내용을 입력해주세요')).toBeVisible();
    await dialog.getByRole('textbox', { name: '제목' }).fill(subject);
    await dialog.getByRole('textbox', { name: '내용' }).fill('물때가 잘 안 끼고\n설치도 깔끔했습니다.');
    await expect(dialog.getByTestId('review-photo-input')).toHaveCount(1);
    await dialog.getByTestId('review-photo-input').setInputFiles({ name: 'bath.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(dialog.getByText('bath.png')).toBeVisible();
    // One empty input at a time: a new one waits for the next photo.
    await expect(dialog.getByTestId('review-photo-input')).toHaveCount(1);
    await shot(page, testInfo, 'dialog', false);
    await dialog.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByRole('status')).toHaveText('리뷰가 등록되었습니다');
    await expect(page.getByRole('tab', { name: /작성한 리뷰 1/ })).toHaveAttribute('aria-selected', 'true');
    const mine = page.getByTestId('my-review').first();
    await expect(mine).toContainText(subject);
    await expect(mine.getByRole('img', { name: '리뷰 사진 1' })).toBeVisible();
    await shot(page, testInfo, 'mypage');
  });

  await test.step('the product page shows the review with its photo, stars and the summary', async () => {
    await page.goto(`/shop/products/${productId}`);
    const section = page.getByRole('region', { name: /상품 리뷰/ });
    await section.scrollIntoViewIfNeeded();
    const item = section.getByTestId('review-item').filter({ hasText: subject });
    await expect(item).toBeVisible();
    await expect(item.getByRole('img', { name: '별점 4점' })).toBeVisible();
    await expect(item.getByRole('img', { name: '리뷰 사진 1' })).toBeVisible();
    await section.getByRole('tab', { name: '포토리뷰만' }).click();
    await expect(section.getByTestId('review-item').filter({ hasText: subject })).toBeVisible();
    await shot(page, testInfo, 'product');
  });

  await test.step('staff answer it in the console, and the answer shows on the product page', async () => {
    const use = testInfo.project.use;
    const context = await browser.newContext({
      baseURL: use.baseURL,
      viewport: use.viewport,
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
      deviceScaleFactor: use.deviceScaleFactor,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    const staffPage = await context.newPage();
    await signInAtLogin(staffPage, ROOT.username, ROOT.password);
    await staffPage.goto(`/console/shop/reviews?search=${encodeURIComponent(subject)}`);
    await expect(staffPage.getByRole('heading', { level: 1, name: /상품 리뷰/ })).toBeVisible();
    const row = staffPage.getByRole('row').filter({ hasText: subject });
    await row.getByRole('button', { name: '답변', exact: true }).click();
    const dialog = staffPage.getByRole('dialog', { name: '리뷰 답변' });
    await dialog.getByRole('textbox', { name: '답변' }).fill('소중한 후기 감사합니다.');
    await dialog.getByRole('button', { name: '답변 저장' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('답변: 소중한 후기 감사합니다.');
    await shot(staffPage, testInfo, 'console');

    // The home's picked reviews (console main/review/{code}): staff add this review and save.
    await staffPage.getByRole('link', { name: '메인 리뷰 고르기' }).click();
    await expect(staffPage).toHaveURL(/\/console\/main\/review\/best-review$/);
    const finder = staffPage.getByRole('region', { name: '리뷰 찾기' });
    await finder.getByRole('searchbox', { name: '리뷰 검색' }).fill(subject);
    await finder.getByRole('button', { name: '검색' }).click();
    await finder.getByRole('row').filter({ hasText: subject }).getByRole('button', { name: '추가' }).click();
    await expect(staffPage.getByRole('region', { name: '고른 리뷰' }).getByRole('row').filter({ hasText: subject })).toBeVisible();
    await staffPage.getByRole('button', { name: '저장' }).click();
    await expect(staffPage.getByRole('status')).toHaveText('저장되었습니다');
    await shot(staffPage, testInfo, 'picks');
    const home = await request.get('/api/v1/shop/reviews?pick=best-review');
    expect(((await home.json()) as { reviews: { subject: string }[] }).reviews.map((r) => r.subject)).toContain(subject);

    await context.close();
    // The home shows the picked reviews, in the order staff saved.
    await page.goto('/');
    const picked = page.getByRole('list', { name: '고객 리뷰' });
    await picked.scrollIntoViewIfNeeded();
    await expect(picked.getByRole('heading').first()).toBeVisible();
    const saved = ((await (await request.get('/api/v1/shop/reviews?pick=best-review')).json()) as { reviews: { subject: string }[] }).reviews;
    // The other viewport's run may save its own pick meanwhile (it keeps the earlier ones): every card shown is a picked review.
    // Polled: while the block hydrates, a card may be read before its heading has its text.
    await expect(async () => {
      const shown = (await picked.getByRole('heading').allTextContents()).map((text) => text.trim());
      expect(shown.length).toBeGreaterThan(0);
      for (const heading of shown) expect(saved.map((r) => r.subject)).toContain(heading);
    }).toPass({ timeout: 10_000 });
    await page.getByRole('region', { name: '고객이 전하는 이야기' }).screenshot({ path: testInfo.outputPath(`reviews-home-${testInfo.project.name}.png`) });
    await page.goto(`/shop/products/${productId}`);
    const item = page.getByTestId('review-item').filter({ hasText: subject });
    await expect(item).toContainText('판매자 답변');
    await expect(item).toContainText('소중한 후기 감사합니다.');
  });
});
