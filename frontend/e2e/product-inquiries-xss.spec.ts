import { expect, test } from '@playwright/test';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';
import { newMember, tokenOf, waitForHydration } from './helpers';

/**
 * Stored XSS through product Q&A: the whole corpus written as a member's inquiries (subject and
 * content, kept as plain text) and staff's answer, then read on the product page with the
 * Content-Security-Policy switched off, so React's escaping alone must hold. A payload that ran
 * would call the trapped `__pwned`, `alert`, `confirm`, `prompt` or `print`. Desktop only.
 */
test.use({ bypassCSP: true, actionTimeout: 10_000, navigationTimeout: 15_000 });

test(`none of ${XSS_PAYLOADS.length} XSS payloads in inquiries and answers runs on the product page`, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'what a page runs does not depend on the viewport');
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  const auth = await tokenOf(page.request, member.username, member.password);
  const staff = await tokenOf(page.request, 'root', 'Ceramaison!2026');
  const products = (await (await page.request.get('/api/v1/shop/products', { headers: { limit: '3' } })).json()).products as { _id: string }[];
  const productId = products[2]!._id;

  // The corpus in inquiries of at most 9,000 characters each (content is capped at 10,000).
  const chunks: string[][] = [[]];
  for (const { html } of XSS_PAYLOADS) {
    const last = chunks.at(-1)!;
    if ([...last, html].join('\n').length > 9_000) chunks.push([html]);
    else last.push(html);
  }
  expect(chunks.length).toBeLessThanOrEqual(5);
  const written: { subject: string; content: string }[] = [];
  for (const [i, chunk] of chunks.entries()) {
    const subject = `XSS 문의 ${i} ${chunk[0]!.slice(0, 150)}`;
    const content = chunk.join('\n');
    const res = await page.request.post('/api/v1/me/inquires', { headers: { Authorization: auth }, data: { _product: productId, subject, content } });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).inquire._id as string;
    const answered = await page.request.put(`/api/console/shop/inquires/${id}`, { headers: { Authorization: staff }, data: { answer: content } });
    expect(answered.status()).toBe(200);
    written.push({ subject, content });
  }

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

  await page.goto(`/shop/products/${productId}`);
  await waitForHydration(page);
  const qna = page.getByRole('region', { name: /^상품문의/ });
  for (const { subject, content } of written) {
    const row = qna.getByRole('listitem').filter({ hasText: subject.slice(0, 12) });
    await row.getByRole('button').first().click();
    // Shown as the text written (question and answer), never as markup.
    await expect(row.getByText('A', { exact: true })).toBeVisible();
    const squash = (t: string) => t.replace(/\s+/g, ' ').trim();
    const shown = squash(await row.innerText());
    for (const line of content.split('\n')) expect(shown).toContain(squash(line));
  }
  await page.waitForTimeout(1_000);
  expect(hits, 'payloads that ran').toEqual([]);
});
