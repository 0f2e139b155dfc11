import { expect, test } from '@playwright/test';
import { ROOT, signInToConsole } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

const ADMIN02 = { username: 'admin02', password: 'Ceramaison!2026' };

/**
 * Content history (issue 14 "each editor shows the item's history and can bring back an earlier
 * version"): staff change a popup's title, open its history in the editor, bring the first version
 * back after confirming, and the editor shows the old title again. The popup is not shown on the
 * site, so the shared shop's home stays as the other suites expect it.
 */
test('staff change a popup’s title, then bring the earlier version back from its history', async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const first = `이력 팝업 ${run}`;
  const second = `바뀐 팝업 ${run}`;
  const list = page.getByRole('region', { name: '팝업 목록' });
  const form = page.getByRole('form', { name: '팝업 입력' });

  await test.step('admin02 signs in and adds a hidden popup', async () => {
    await page.goto('/console');
    await page.getByRole('textbox', { name: '아이디', exact: true }).fill(ADMIN02.username);
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(ADMIN02.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/console\/dashboard/);
    await page.goto('/console/popups');
    await page.getByRole('button', { name: '팝업 등록' }).click();
    await form.getByLabel('제목').fill(first);
    await form.getByLabel('내용').fill('이력 확인용 팝업\n둘째 줄');
    await form.getByLabel('쇼핑몰에 노출').uncheck();
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form).toBeHidden();
  });

  await test.step('admin02 changes its title', async () => {
    await list
      .getByRole('row', { name: new RegExp(first) })
      .getByRole('button', { name: '수정' })
      .click();
    await form.getByLabel('제목').fill(second);
    await form.getByRole('button', { name: '수정' }).click();
    await expect(form).toBeHidden();
    await expect(list.getByRole('row', { name: new RegExp(second) })).toBeVisible();
  });

  await test.step('the editor lists both versions, newest first, with the author and what changed', async () => {
    await list
      .getByRole('row', { name: new RegExp(second) })
      .getByRole('button', { name: '수정' })
      .click();
    await expect(form.getByLabel('제목')).toHaveValue(second);
    const history = page.getByRole('region', { name: '팝업 변경 이력' });
    await history.getByRole('button', { name: '이력 보기' }).click();
    const rows = history.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('고침');
    await expect(rows.nth(1)).toContainText('(admin02)');
    await expect(rows.nth(1)).toContainText('제목');
    await expect(rows.nth(1)).toContainText('현재');
    await expect(rows.nth(2)).toContainText('만듦');

    await history.getByRole('button', { name: '이 버전으로 되돌리기: 버전 0' }).click();
    const confirm = page.getByRole('dialog', { name: '이 버전으로 되돌리기' });
    await expect(confirm).toContainText('버전 0');
    await confirm.getByRole('button', { name: '되돌리기' }).click();
    await expect(confirm).toBeHidden();
    await expect(history.getByRole('status')).toHaveText('버전 0(으)로 되돌렸습니다');
  });

  await test.step('the editor shows the old title again, and the history the restore by admin02', async () => {
    await expect(form.getByLabel('제목')).toHaveValue(first);
    const history = page.getByRole('region', { name: '팝업 변경 이력' });
    await expect(history.getByRole('row').nth(1)).toContainText('되돌림 (버전 0)');
    await page.keyboard.press('Escape');
    await expect(list.getByRole('row', { name: new RegExp(first) })).toBeVisible();
  });
});

/**
 * The site setting is one document with one history panel at the foot of its page (issue 14):
 * root changes the promoter bonus minimum, finds the change with its name in the history, brings
 * the version before it back, and the page's form shows the earlier amount again (so the shared
 * shop's setting ends as it was).
 */
