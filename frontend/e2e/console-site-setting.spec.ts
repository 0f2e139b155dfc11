import { expect, test } from '@playwright/test';
import { ROOT, signInAtLogin } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/**
 * Console site setting (spec §2 site/setting, §7 setting GET and PUT): staff switch on giving
 * coupons back on returns (issue 10 "a setting decides for returns"), and it stays on.
 */
test('staff switch on 반품 시 쿠폰 복원 and find it on after reloading', async ({ page }, testInfo) => {
  await signInAtLogin(page, ROOT.username, ROOT.password);
  await page.goto('/console/site/setting');
  await expect(page.getByRole('heading', { level: 1, name: '사이트 설정' })).toBeVisible();
  const form = page.getByRole('form', { name: '쿠폰 설정' });
  const restore = form.getByRole('checkbox', { name: '반품 시 쿠폰 복원' });
  const wanted = testInfo.project.name === 'desktop';
  await restore.setChecked(wanted);
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByRole('status')).toHaveText('저장되었습니다.');
  await page.screenshot({ path: testInfo.outputPath('console-site-setting.png'), fullPage: true });
  await page.reload();
  await expect(page.getByRole('form', { name: '쿠폰 설정' }).getByRole('checkbox', { name: '반품 시 쿠폰 복원' })).toBeChecked({ checked: wanted });
});
