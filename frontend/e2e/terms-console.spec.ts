import { expect, test } from '@playwright/test';
import { ROOT, signInAtLogin } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/** Tomorrow at 09:00 in Seoul, as a datetime-local value. */
const tomorrowInSeoul = () => new Date(Date.now() + 9 * 3_600_000 + 86_400_000).toISOString().slice(0, 11) + '09:00';

/**
 * Console terms (spec §7 console terms CRUD, §6 console only, §2 /terms/{code}): staff create a
 * term and publish a new version in force at once; a visitor reads it and the earlier version
 * listed below; a version scheduled for tomorrow stays with staff until then, and is withdrawn.
 */
test('staff publish a new version of a term; visitors read it and the earlier one, not the scheduled one @mobile', async ({ page, browser }, testInfo) => {
  const code = `e2e-${testInfo.project.name.slice(0, 3)}-${Date.now().toString(36)}`;
  const title = `테스트 약관 ${testInfo.project.name}`;
  await signInAtLogin(page, ROOT.username, ROOT.password);
  await page.goto('/console/terms');
  await expect(page.getByRole('heading', { level: 1, name: /약관/ })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('privacy');
  await page.screenshot({ path: testInfo.outputPath('console-terms.png'), fullPage: true });

  await page.getByRole('button', { name: '약관 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '약관 등록' });
  await dialog.getByRole('textbox', { name: '약관 코드' }).fill(code);
  await dialog.getByRole('textbox', { name: '약관 제목' }).fill(title);
  await dialog.getByRole('textbox', { name: '약관 내용' }).click();
  await page.keyboard.type('제1조 처음 버전의 조항');
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/terms/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${title} (${code})` })).toBeVisible();

  // A new version in force at once.
  const editor = page.getByRole('textbox', { name: '약관 내용' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('제1조 개정된 버전의 조항');
  await page.getByRole('button', { name: '새 버전 등록' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'v2을 등록했습니다' })).toBeVisible();
  const versions = page.getByRole('region', { name: '버전' });
  await expect(versions.getByRole('row', { name: /v2/ })).toContainText('시행 중');
  await expect(versions.getByRole('row', { name: /v1/ })).toContainText('이전 버전');

  // A visitor reads it, and the earlier version listed.
  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await visitor.goto(`/terms/${code}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('article')).toContainText('개정된 버전의 조항');
  const history = visitor.getByRole('region', { name: '개정 이력' });
  await expect(history).toContainText('버전 2');
  await visitor.screenshot({ path: testInfo.outputPath('terms-public.png'), fullPage: true });
  await history.getByRole('link', { name: /버전 1/ }).click();
  await expect(visitor.getByRole('article')).toContainText('처음 버전의 조항');
  await expect(visitor.getByRole('note')).toContainText('이전 버전의 약관입니다');

  // A version scheduled for tomorrow is not shown yet.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('제1조 내일부터 시행될 조항');
  await page.getByRole('checkbox', { name: '즉시 시행' }).uncheck();
  await page.getByLabel('시행일시 (한국 시간)').fill(tomorrowInSeoul());
  await page.getByRole('button', { name: '새 버전 등록' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'v3을 등록했습니다' })).toBeVisible();
  await expect(versions.getByRole('row', { name: /v3/ })).toContainText('시행 예정');
  await expect(versions.getByRole('row', { name: /v2/ })).toContainText('시행 중');
  await page.screenshot({ path: testInfo.outputPath('console-term.png'), fullPage: true });

  await visitor.goto(`/terms/${code}`);
  await expect(visitor.getByRole('article')).toContainText('개정된 버전의 조항');
  await expect(visitor.getByRole('article')).not.toContainText('내일부터 시행될 조항');
  await expect(visitor.getByRole('region', { name: '개정 이력' })).not.toContainText('버전 3');

  // The scheduled version is withdrawn after a confirmation.
  await versions.getByRole('button', { name: 'v3 철회' }).click();
  await page.getByRole('dialog', { name: '예정 버전 철회' }).getByRole('button', { name: '철회' }).click();
  await expect(versions.getByRole('row', { name: /v3/ })).toHaveCount(0);
  await visitor.close();
});