test('root changes the bonus minimum, then brings the earlier setting back from its history', async ({ page }) => {
  test.setTimeout(90_000);
  const bonus = page.getByRole('form', { name: '보너스 출금 설정' });
  const minimum = bonus.getByLabel('최소 출금 금액 (원)');
  const history = page.getByRole('region', { name: '사이트 설정 변경 이력' });
  let before = '';

  await test.step('root changes the minimum withdrawal on the setting page', async () => {
    await signInToConsole(page, ROOT.username);
    await page.goto('/console/site/setting');
    before = await minimum.inputValue();
    const changed = String((Number(before.replace(/\D/g, '')) || 10_000) + 1_000);
    await minimum.fill(changed);
    await bonus.getByRole('button', { name: '저장' }).click();
    await expect(bonus.getByRole('status')).toHaveText('저장되었습니다.');
  });

  await test.step('the history names the change and root, and brings the version before it back', async () => {
    await history.getByRole('button', { name: '이력 보기' }).click();
    const latest = history.getByRole('row').nth(1);
    await expect(latest).toContainText('현재');
    await expect(latest).toContainText('(root)');
    await expect(latest).toContainText('추천 적립금 출금');
    await history
      .getByRole('button', { name: /^이 버전으로 되돌리기: 버전/ })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: '이 버전으로 되돌리기' });
    await confirm.getByRole('button', { name: '되돌리기' }).click();
    await expect(confirm).toBeHidden();
    await expect(history.getByRole('status')).toContainText('(으)로 되돌렸습니다');
  });

  await test.step('the setting page’s form shows the earlier amount again', async () => {
    await expect(minimum).toHaveValue(before);
    await expect(history.getByRole('row').nth(1)).toContainText('되돌림 (버전');
  });
});

/**
 * The home's main links live in the shop setting: their page lists only the setting's versions
 * that changed them and brings back the tiles alone (the rest of the setting is checked in the API suite).
 */
test('root renames a main link, then brings the tiles back from the main links page’s own history', async ({ page }) => {
  test.setTimeout(90_000);
  const tiles = page.getByRole('list', { name: '메인 링크' });
  const firstName = tiles.getByRole('textbox', { name: '1번 이름' });
  const history = page.getByRole('region', { name: '메인 링크 변경 이력' });
  const renamed = `바뀐 링크 ${Date.now().toString(36).slice(-4)}`;
  let before = '';

  await test.step('root renames the first tile', async () => {
    await signInToConsole(page, ROOT.username);
    await page.goto('/console/main/link');
    before = await firstName.inputValue();
    expect(before).not.toBe('');
    await firstName.fill(renamed);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '저장되었습니다' })).toBeVisible();
  });

  await test.step('the history lists only the changes of the tiles, and brings the version before back, alone', async () => {
    await history.getByRole('button', { name: '이력 보기' }).click();
    const rows = history.getByRole('row');
    await expect(rows.nth(1)).toContainText('현재');
    await expect(rows.nth(1)).toContainText('(root)');
    await expect(rows.nth(1)).toContainText('메인 링크');
    // Every row is a change of the tiles, but the setting's first version (before any change of them).
    for (const row of (await rows.all()).slice(1, -1)) await expect(row).toContainText('메인 링크');
    await rows
      .nth(2)
      .getByRole('button', { name: /^이 버전으로 되돌리기: 버전/ })
      .click();
    const confirm = page.getByRole('dialog', { name: '이 버전으로 되돌리기' });
    await expect(confirm).toContainText('메인 링크만 되돌리시겠습니까?');
    await confirm.getByRole('button', { name: '되돌리기' }).click();
    await expect(confirm).toBeHidden();
    await expect(history.getByRole('status')).toContainText('(으)로 되돌렸습니다');
  });

  await test.step('the page and the home show the first tile’s earlier name', async () => {
    await expect(firstName).toHaveValue(before);
    await expect(history.getByRole('row').nth(1)).toContainText('되돌림 (버전');
    await page.goto('/');
    await expect(page.getByRole('link', { name: new RegExp(before) }).first()).toBeVisible();
    await expect(page.getByText(renamed)).toHaveCount(0);
  });
});
