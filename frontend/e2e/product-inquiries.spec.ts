import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ROOT, newMember, signInAtLogin, trackDialogs, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A 2×2 PNG, as a photo a member attaches to an inquiry. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** Saves a screenshot for the eye (product-inquiries-<name>-<project>.png). */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`product-inquiries-${name}-${testInfo.project.name}.png`), fullPage });
}

/** The product page's Q&A section, scrolled into view. */
async function qnaOf(page: Page, productId: string) {
  await page.goto(`/shop/products/${productId}`);
  await waitForHydration(page);
  const qna = page.getByRole('region', { name: /^상품문의/ });
  await qna.scrollIntoViewIfNeeded();
  return qna;
}

/**
 * Product Q&A (spec §2 product inquiry dialog, §3, §4, §8): a member writes a secret inquiry with a
 * photo on the product page, others see only "비밀글입니다", staff answer it in the console, and
 * the member reads the answer (and may no longer change the inquiry).
 */
test('a member asks a secret question with a photo, staff answer it, others see 비밀글입니다', async ({ page, browser }, testInfo) => {
  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  const products = (await (await page.request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()).products as { _id: string }[];
  const productId = products[0]!._id;
  const subject = `설치 문의 ${testInfo.project.name} ${Date.now().toString(36)}`;
  const dialogs = trackDialogs(page);

  await signInAtLogin(page, member.username, member.password);
  let qna = await qnaOf(page, productId);
  await qna.getByRole('button', { name: '문의하기' }).click();
  const form = page.getByRole('dialog', { name: '문의하기' });
  await form.getByRole('textbox', { name: '문의 제목' }).fill('문');
  await form.getByRole('textbox', { name: '문의 내용' }).fill('벽걸이로 설치할 때 전용 브라켓이 필요한가요?');
  await form.getByRole('button', { name: '문의 등록' }).click();
  await expect(form).toContainText('제목을 입력해주세요');
  await form.getByRole('textbox', { name: '문의 제목' }).fill(subject);
  await form.getByRole('checkbox', { name: '비밀글' }).check();
  await form.getByLabel('사진 1 선택').setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: PHOTO });
  // One empty input at a time: the next place is offered once the first holds a photo.
  await expect(form.getByLabel('사진 2 선택')).toBeAttached();
  await expect(form.getByRole('img', { name: 'wall.png' })).toBeVisible();
  await shot(page, testInfo, 'dialog');
  await form.getByRole('button', { name: '문의 등록' }).click();
  await expect.poll(() => dialogs).toContain('상품문의가 등록되었습니다');
  await expect(form).toBeHidden();
  const mine = qna.getByRole('listitem').filter({ hasText: subject });
  await expect(mine).toContainText('답변대기');
  await mine.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(mine.getByRole('img', { name: '문의 첨부 사진' })).toBeVisible();
  await shot(page, testInfo, 'written', true);

  // While it awaits its answer the writer may change it.
  await mine.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('dialog', { name: '수정하기' });
  await expect(edit.getByRole('textbox', { name: '문의 제목' })).toHaveValue(subject);
  await expect(edit.getByRole('checkbox', { name: '비밀글' })).toBeChecked();
  await edit.getByRole('textbox', { name: '문의 내용' }).fill('벽걸이로 설치할 때 전용 브라켓이 필요한가요? 벽은 콘크리트입니다.');
  await edit.getByRole('button', { name: '수정', exact: true }).click();
  await expect.poll(() => dialogs).toContain('상품문의가 수정되었습니다');
  await expect(edit).toBeHidden();

  // A visitor sees that a secret question exists, not what it says.
  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  const seen = await qnaOf(visitor, productId);
  await expect(seen.getByRole('listitem').filter({ hasText: '비밀글입니다' }).first()).toBeVisible();
  await expect(seen.getByText(subject)).toHaveCount(0);
  await shot(visitor, testInfo, 'visitor', true);
  await visitor.close();

  // Staff answer it in the console.
  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  const staffDialogs = trackDialogs(staff);
  await signInAtLogin(staff, ROOT.username, ROOT.password);
  await staff.goto(`/console/shop/inquires?status=ANSWER_AWAITING&searchValue=${encodeURIComponent(subject)}`);
  const row = staff.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('답변대기');
  await expect(row).toContainText(member.username);
  await shot(staff, testInfo, 'console', true);
  await row.getByRole('button', { name: `${subject} 답변` }).click();
  const answer = staff.getByRole('dialog', { name: '답변하기' });
  await expect(answer).toContainText('벽은 콘크리트입니다.');
  await answer.getByRole('textbox', { name: '답변' }).fill('네, 벽걸이 설치에는 전용 브라켓(별매)이 필요합니다.');
  await answer.getByRole('button', { name: '답변 저장' }).click();
  await expect.poll(() => staffDialogs).toContain('답변이 등록되었습니다');
  await staff.goto(`/console/shop/inquires?status=ANSWER_COMPLETE&searchValue=${encodeURIComponent(subject)}`);
  await expect(staff.getByRole('row').filter({ hasText: subject })).toContainText('답변완료');
  await staff.close();

  // The member reads the answer; answered, the question can no longer be changed.
  qna = await qnaOf(page, productId);
  const answered = qna.getByRole('listitem').filter({ hasText: subject });
  await expect(answered).toContainText('답변완료');
  await answered.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(answered).toContainText('네, 벽걸이 설치에는 전용 브라켓(별매)이 필요합니다.');
  await expect(answered.getByRole('button', { name: '수정' })).toHaveCount(0);
  await expect(answered.getByRole('button', { name: '삭제' })).toBeVisible();
  await shot(page, testInfo, 'answered', true);
});

