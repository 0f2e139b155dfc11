import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ROOT, becomePromoter, newMember, signInAtLogin, trackDialogs } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A 2×2 PNG, as a screenshot a promoter attaches to a question. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** Saves a screenshot for the eye (center-questions-<name>-<project>.png). */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`center-questions-${name}-${testInfo.project.name}.png`), fullPage });
}

/**
 * Customer centre questions (질문, spec §2 /promoter/questions and console centre questions, §4
 * answer states, §5 messages, §9 categories): an approved promoter asks from the promoter area with a picture,
 * staff answer it in the console, and the promoter reads the answer and may no longer change it.
 */
test('a promoter asks a question, staff answer it in the console, the promoter reads the answer', async ({ page, browser }, testInfo) => {
  const promoter = newMember(testInfo, '김서연');
  expect((await page.request.post('/api/v1/users', { data: { ...promoter, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await becomePromoter(page.request, promoter);
  const subject = `보너스 지급일 ${testInfo.project.name} ${Date.now().toString(36)}`;

  await signInAtLogin(page, promoter.username, promoter.password);
  await page.goto('/promoter/questions');
  await expect(page.getByRole('heading', { name: '질문', level: 1 })).toBeVisible();
  await expect(page.getByText('등록한 질문이 없습니다')).toBeVisible();
  await page.getByRole('button', { name: '질문하기' }).click();
  const form = page.getByRole('dialog', { name: '질문하기' });
  await form.getByRole('textbox', { name: '제목' }).fill('보');
  await form.getByRole('textbox', { name: '내용' }).fill('판매 보너스는 매달 언제 지급되나요?');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form).toContainText('질문 유형을 선택해주세요');
  await expect(form).toContainText('제목을 입력해주세요');
  await form.getByRole('combobox', { name: '질문 유형' }).selectOption({ label: '혜택' });
  await form.getByRole('textbox', { name: '제목' }).fill(subject);
  await form.getByLabel('사진 1 선택').setInputFiles({ name: 'bonus.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByRole('img', { name: 'bonus.png' })).toBeVisible();
  await shot(page, testInfo, 'dialog');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('질문이 등록되었습니다');
  const mine = page.getByTestId('my-question').filter({ hasText: subject });
  await expect(mine).toContainText('답변대기');
  await expect(mine).toContainText('[혜택]');
  await mine.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(mine).toContainText('판매 보너스는 매달 언제 지급되나요?');
  await expect(mine.getByRole('img', { name: '질문 첨부 사진 1' })).toBeVisible();
  await expect(mine.getByRole('button', { name: '수정' })).toBeVisible();
  await shot(page, testInfo, 'asked', true);

  // Staff find it among the promoters' questions awaiting an answer and answer it.
  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  const staffDialogs = trackDialogs(staff);
  await signInAtLogin(staff, ROOT.username, ROOT.password);
  await staff.goto(`/console/questions?status=ANSWER_AWAITING&audience=PROMOTER&searchValue=${encodeURIComponent(subject)}`);
  const row = staff.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('답변대기');
  await expect(row).toContainText('프로모터');
  await expect(row).toContainText(promoter.username);
  await shot(staff, testInfo, 'console', true);
  await row.getByRole('button', { name: `${subject} 답변` }).click();
  const answer = staff.getByRole('dialog', { name: '답변하기' });
  await expect(answer).toContainText('판매 보너스는 매달 언제 지급되나요?');
  await expect(answer.getByRole('img', { name: '질문 첨부 사진 1' })).toBeVisible();
  await answer.getByRole('textbox', { name: '답변' }).fill('판매 보너스는 구매확정 다음 달 10일에 지급됩니다.');
  await answer.getByRole('button', { name: '답변 저장' }).click();
  await expect.poll(() => staffDialogs).toContain('답변이 등록되었습니다');
  await staff.goto(`/console/questions?status=ANSWER_COMPLETE&searchValue=${encodeURIComponent(subject)}`);
  await expect(staff.getByRole('row').filter({ hasText: subject })).toContainText('답변완료');
  await staff.close();

  // The promoter reads the answer; answered, the question can be neither changed nor deleted.
  await page.reload();
  const answered = page.getByTestId('my-question').filter({ hasText: subject });
  await expect(answered).toContainText('답변완료');
  await answered.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(answered.getByLabel('답변')).toContainText('판매 보너스는 구매확정 다음 달 10일에 지급됩니다.');
  await expect(answered.getByRole('button', { name: '수정' })).toHaveCount(0);
  await expect(answered.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await shot(page, testInfo, 'answered', true);

  // Asked from the promoter area, it is not among the member area's questions.
  await page.goto('/mypage/questions');
  await expect(page.getByText('등록한 질문이 없습니다')).toBeVisible();
});
