import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signInAtLogin, waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`center-${name}-${testInfo.project.name}.png`), fullPage: true });

/**
 * The customer centre's notices and FAQ (spec §2 /center/notice, /center/faq; console
 * notifications, faqs; §6 admin02): staff write a pinned notice in the rich-text editor, the shop
 * lists it first and opens it; the FAQ page filters by category and words and opens an answer.
 */
test('staff pin a notice that shoppers read first, and shoppers find an answer in the FAQ', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const title = `배송 지연 안내 ${testInfo.project.name} ${Date.now().toString(36)}`;

  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  const staff = await staffContext.newPage();
  await signInAtLogin(staff, 'admin02', 'Ceramaison!2026');
  await staff.goto('/console/notifications');
  await expect(staff.getByRole('heading', { level: 1, name: /공지사항/ })).toBeVisible();
  await staff.getByRole('button', { name: '공지사항 등록' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('제목을 2자 이상 입력해주세요')).toBeVisible();
  await dialog.getByRole('textbox', { name: '제목' }).fill(title);
  await dialog.getByRole('textbox', { name: '내용' }).fill('한파로 일부 지역 배송이 하루 늦어질 수 있습니다.');
  await dialog.getByRole('checkbox', { name: '상단 고정' }).check();
  staff.once('dialog', (d) => void d.accept());
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole('row').filter({ hasText: title })).toContainText('공지');
  await shot(staff, testInfo, 'console');
  await staffContext.close();

  await page.goto('/center/notice');
  await waitForHydration(page);
  const board = page.getByRole('list', { name: '공지사항 목록' });
  await expect(board.getByRole('listitem').first()).toContainText('공지');
  await expect(board.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await shot(page, testInfo, 'notices');
  await board.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('한파로 일부 지역 배송이 하루 늦어질 수 있습니다.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '다른 공지사항' })).toBeVisible();

  await page.getByRole('navigation', { name: '고객센터' }).getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page).toHaveURL(/\/center\/faq/);
  await page.getByRole('tab', { name: '배송' }).click();
  await expect(page).toHaveURL(/category=delivery/);
  const question = page.getByText('주문하면 언제 받을 수 있나요?');
  await question.click();
  await expect(page.getByText(/재고 상품은 결제 확인 후 1~2일 안에 출고/)).toBeVisible();
  // The search box sends with Enter (the header has a 검색 button of its own on small screens).
  await page.getByRole('searchbox', { name: '자주 묻는 질문 검색' }).fill('적립금');
  await page.getByRole('searchbox', { name: '자주 묻는 질문 검색' }).press('Enter');
  await expect(page).toHaveURL(/searchValue=/);
  await page.getByRole('tab', { name: '전체' }).click();
  await expect(page.getByText('적립금은 언제 쓸 수 있나요?')).toBeVisible();
  await shot(page, testInfo, 'faq');
});
