import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { Order } from '@shop/contracts';
import { ORDER_ADDRESSES, ROOT, TEXT, newMember, signInAtLogin, tokenOf, trackDialogs } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A 2×2 PNG, as a photo of a chipped basin a member attaches. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** Saves a screenshot for the eye (member-inquiries-<name>-<project>.png). */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`member-inquiries-${name}-${testInfo.project.name}.png`), fullPage: true });
}

/**
 * Members' 1:1 inquiries (1:1 문의, spec §2 /mypage/inquiries and console inquiries, §4 answer states):
 * a member asks about their order with a picture and changes it while it awaits an answer; staff find
 * it in the console and answer it; the member reads the answer and can no longer change it.
 */
test('a member asks about an order, staff answer it, the member reads the answer @mobile', async ({ page, browser }, testInfo) => {
  const member = newMember(testInfo, '한지민');
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  const buyer = await tokenOf(page.request, member.username, member.password);
  const { products } = (await (await page.request.get('/api/v1/shop/products', { headers: { limit: '40' } })).json()) as {
    products: { _id: string; stock: number }[];
  };
  const placed = await page.request.post('/api/v1/shop/orders', {
    headers: { Authorization: buyer },
    data: { ...ORDER_ADDRESSES, items: [{ product: products.find((p) => p.stock > 5)!._id, amount: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: Order }).order;
  const subject = `세면대 모서리 파손 ${testInfo.project.name} ${Date.now().toString(36)}`;
  const dialogs = trackDialogs(page);

  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/inquiries');
  await expect(page.getByRole('heading', { name: '1:1 문의', level: 1 })).toBeVisible();
  await expect(page.getByText('등록한 1:1 문의가 없습니다')).toBeVisible();
  await shot(page, testInfo, 'empty');

  await test.step('an empty form shows what is missing; the inquiry is asked with the order and a picture', async () => {
    await page.getByRole('link', { name: '문의하기' }).click();
    const form = page.getByRole('form', { name: '1:1 문의 작성' });
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form).toContainText('문의 유형을 선택해주세요');
    await expect(form).toContainText('제목을 입력해주세요');
    await expect(form).toContainText('내용을 입력해주세요');
    await shot(page, testInfo, 'write-errors');
    await form.getByRole('combobox', { name: '문의 유형' }).selectOption({ label: '불만' });
    await form.getByRole('combobox', { name: /주문 선택/ }).selectOption({ value: order._id });
    await form.getByRole('textbox', { name: '제목' }).fill(subject);
    await form.getByRole('textbox', { name: '내용' }).fill('받은 세면대 모서리가 깨져 있습니다. 사진을 첨부합니다.');
    await form.getByLabel('사진 1 선택').setInputFiles({ name: 'basin.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(form.getByRole('img', { name: 'basin.png' })).toBeVisible();
    await shot(page, testInfo, 'write');
    await form.getByRole('button', { name: '등록' }).click();
    await expect.poll(() => dialogs).toContain('문의가 등록되었습니다');
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText(`주문 ${order.orderNumber}`)).toBeVisible();
    await expect(page.getByRole('img', { name: '질문 첨부 사진 1' })).toBeVisible();
  });

  await test.step('while it awaits an answer the member changes it', async () => {
    await page.getByRole('link', { name: '수정', exact: true }).click();
    const form = page.getByRole('form', { name: '1:1 문의 수정' });
    await expect(form.getByRole('textbox', { name: '제목' })).toHaveValue(subject);
    await form.getByRole('textbox', { name: '내용' }).fill('받은 세면대 모서리가 깨져 있습니다. 교환을 원합니다.');
    await form.getByRole('button', { name: '수정' }).click();
    await expect.poll(() => dialogs).toContain('문의가 수정되었습니다');
    await expect(page.getByText('교환을 원합니다.')).toBeVisible();
    await expect(page.getByRole('img', { name: '질문 첨부 사진 1' })).toBeVisible();
    await shot(page, testInfo, 'view-awaiting');
  });

  await test.step('the list and the dashboard show it awaiting an answer', async () => {
    await page.getByRole('link', { name: '목록' }).click();
    const row = page.getByTestId('my-inquiry').filter({ hasText: subject });
    await expect(row).toContainText('답변대기');
    await expect(row).toContainText(`주문 ${order.orderNumber}`);
    await expect(page.getByText('답변대기 1건 · 답변완료 0건')).toBeVisible();
    await shot(page, testInfo, 'list');
    await page.goto('/mypage/dashboard');
    await expect(page.getByRole('link', { name: '1:1 문의 답변대기 1건, 답변완료 0건' })).toBeVisible();
    await shot(page, testInfo, 'dashboard');
  });

  await test.step('staff find it among those awaiting an answer and answer it', async () => {
    const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await signInAtLogin(staff, ROOT.username, ROOT.password);
    await staff.goto('/console/inquiries');
    await expect(staff.getByRole('heading', { name: '1:1 문의', level: 1 })).toBeVisible();
    await staff.getByRole('tab', { name: '답변대기' }).click();
    await expect(staff).toHaveURL(/status=ANSWER_AWAITING/);
    await staff.getByRole('searchbox', { name: '1:1 문의 검색' }).fill(member.username);
    await staff.getByRole('button', { name: '검색' }).click();
    const row = staff.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('답변대기');
    await expect(row).toContainText(order.orderNumber);
    await expect(row).toContainText(`한지민 (${member.username})`);
    await shot(staff, testInfo, 'console');
    await row.getByRole('button', { name: `${subject} 답변` }).click();
    const dialog = staff.getByRole('dialog', { name: '1:1 문의 답변' });
    await expect(dialog).toContainText('교환을 원합니다.');
    await expect(dialog.getByRole('img', { name: '질문 첨부 사진 1' })).toBeVisible();
    await shot(staff, testInfo, 'console-answer');
    await dialog.getByRole('textbox', { name: '답변' }).fill('불편을 드려 죄송합니다. 새 세면대로 교환해드리겠습니다.');
    await dialog.getByRole('button', { name: '답변 저장' }).click();
    await expect(dialog).toBeHidden();
    await staff.goto(`/console/inquiries?status=ANSWER_COMPLETE&searchValue=${encodeURIComponent(subject)}`);
    await expect(staff.getByRole('row').filter({ hasText: subject })).toContainText('답변완료');
    await staff.close();
  });

  await test.step('the member reads the answer and can no longer change it', async () => {
    await page.goto('/mypage/inquiries');
    const row = page.getByTestId('my-inquiry').filter({ hasText: subject });
    await expect(row).toContainText('답변완료');
    await row.getByRole('link').click();
    await expect(page.getByLabel('답변', { exact: true })).toContainText('새 세면대로 교환해드리겠습니다.');
    await expect(page.getByRole('link', { name: '수정', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);
    await shot(page, testInfo, 'view-answered');
    await page.goto('/mypage/dashboard');
    await expect(page.getByRole('link', { name: '1:1 문의 답변대기 0건, 답변완료 1건' })).toBeVisible();
  });
});

test('a visitor opening /mypage/inquiries is sent to sign in', async ({ page }) => {
  const dialogs = trackDialogs(page);
  await page.goto('/mypage/inquiries');
  await expect.poll(() => dialogs).toContain(TEXT.GUARD_LOGIN);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(decodeURIComponent(page.url())).toContain('redirect=/mypage/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
});
