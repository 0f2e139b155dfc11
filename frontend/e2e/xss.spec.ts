import { expect, test } from '@playwright/test';
import { XSS_PAYLOADS, type XssPayload } from './fixtures/xss-payloads';
import { startOwnShop, type OwnShop } from './own-shop';

/**
 * Stored XSS through the catalogue: every payload of the corpus is written into a product's
 * description (rich text, sanitised on write), its name and a property (plain text, rendered
 * escaped), then the product page is opened in Chromium. The page's Content-Security-Policy is
 * switched off here, so the sanitiser and React's escaping alone must hold: a payload that ran
 * would call the trapped `__pwned`, `alert`, `confirm`, `prompt` or `print`, or open a dialog.
 * The rendered description is also checked against the allow-list, as the browser parsed it
 * (mutation XSS shows there). Runs once (desktop): the layout does not change what runs.
 */
test.use({ bypassCSP: true, actionTimeout: 10_000, navigationTimeout: 15_000 });

/** Payloads per product: few pages keep the suite fast; each payload is preceded by its own marker. */
const PER_PRODUCT = 8;
const marker = (id: string) => `XSS 표본 ${id}`;

interface Batch {
  code: string;
  payloads: XssPayload[];
}

/** The corpus in products: payloads that leave elements open alone, the others eight by eight. */
function batches(): Batch[] {
  const shared = XSS_PAYLOADS.filter((p) => !p.alone);
  const groups = [...XSS_PAYLOADS.filter((p) => p.alone).map((p) => [p])];
  for (let i = 0; i < shared.length; i += PER_PRODUCT) groups.push(shared.slice(i, i + PER_PRODUCT));
  return groups.map((payloads, i) => ({ code: `xss-${String(i + 1).padStart(2, '0')}`, payloads }));
}

const BATCHES = batches();
let shop: OwnShop;
// Playwright reads the fixtures a hook asks for from its first parameter, which must be a destructuring pattern.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'what a page runs does not depend on the viewport');
  test.setTimeout(90_000);
  shop = await startOwnShop();
  await shop.createProducts(
    BATCHES.map(({ code, payloads }) => ({
      code,
      name: `XSS 상품 ${code} ${payloads.map((p) => p.html).join(' ')}`,
      content: payloads.map(({ id, html }) => `<p>${marker(id)}</p>${html}`).join(''),
      properties: payloads.map(({ id, html }) => ({ name: `재질 ${id}`, value: html })),
    })),
  );
});
test.afterAll(async () => {
  await shop?.close();
});

test(`none of ${XSS_PAYLOADS.length} stored XSS payloads runs on the product pages`, async ({ page }) => {
  expect(new Set(XSS_PAYLOADS.map((p) => p.id)).size).toBe(XSS_PAYLOADS.length);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);

  const hits: string[] = [];
  await page.exposeFunction('__xssHit', (what: string) => hits.push(what));
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __xssHit: (what: string) => void };
    const hit = (what: string) => w.__xssHit(`${what} at ${location.href}`);
    w.__pwned = (id: unknown) => hit(`__pwned(${String(id)})`);
    w.alert = (m?: unknown) => hit(`alert(${String(m)})`);
    w.confirm = (m?: unknown) => (hit(`confirm(${String(m)})`), false);
    w.prompt = (m?: unknown) => (hit(`prompt(${String(m)})`), null);
    w.print = () => hit('print()');
  });
  page.on('dialog', (dialog) => {
    hits.push(`${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });

  const offences: string[] = [];
  for (const { code, payloads } of BATCHES) {
    await page.goto(`${shop.url}/shop/products/${code}`);
    await expect(
      page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: `XSS 상품 ${code}` })
        .first(),
    ).toBeVisible();
    const description = page.locator('#product-detail > div');
    // Every payload reached the page (none was hidden by another), the name and properties as text.
    for (const { id, html } of payloads) {
      await expect(description.getByText(marker(id), { exact: true })).toBeVisible();
      const property = page.locator('#product-spec tr').filter({ has: page.getByRole('rowheader', { name: `재질 ${id}`, exact: true }) });
      await expect(property.locator('td')).toHaveText(html.trim().replace(/\s+/g, ' '));
    }
    for (const offence of await description.evaluate(outsideAllowList)) offences.push(`${code}: ${offence}`);
  }
  // Every name at once, as cards of a search result.
  await page.goto(`${shop.url}/shop/sales?searchValue=${encodeURIComponent('XSS 상품')}`);
  await expect(page.getByRole('region', { name: '상품 목록' }).getByRole('article').first()).toBeVisible();
  // Let late handlers (failed pictures, animations, timers) fire before counting.
  await page.waitForTimeout(1_000);

  expect.soft(hits, 'payloads that ran').toEqual([]);
  expect(offences, 'markup outside the allow-list in a rendered description').toEqual([]);
});

/**
 * What in a rendered description lies outside the rich-text allow-list, as the browser parsed
 * it: unknown elements (or foreign SVG/MathML ones), unknown attributes (event handlers, style,
 * srcdoc…), links that are not http(s)/mailto or open other than a new tab with noopener, and
 * pictures not from http(s) or /files/.
 */
function outsideAllowList(root: Element): string[] {
  const tags = new Set([
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'small',
    'mark',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'span',
    'div',
  ]);
  const attributes = new Set(['href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height', 'class', 'colspan', 'rowspan', 'scope', 'start', 'span']);
  const problems: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.localName;
    if (!tags.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`<${tag}> (${el.namespaceURI})`);
    for (const a of Array.from(el.attributes)) if (!attributes.has(a.name)) problems.push(`<${tag} ${a.name}="${a.value}">`);
    if (el instanceof HTMLAnchorElement && el.hasAttribute('href')) {
      if (!['http:', 'https:', 'mailto:'].includes(el.protocol) || el.getAttribute('href')!.trim().startsWith('//'))
        problems.push(`<a href="${el.getAttribute('href')}">`);
    }
    if (el instanceof HTMLAnchorElement && el.hasAttribute('target') && (el.target !== '_blank' || !el.relList.contains('noopener')))
      problems.push(`<a target="${el.target}" rel="${el.rel}">`);
    if (el instanceof HTMLAnchorElement && !el.relList.contains('noopener')) problems.push(`<a rel="${el.rel}">`);
    if (el instanceof HTMLImageElement && !/^(https?:\/\/|\/files\/)/i.test(el.getAttribute('src') ?? ''))
      problems.push(`<img src="${el.getAttribute('src')}">`);
  }
  if (root.querySelector('template') || (root as HTMLElement).shadowRoot) problems.push('a template or shadow root');
  return problems;
}
