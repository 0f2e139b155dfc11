import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ROOT, TEXT, newMember, signInAtLogin, tokenOf, trackDialogs, waitForHydration, type Member } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** A 2×2 PNG, as the picture of a post. */
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`community-${name}-${testInfo.project.name}.png`), fullPage: true });

/** A PERSON member made through the public API. */
async function join(request: APIRequestContext, member: Member): Promise<void> {
  expect((await request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
}

const stamp = (testInfo: TestInfo) => `${testInfo.project.name} ${Date.now().toString(36)}`;

/**
 * The community (spec §2 /community, /community/{category} and its view; console boards): staff
 * write a 새소식 with a thumbnail in the console; a visitor opening /community lands on 새소식,
 * finds the card with its picture and reads the post.
 */
test('staff publish a news post with a thumbnail that visitors find under /community', { tag: '@mobile' }, async ({ page, browser }, testInfo) => {
  const subject = `신제품 세면대 출시 ${stamp(testInfo)}`;
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  const staff = await staffContext.newPage();
  const dialogs = trackDialogs(staff);
  await signInAtLogin(staff, 'admin02', 'Ceramaison!2026');
  await staff.goto('/console/boards');
  await expect(staff.getByRole('heading', { level: 1, name: /게시판/ })).toBeVisible();
  await shot(staff, testInfo, 'console-list');
  await staff.getByRole('link', { name: '게시글 등록' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: '게시글 등록' })).toBeVisible();
  await staff.getByRole('button', { name: '저장' }).click();
  await expect(staff.getByText('제목을 입력해주세요')).toBeVisible();
  await staff.getByRole('combobox', { name: '분류' }).selectOption('news');
  await staff.getByRole('textbox', { name: '제목' }).fill(subject);
  await staff.getByRole('textbox', { name: '내용' }).fill('곡선이 부드러운 새 세면대를 소개합니다.');
  await staff.getByLabel('썸네일 사진').setInputFiles({ name: 'basin.png', mimeType: 'image/png', buffer: PICTURE });
  await staff.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => dialogs).toContain('등록되었습니다');
  await expect(staff.getByRole('heading', { level: 1, name: '게시글 수정' })).toBeVisible();
  await expect(staff.getByRole('img', { name: '현재 썸네일' })).toBeVisible();
  await shot(staff, testInfo, 'console-editor');
  await staff.goto('/console/boards');
  const row = staff.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('새소식');
  await expect(row).toContainText('노출');
  await staffContext.close();

  await page.goto('/community');
  await expect(page).toHaveURL(/\/community\/news$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '새소식' })).toBeVisible();
  await expect(page.getByRole('link', { name: '글쓰기' })).toHaveCount(0);
  const card = page.getByRole('list', { name: '게시글 목록' }).getByRole('link', { name: new RegExp(subject) });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\/files\/boards\//);
  await shot(page, testInfo, 'news-list');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('곡선이 부드러운 새 세면대를 소개합니다.')).toBeVisible();
  await expect(page.getByRole('article').getByText('세라메종', { exact: true })).toBeVisible();
  await expect(page.getByText('댓글을 쓰려면')).toBeVisible();
  await shot(page, testInfo, 'news-view');
});

/**
 * Comments (spec §7 Boards comments): a member comments under a post, edits the comment and deletes
 * it after confirming; the empty comment is refused with the Korean message.
 */
