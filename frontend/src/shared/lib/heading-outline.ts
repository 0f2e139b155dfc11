const HEADING = /<(\/?)h([1-6])(?=[\s>/])/gi;

/**
 * Rich text's headings renumbered to follow the page's outline (WCAG 1.3.1, axe 'heading-order'):
 * the highest heading written becomes `top` (2 under a page's h1) and each one after goes at most
 * one level deeper than the heading before it, keeping which is above which. Staff write terms
 * starting at h3, or skip a level; the stored text is never changed, only what is rendered.
 * Takes sanitised HTML (the context's decider cleaned it on write) and answers HTML; text without
 * headings comes back as it was. Levels stay within 1–6.
 */
export function headingsFollowOutline(html: string, top = 2): string {
  const levels = [...html.matchAll(HEADING)].filter((m) => m[1] === '').map((m) => Number(m[2]));
  if (levels.length === 0) return html;
  const ranks = [...new Set(levels)].sort((a, b) => a - b);
  let previous = top - 1;
  const renumbered = levels.map((level) => {
    const wanted = Math.min(6, top + ranks.indexOf(level));
    previous = Math.max(top, Math.min(wanted, previous + 1));
    return previous;
  });
  let opened = 0;
  const open: number[] = [];
  return html.replace(HEADING, (_tag, slash: string) => {
    if (slash === '') {
      const level = renumbered[opened++]!;
      open.push(level);
      return `<h${level}`;
    }
    return `</h${open.pop() ?? top}`;
  });
}
