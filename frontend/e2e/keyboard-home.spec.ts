import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

/**
 * The home's sliders and tabs with the keyboard alone (issue 14 accessibility: header, drawer,
 * sliders, tabs, dialogs and popups usable with Tab, Enter and Escape; the header, its drawer and
 * the product dialog are walked in accessibility.spec, the popup's Escape in banners.spec): a
 * keyboard user reaches the main slider's controls by Tab, stops it and turns it, and switches
 * the highlights' tabs with the arrow keys.
 */

/** Presses Tab until `target` has the focus (at most `max` times); fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a keyboard user stops and turns the main slider and switches the highlights tabs', { tag: '@mobile' }, async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForHydration(page);
  const slider = page.getByRole('region', { name: '메인 배너' });
  const active = slider.locator('.swiper-slide-active');
  await expect(active).toBeVisible();

  const pause = slider.getByRole('button', { name: '자동 넘김 정지' });
  await tabTo(page, pause);
  await page.keyboard.press('Enter');
  await expect(slider.getByRole('button', { name: '자동 넘김 시작' })).toBeFocused();
  const first = await active.getAttribute('data-swiper-slide-index');
  await page.keyboard.press('Tab');
  await expect(slider.getByRole('button', { name: '다음 배너' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(active).not.toHaveAttribute('data-swiper-slide-index', first ?? '');
  // Swiper ignores a turn while a slide is moving: wait for it to settle (its wrapper's transition back to 0ms).
  await expect(slider.locator('.swiper-wrapper')).toHaveCSS('transition-duration', '0s');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(slider.getByRole('button', { name: '이전 배너' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(active).toHaveAttribute('data-swiper-slide-index', first ?? '');

  const tabs = page.getByRole('tablist', { name: '하이라이트 분류' });
  const selected = tabs.getByRole('tab', { selected: true });
  await tabTo(page, selected);
  const before = (await selected.textContent())!;
  await page.keyboard.press('ArrowRight');
  await expect(selected).not.toHaveText(before);
  await expect(selected).toBeFocused();
  await expect(
    page
      .getByRole('tabpanel')
      .filter({ has: page.getByRole('list') })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(selected).toHaveText(before);
  await expect(selected).toBeFocused();
});