test('a member comments on a post, edits the comment and deletes it after confirming', { tag: '@mobile' }, async ({ page, request }, testInfo) => {
  const subject = `욕실 리모델링 팁 ${stamp(testInfo)}`;
  const staff = await tokenOf(request, ROOT.username, ROOT.password);
  const written = await request.post('/api/console/boards', {
    headers: { Authorization: staff },
    data: { category: 'cases', subject, content: '<p>좁은 욕실도 넓어 보이게 만드는 방법입니다.</p>' },
  });
  expect(written.status()).toBe(201);
  const { board } = (await written.json()) as { board: { _id: string } };
  const member = newMember(testInfo, '박하늘');
  await join(request, member);

  await signInAtLogin(page, member.username, member.password);
  await page.goto(`/community/cases/${board._id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const comments = page.getByRole('region', { name: '댓글' });
  await expect(comments.getByText('첫 댓글을 남겨주세요.')).toBeVisible();
  await comments.getByRole('button', { name: '등록' }).click();
  await expect(comments.getByText('댓글을 2자 이상 입력해주세요')).toBeVisible();
  await comments.getByRole('textbox', { name: '댓글' }).fill('타일 색 조합이 정말 좋네요.');
  await comments.getByRole('button', { name: '등록' }).click();
  const mine = comments.getByRole('listitem').filter({ hasText: '타일 색 조합이 정말 좋네요.' });
  await expect(mine).toContainText('박*늘');
  await expect(comments.getByRole('heading', { name: /댓글/ })).toContainText('1');

  await mine.getByRole('button', { name: '수정' }).click();
  const editing = comments.getByRole('listitem').filter({ has: page.getByRole('button', { name: '저장' }) });
  await expect(editing.getByRole('textbox', { name: '댓글' })).toHaveValue('타일 색 조합이 정말 좋네요.');
  await editing.getByRole('textbox', { name: '댓글' }).fill('타일과 수전 색 조합이 정말 좋네요.');
  await editing.getByRole('button', { name: '저장' }).click();
  await expect(comments.getByText('타일과 수전 색 조합이 정말 좋네요.')).toBeVisible();
  await expect(comments.getByText('타일 색 조합이 정말 좋네요.')).toHaveCount(0);

  await comments.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('dialog', { name: '댓글 삭제' });
  await expect(confirm).toContainText('댓글을 삭제하시겠습니까?');
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(comments.getByText('타일과 수전 색 조합이 정말 좋네요.')).toBeVisible();
  await comments.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('dialog', { name: '댓글 삭제' }).getByRole('button', { name: '삭제' }).click();
  await expect(comments.getByText('타일과 수전 색 조합이 정말 좋네요.')).toHaveCount(0);
  await expect(comments.getByText('첫 댓글을 남겨주세요.')).toBeVisible();
});

/**
 * 시공 후기 (spec §2 board sub-routes create/write, {_id}/modify; §7 Public Boards): a visitor's
 * 글쓰기 leads to /login and back; the member writes a review with a picture, modifies it and
 * finds it in the list; another member's modify page refuses, and the server answers 403.
 */
test('a member writes a 시공 후기 with a picture and modifies it; another member cannot', { tag: '@mobile' }, async ({ page, request, browser }, testInfo) => {
  const subject = `주방 상판 교체 후기 ${stamp(testInfo)}`;
  const writer = newMember(testInfo, '정다온');
  const other = newMember(testInfo, '한결');
  await join(request, writer);
  await join(request, other);
  const dialogs = trackDialogs(page);

  await page.goto('/community/reviews');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '시공 후기' })).toBeVisible();
  await shot(page, testInfo, 'reviews-list');
  await page.getByRole('link', { name: '글쓰기' }).click();
  await expect.poll(() => dialogs).toContain(TEXT.GUARD_LOGIN);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('textbox', { name: '아이디', exact: true }).fill(writer.username);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(writer.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/community\/reviews\/write$/);

  await expect(page.getByRole('heading', { level: 1, name: '시공 후기 작성' })).toBeVisible();
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('제목을 입력해주세요')).toBeVisible();
  await expect(page.getByText('내용을 입력해주세요')).toBeVisible();
  await page.getByRole('textbox', { name: '제목' }).fill(subject);
  await page.getByRole('textbox', { name: '내용' }).fill('상판을 세라믹으로 바꿨어요.\n\n얼룩이 스며들지 않아 만족합니다.');
  await page.getByLabel('사진 선택').setInputFiles({ name: 'kitchen.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByRole('img', { name: 'kitchen.png' })).toBeVisible();
  await shot(page, testInfo, 'review-write');
  await page.getByRole('button', { name: '등록' }).click();

  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('얼룩이 스며들지 않아 만족합니다.')).toBeVisible();
  await expect(page.getByRole('list', { name: '사진' }).getByRole('img')).toHaveCount(1);
  await expect(page.getByText('정*온')).toBeVisible();
  const id = page.url().split('/').pop()!;

  await page.getByRole('link', { name: '수정' }).click();
  await expect(page).toHaveURL(new RegExp(`/community/reviews/${id}/modify$`));
  await expect(page.getByRole('heading', { level: 1, name: '시공 후기 수정' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(subject);
  await expect(page.getByRole('textbox', { name: '내용' })).toHaveValue('상판을 세라믹으로 바꿨어요.\n\n얼룩이 스며들지 않아 만족합니다.');
  await expect(page.getByRole('img', { name: '등록된 사진 1' })).toBeVisible();
  await page.getByRole('textbox', { name: '제목' }).fill(`${subject} (3개월 후)`);
  await page.getByRole('button', { name: '수정' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${subject} (3개월 후)` })).toBeVisible();
  await shot(page, testInfo, 'review-view');

  await page.goto('/community/reviews');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: '게시글 목록' }).getByRole('link', { name: new RegExp(`${subject} \\(3개월 후\\)`) })).toContainText('사진 1');

  const otherContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  const stranger = await otherContext.newPage();
  await signInAtLogin(stranger, other.username, other.password);
  await stranger.goto(`/community/reviews/${id}`);
  await expect(stranger.getByRole('heading', { level: 1, name: `${subject} (3개월 후)` })).toBeVisible();
  await waitForHydration(stranger);
  await expect(stranger.getByRole('link', { name: '수정' })).toHaveCount(0);
  await stranger.goto(`/community/reviews/${id}/modify`);
  await expect(stranger.getByText('본인이 작성한 게시글만 수정할 수 있습니다')).toBeVisible();
  await expect(stranger.getByRole('textbox', { name: '제목' })).toHaveCount(0);
  const refused = await request.put(`/api/v1/boards/${id}`, {
    headers: { Authorization: await tokenOf(request, other.username, other.password) },
    data: { category: 'reviews', subject: '남의 글 고치기', content: '<p>바꿔봅니다</p>' },
  });
  expect(refused.status()).toBe(403);
  await otherContext.close();

  await page.goto(`/community/reviews/${id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('dialog', { name: '게시글 삭제' });
  await expect(confirm).toContainText('게시글을 삭제하시겠습니까?');
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page).toHaveURL(/\/community\/reviews$/);
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toHaveCount(0);
});
