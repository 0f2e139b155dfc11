/**
 * The facet selection of a product list (issue 13 "filters from the console's filterings"), as
 * one text that goes in the shop's URL (`facets=`) and in the list call's query: `code:value`
 * pairs joined by `|`, a `\` or `|` inside a value written `\\` or `\|`. A filtering code is
 * letters, digits, `-` and `_` (the console's code rule), so the first `:` ends it.
 */

/** The values picked per filtering code; a product must have one of each code's values. */
export type FacetSelection = Record<string, string[]>;

/** At most this many values in all, each at most `valueLength` characters (a longer text is cut). */
export const FACET_LIMITS = { values: 30, valueLength: 100 } as const;

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

const escapeValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

/** The text of a selection (empty when nothing is picked); codes in the order given, each value once. */
export function encodeFacets(selection: FacetSelection): string {
  return Object.entries(selection)
    .flatMap(([code, values]) => [...new Set(values)].map((v) => `${code}:${escapeValue(v)}`))
    .join('|');
}

/**
 * Reads a selection back from its text. Anything not text gives an empty selection; a part
 * without a valid code or with an empty value is left out, as are values past
 * {@link FACET_LIMITS}. Never throws: a URL typed by hand narrows by what it validly names.
 */
export function parseFacets(text: unknown): FacetSelection {
  if (typeof text !== 'string' || text === '') return {};
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) current += text[++i];
    else if (c === '|') {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  const selection: FacetSelection = {};
  let count = 0;
  for (const part of parts) {
    const at = part.indexOf(':');
    const code = part.slice(0, at);
    const value = part.slice(at + 1, at + 1 + FACET_LIMITS.valueLength).trim();
    if (at < 1 || !CODE.test(code) || !value || count >= FACET_LIMITS.values) continue;
    const values = (selection[code] ??= []);
    if (!values.includes(value)) {
      values.push(value);
      count++;
    }
  }
  return selection;
}

/** The selection with `value` of `code` added or, when already picked, taken away (an empty code is dropped). */
export function toggleFacet(selection: FacetSelection, code: string, value: string): FacetSelection {
  const values = selection[code] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const { [code]: _dropped, ...rest } = selection;
  return next.length ? { ...rest, [code]: next } : rest;
}
