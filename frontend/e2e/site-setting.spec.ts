import { expect, test } from '@playwright/test';
import { ROOT, signInAtLogin, waitForHydration } from './helpers';
import { useOwnShopAsBase } from './own-shop';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

const CARE = { text: '설치부터 사후관리까지, 세라메종 케어', desc: '구매 후 1년 동안 무상으로 방문 점검해드립니다.', link: 'https://care.example.kr/guide' };
const DESCRIPTION = '욕실 리모델링의 시작, 세라메종에서 세면대와 수전을 만나보세요';
const SITE_TITLE = '세라메종 스토어';

/** The story changes what every page of the shop shows: it runs on a shop of its own. */
const shop = useOwnShopAsBase();

/**
 * Console site setting, the storefront's side (spec §3 Setting main.care and seo.meta; issue 14):
 * staff write the home's care block and the shop's default description and title name; a shopper's
 * home shows the block with its outer link opening a new window, and the served HTML carries the new
 * description, as other pages' titles carry the new name.
 */
test.describe.serial('site setting', () => {
  test('staff set the care block and the meta description; the public home shows them @mobile', async ({ page, browser }, testInfo) => {
    await signInAtLogin(page, ROOT.username, ROOT.password);
    await page.goto('/console/site/setting');
    await expect(page.getByRole('heading', { level: 1, name: '사이트 설정' })).toBeVisible();

    const care = page.getByRole('form', { name: '메인 케어 블록 설정' });
    // A link that is neither a shop path nor an http(s) address is refused with its message.
    await care.getByRole('textbox', { name: '제목' }).fill(CARE.text);
    await care.getByRole('textbox', { name: '링크' }).fill('care.example.kr');
    await care.getByRole('button', { name: '저장' }).click();
    await expect(care.getByText('링크는 /로 시작하는 경로나 http(s):// 주소로 입력해주세요')).toBeVisible();
    await care.getByRole('textbox', { name: '설명' }).fill(CARE.desc);
    await care.getByRole('textbox', { name: '링크' }).fill(CARE.link);
    await care.getByRole('checkbox', { name: '새 창으로 열기' }).check();
    await care.getByRole('button', { name: '저장' }).click();
    await expect(care.getByRole('status')).toHaveText('저장되었습니다.');
    await expect(care.getByText('메인 화면에 표시 중입니다.')).toBeVisible();

    const seo = page.getByRole('form', { name: 'SEO 설정' });
    await seo.getByRole('textbox', { name: '제목 뒤 사이트 이름' }).fill(SITE_TITLE);
    await seo.getByRole('textbox', { name: '기본 설명 (meta description)' }).fill('');
    await seo.getByRole('button', { name: '저장' }).click();
    await expect(seo.getByText('기본 설명은 1자 이상 160자 이하로 입력해주세요')).toBeVisible();
    await seo.getByRole('textbox', { name: '기본 설명 (meta description)' }).fill(DESCRIPTION);
    await seo.getByRole('button', { name: '저장' }).click();
    await expect(seo.getByRole('status')).toHaveText('저장되었습니다.');
    await page.screenshot({ path: testInfo.outputPath('console-site-setting-care-seo.png'), fullPage: true });

    // The served HTML of the home, before any script runs, carries the new description.
    const html = await (await page.request.get('/')).text();
    const descriptions = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes('name="description"'));
    expect(descriptions).toEqual([expect.stringContaining(`content="${DESCRIPTION}"`)]);
    expect(html).toContain(CARE.text);

    // A shopper (no session) opens the home.
    const shopper = await browser.newPage({ baseURL: shop.url });
    await shopper.goto('/');
    await waitForHydration(shopper);
    await expect(shopper.locator('meta[name="description"]')).toHaveAttribute('content', DESCRIPTION);
    const block = shopper.getByRole('region', { name: CARE.text });
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByText(CARE.desc)).toBeVisible();
    const link = block.getByRole('link', { name: /자세히 보기/ });
    await expect(link).toHaveAttribute('href', CARE.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await block.screenshot({ path: testInfo.outputPath('home-care-block.png') });

    // A page without its own name in the title carries the shop's new name after it.
    await shopper.goto('/shop/showrooms');
    await expect(shopper).toHaveTitle(new RegExp(` \\| ${SITE_TITLE}$`));
    await shopper.close();
  });
});
