import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ROOT, newMember, signInAtLogin, tokenOf, trackDialogs } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A 2×2 PNG, as a photo a visitor attaches to a form. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** Saves a screenshot for the eye (center-forms-<name>-<project>.png). */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`center-forms-${name}-${testInfo.project.name}.png`), fullPage });
}

/**
 * Customer centre forms (spec §3 Board/form, §2 /center/inquiry, service pages and their
 * "+inquire" sub-pages, /mypage/forms, console centre form pages, §4 answer states, §5 messages):
 * a visitor finds a service and sends its form (each invalid field says why, then it is received);
 * a member's form is prefilled and listed on their page; staff answer it; the member reads the answer.
 */
test('a visitor and a member send service forms, staff answer, the member reads the answer @mobile', async ({ page, browser }, testInfo) => {
  const dialogs = trackDialogs(page);
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;

  // A visitor picks the installation service from the centre's list and opens its form.
  await page.goto('/center/inquiry');
  await expect(page.getByRole('heading', { name: '1:1 문의', level: 1 })).toBeVisible();
  await shot(page, testInfo, 'kinds', true);
  await page.getByRole('link', { name: /설치 서비스 전문 기사가/ }).click();
  await expect(page).toHaveURL(/\/center\/installation-service$/);
  await page.getByRole('link', { name: '설치 서비스 문의하기' }).click();
  await expect(page).toHaveURL(/\/center\/installation-service\/inquire$/);
  const form = page.getByRole('form', { name: '설치 서비스 문의' });

  await form.getByRole('textbox', { name: '제목' }).fill('세');
  await form.getByRole('textbox', { name: '연락처' }).fill('0101234');
  await form.getByRole('button', { name: '문의하기' }).click();
  await expect(form).toContainText('문의 유형을 선택해주세요');
  await expect(form).toContainText('제목을 입력해주세요');
  await expect(form).toContainText('내용을 입력해주세요');
  await expect(form).toContainText('이름을 입력해주세요');
  await expect(form).toContainText('연락처를 입력해주세요');
  await expect(form).toContainText('개인정보 수집·이용에 동의해주세요');
  await shot(page, testInfo, 'invalid', true);

  await form.getByRole('combobox', { name: '문의 유형' }).selectOption({ label: '욕실' });
  await form.getByRole('textbox', { name: '제목' }).fill(`세면대 설치 문의 ${tag}`);
  await form.getByRole('textbox', { name: '내용' }).fill('다음 주 화요일 오전에 세면대 설치가 가능할까요?');
  await form.getByRole('textbox', { name: '이름' }).fill('이방문');
  await form.getByRole('textbox', { name: '연락처' }).fill('01098765432');
  await expect(form.getByRole('textbox', { name: '연락처' })).toHaveValue('010-9876-5432');
  await form.getByLabel('사진 1 선택').setInputFiles({ name: 'sink.png', mimeType: 'image/png', buffer: PHOTO });
  await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await form.getByRole('button', { name: '문의하기' }).click();
  await expect.poll(() => dialogs).toContain('문의가 접수되었습니다');
  await expect(page).toHaveURL(/\/center\/inquiry\/[0-9a-f-]+\?key=/);
  const view = page.getByRole('article', { name: '문의 내용' });
  await expect(view).toContainText(`세면대 설치 문의 ${tag}`);
  await expect(view).toContainText('답변대기');
  await expect(view).toContainText('010-9876-5432');
  await expect(view.getByRole('img', { name: '첨부 사진' })).toBeVisible();
  await shot(page, testInfo, 'sent', true);

  // A member's form: name and phone filled in, linked to them.
  const member = newMember(testInfo, '박기업');
  const subject = `현장 납품 견적 ${tag}`;
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await signInAtLogin(page, member.username, member.password);
  await page.goto('/center/consultation/inquire');
  const mine = page.getByRole('form', { name: '구매 상담 문의' });
  await expect(mine.getByRole('textbox', { name: '이름' })).toHaveValue('박기업');
  await expect(mine.getByRole('textbox', { name: '연락처' })).toHaveValue('010-1234-5678');
  await mine.getByRole('combobox', { name: '문의 유형' }).selectOption({ label: '주방' });
  await mine.getByRole('textbox', { name: '제목' }).fill(subject);
  await mine.getByRole('textbox', { name: '내용' }).fill('세라믹 싱크볼 30개 견적을 받고 싶습니다.');
  await mine.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await mine.getByRole('button', { name: '문의하기' }).click();
  await expect(page).toHaveURL(/\/center\/inquiry\//);
  await page.goto('/mypage/forms');
  const item = page.getByTestId('my-form').filter({ hasText: subject });
  await expect(item).toContainText('답변대기');
  await expect(item).toContainText('[구매 상담]');

  // Staff find it among the forms awaiting an answer and answer it.
  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  const staffDialogs = trackDialogs(staff);
  await signInAtLogin(staff, ROOT.username, ROOT.password);
  await staff.goto(`/console/forms?status=ANSWER_AWAITING&searchValue=${encodeURIComponent(subject)}`);
  const row = staff.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('답변대기');
  await expect(row).toContainText(member.username);
  await expect(row).toContainText('010-1234-5678');
  await shot(staff, testInfo, 'console', true);
  await row.getByRole('button', { name: `${subject} 답변` }).click();
  const answer = staff.getByRole('dialog', { name: '답변하기' });
  await expect(answer).toContainText('세라믹 싱크볼 30개 견적을 받고 싶습니다.');
  await answer.getByRole('textbox', { name: '답변' }).fill('담당 매니저가 내일 오전 견적서를 보내드리겠습니다.');
  await shot(staff, testInfo, 'answer', true);
  await answer.getByRole('button', { name: '답변 저장' }).click();
  await expect.poll(() => staffDialogs).toContain('답변이 등록되었습니다');
  await staff.goto(`/console/forms?searchValue=${encodeURIComponent(subject)}`);
  await expect(staff.getByRole('row').filter({ hasText: subject })).toContainText('답변완료');
  await staff.close();

  // The member reads the answer on their page.
  await page.reload();
  const answered = page.getByTestId('my-form').filter({ hasText: subject });
  await expect(answered).toContainText('답변완료');
  await answered.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(answered.getByLabel('답변')).toContainText('담당 매니저가 내일 오전 견적서를 보내드리겠습니다.');
  await shot(page, testInfo, 'answered', true);
});

/**
 * The writer changes their form (spec §3 Board/form) from /mypage/forms while it awaits its answer
 * (spec §4): 수정 opens the same form prefilled; 삭제 takes it away. Staff find it on its group's own
 * console page (spec §2 console centre pages), reached from the sidebar; once answered, neither
 * 수정 nor 삭제 is offered.
 */
test('a member changes and deletes their form while it awaits its answer; staff find it on its group page', async ({ page, browser, request }, testInfo) => {
  const dialogs = trackDialogs(page);
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const member = newMember(testInfo, '정가이드');
  expect((await request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  const auth = await tokenOf(request, member.username, member.password);
  const sendAs = async (subject: string) => {
    const res = await request.post('/api/v1/forms', {
      headers: { Authorization: auth },
      data: {
        code: 'first-buying-guide',
        category: 'product',
        subject,
        content: '세면대 고르는 방법을 알려주세요.',
        writer: { name: '정가이드', phone: '01055556666' },
        agreeTerms: true,
      },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { form: { _id: string } }).form._id;
  };
  const first = `첫 구매 문의 ${tag}`;
  const formId = await sendAs(first);
  const second = `지울 문의 ${tag}`;
  await sendAs(second);

  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/forms');
  const item = page.getByTestId('my-form').filter({ hasText: first });
  await item.getByRole('button', { name: new RegExp(first) }).click();
  await item.getByRole('button', { name: '수정', exact: true }).click();
  const edit = item.getByRole('form', { name: '첫 구매 가이드 문의 수정' });
  await expect(edit.getByRole('textbox', { name: '제목' })).toHaveValue(first);
  await expect(edit.getByRole('combobox', { name: '문의 유형' })).toHaveValue('product');
  await expect(edit.getByRole('textbox', { name: '연락처' })).toHaveValue('010-5555-6666');
  await expect(edit.getByRole('checkbox')).toHaveCount(0);
  const changed = `치수 확인 문의 ${tag}`;
  await edit.getByRole('combobox', { name: '문의 유형' }).selectOption({ label: '치수·설치 조건' });
  await edit.getByRole('textbox', { name: '제목' }).fill(changed);
  await shot(page, testInfo, 'edit', true);
  await edit.getByRole('button', { name: '수정하기' }).click();
  await expect.poll(() => dialogs).toContain('문의가 수정되었습니다');
  const edited = page.getByTestId('my-form').filter({ hasText: changed });
  await expect(edited).toBeVisible();
  await expect(edited.getByRole('article', { name: '문의 내용' })).toContainText('치수·설치 조건');

  const doomed = page.getByTestId('my-form').filter({ hasText: second });
  await doomed.getByRole('button', { name: new RegExp(second) }).click();
  await doomed.getByRole('button', { name: '삭제', exact: true }).click();
  await page.getByRole('dialog', { name: '문의 삭제' }).getByRole('button', { name: '삭제' }).click();
  await expect.poll(() => dialogs).toContain('문의가 삭제되었습니다');
  await expect(page.getByTestId('my-form').filter({ hasText: second })).toHaveCount(0);

  // Staff open 가이드 문의 from the sidebar: its own page, the group fixed, only the guides' forms to choose.
  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAtLogin(staff, ROOT.username, ROOT.password);
  await staff.goto('/console/dashboard');
  await staff.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '가이드 문의' }).click();
  await expect(staff).toHaveURL(/\/console\/user-guide-forms$/);
  await expect(staff.getByRole('heading', { level: 1, name: /가이드 문의/ })).toBeVisible();
  await expect(staff.getByRole('combobox', { name: '문의 페이지' })).toHaveCount(0);
  const kinds = staff.getByRole('combobox', { name: '문의 종류' });
  await expect(kinds.getByRole('option')).toHaveText(['전체 종류', '첫 구매 가이드', '구매 전 필독 가이드']);
  await staff.getByRole('searchbox', { name: '문의 검색' }).fill(changed);
  await staff.getByRole('searchbox', { name: '문의 검색' }).press('Enter');
  await expect(staff).toHaveURL(/\/console\/user-guide-forms\?searchValue=/);
  await expect(staff.getByRole('row').filter({ hasText: changed })).toContainText('답변대기');
  await shot(staff, testInfo, 'group-page', true);
  await staff.goto(`/console/inquiry-partners?searchValue=${encodeURIComponent(changed)}`);
  await expect(staff.getByRole('heading', { level: 1, name: /제휴 문의/ })).toBeVisible();
  await expect(staff.getByText('접수된 문의가 없습니다').or(staff.getByText('검색 결과가 없습니다'))).toBeVisible();
  await staff.close();

  // Answered: the member may no longer change or delete it.
  const staffAuth = await tokenOf(request, ROOT.username, ROOT.password);
  expect(
    (await request.put(`/api/console/forms/${formId}`, { headers: { Authorization: staffAuth }, data: { answer: '치수표를 보내드립니다.' } })).status(),
  ).toBe(200);
  await page.reload();
  const answered = page.getByTestId('my-form').filter({ hasText: changed });
  await answered.getByRole('button', { name: new RegExp(changed) }).click();
  await expect(answered.getByLabel('답변')).toContainText('치수표를 보내드립니다.');
  await expect(answered.getByRole('button', { name: '수정', exact: true })).toHaveCount(0);
  await expect(answered.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);
});
