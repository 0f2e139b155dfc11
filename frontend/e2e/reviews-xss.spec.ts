import { expect, test, type Page } from '@playwright/test';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';
import { ROOT, buyAndConfirm, newMember, signInAtLogin, tokenOf, waitForHydration } from './helpers';

/**
 * Stored XSS through reviews (issue 13): the whole corpus written as a member's reviews of
 * confirmed purchases (subject and content, kept as plain text) and in staff's replies, then
 * read where reviews show — the product page, the member's /mypage/reviews and the console's
 * shop/reviews — with the Content-Security-Policy switched off, so React's escaping alone must
 * hold. A payload that ran would call the trapped `__pwned`, `alert`, `confirm`, `prompt` or
 * `print`, or open a dialog. Desktop only: what a page runs does not depend on the viewport.
 */
test.use({ bypassCSP: true, actionTimeout: 10_000, navigationTimeout: 15_000 });

/** Traps every way a payload could show that it ran; answers the list of what did. */
async function trap(page: Page): Promise<string[]> {
  const hits: string[] = [];
  await page.exposeFunction('__xssHit', (what: string) => hits.push(what));
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __xssHit: (what: string) => void };
    w.__pwned = (id: unknown) => w.__xssHit(`__pwned(${String(id)})`);
    w.alert = (m?: unknown) => w.__xssHit(`alert(${String(m)})`);
    w.confirm = (m?: unknown) => (w.__xssHit(`confirm(${String(m)})`), false);
    w.prompt = (m?: unknown) => (w.__xssHit(`prompt(${String(m)})`), null);
    w.print = () => w.__xssHit('print()');
  });
  page.on('dialog', (dialog) => {
    hits.push(`${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return hits;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

test(`none of ${XSS_PAYLOADS.length} XSS payloads in reviews and replies runs where reviews show`, async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'what a page runs does not depend on the viewport');
  test.setTimeout(150_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  const auth = await tokenOf(page.request, member.username, member.password);
  const staff = await tokenOf(page.request, ROOT.username, ROOT.password);

  // The corpus in reviews of at most 1,900 characters each, so each also fits staff's reply (2,000 at most).
  const chunks: string[][] = [[]];
  for (const { html } of XSS_PAYLOADS) {
    const last = chunks.at(-1)!;
    if (last.length > 0 && [...last, html].join('\n').length > 1_900) chunks.push([html]);
    else last.push(html);
  }
  const written: { subject: string; content: string; productId: string }[] = [];
  for (const [i, chunk] of chunks.entries()) {
    const line = await buyAndConfirm(page.request, auth);
    const subject = `XSS 리뷰 ${i} ${chunk[0]!.slice(0, 150)}`;
    const content = chunk.join('\n').slice(0, 1_990);
    const res = await page.request.post('/api/v1/me/reviews', { headers: { Authorization: auth }, data: { purchase: line._id, star: 5, subject, content } });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).review._id as string;
    const replied = await page.request.put(`/api/console/shop/reviews/${id}`, { headers: { Authorization: staff }, data: { reply: content } });
    expect(replied.status(), await replied.text()).toBe(200);
    written.push({ subject, content, productId: line.product._id });
  }
  const hits = await trap(page);

  await test.step('the product pages show each review and reply as the text written', async () => {
    for (const productId of new Set(written.map((w) => w.productId))) {
      await page.goto(`/shop/products/${productId}`);
      await waitForHydration(page);
      const section = page.getByRole('region', { name: /상품 리뷰/ });
      await section.scrollIntoViewIfNeeded();
      for (const { subject, content } of written.filter((w) => w.productId === productId)) {
        const item = section
          .getByTestId('review-item')
          .filter({ hasText: subject.slice(0, 12) })
          .first();
        await expect(item).toBeVisible();
        const shown = squash(await item.innerText());
        for (const text of content.split('\n')) expect(shown).toContain(squash(text));
      }
    }
  });

  await test.step('the member’s own reviews page', async () => {
    await signInAtLogin(page, member.username, member.password);
    await page.goto('/mypage/reviews?tab=written');
    await waitForHydration(page);
    await expect(page.getByTestId('my-review').first()).toBeVisible();
    await expect(page.getByTestId('my-review')).toHaveCount(written.length);
  });

  const console = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL, bypassCSP: true, viewport: page.viewportSize() })).newPage();
  const consoleHits = await trap(console);
  await test.step('the console’s review list', async () => {
    await signInAtLogin(console, ROOT.username, ROOT.password);
    await console.goto('/console/shop/reviews');
    await waitForHydration(console);
    await expect(console.getByRole('row').filter({ hasText: 'XSS 리뷰' }).first()).toBeVisible();
  });

  await page.waitForTimeout(1_000);
  expect([...hits, ...consoleHits], 'payloads that ran').toEqual([]);
  await console.context().close();
});