test('signed out, submitting the inquiry dialog alerts 로그인 이후 이용가능합니다 and closes it', async ({ page }) => {
  const products = (await (await page.request.get('/api/v1/shop/products', { headers: { limit: '1' } })).json()).products as { _id: string }[];
  const dialogs = trackDialogs(page);
  const qna = await qnaOf(page, products[0]!._id);
  await qna.getByRole('button', { name: '문의하기' }).click();
  const form = page.getByRole('dialog', { name: '문의하기' });
  await form.getByRole('textbox', { name: '문의 제목' }).fill('재고 문의');
  await form.getByRole('textbox', { name: '문의 내용' }).fill('언제 입고되나요?');
  await form.getByRole('button', { name: '문의 등록' }).click();
  await expect.poll(() => dialogs).toContain('로그인 이후 이용가능합니다');
  await expect(form).toBeHidden();
});

test("a sold-out product's card offers 문의하기: signed out it alerts and goes to /login, signed in it opens the form", async ({ page }, testInfo) => {
  const product = (await (await page.request.get('/api/v1/shop/products/cl-wb-1000-sw')).json()).product as { stock: number; category: { code: string } };
  expect(product.stock).toBe(0);
  const listing = `/shop?category=${encodeURIComponent(product.category.code)}`;
  const card = page.getByRole('button', { name: '콜라로 더블 벽걸이 세면대 1000 문의하기' });
  const dialogs = trackDialogs(page);

  await page.goto(listing);
  await waitForHydration(page);
  await card.click();
  await expect.poll(() => dialogs).toContain('로그인이 필요한 서비스입니다.');
  await expect(page).toHaveURL(/\/login/);

  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await signInAtLogin(page, member.username, member.password);
  await page.goto(listing);
  await waitForHydration(page);
  await card.click();
  const form = page.getByRole('dialog', { name: '문의하기' });
  await expect(form).toContainText('콜라로 더블 벽걸이 세면대 1000, 스톤화이트');
  await form.getByRole('textbox', { name: '문의 제목' }).fill('재입고 문의');
  await form.getByRole('textbox', { name: '문의 내용' }).fill('언제 다시 입고되나요?');
  await form.getByRole('button', { name: '문의 등록' }).click();
  await expect.poll(() => dialogs).toContain('상품문의가 등록되었습니다');
  await expect(form).toBeHidden();
});
