import { disassemble, getChoseong } from 'es-hangul';
import { distance } from 'fastest-levenshtein';

/**
 * Korean-aware product search (issue 13, `/shop/sales?searchValue=`): matching ignores spacing
 * and case ("세면 대" finds 세면대), a query of initial consonants only matches the words'
 * 초성 ("ㅅㅁㄷ" finds 세면대), and when nothing matches, the terms closest to the query (typo
 * distance over 자모) are offered instead. Hangul is split by es-hangul.
 */

/** Text as matched: lower case, without spaces and punctuation (letters and digits of any script kept). */
export function searchTextOf(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => !!p)
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The initial consonants (초성) of the Hangul syllables of `parts`, without spaces ("세면대 수전" → "ㅅㅁㄷㅅㅈ"). */
export function initialsOf(...parts: (string | null | undefined)[]): string {
  return getChoseong(parts.filter((p): p is string => !!p).join(' ')).replace(/\s+/g, '');
}

/** How a search value is matched: against the initials when it holds initial consonants only, else against the text. */
export function searchQueryOf(searchValue: string): { field: 'searchText' | 'searchInitials'; value: string } | null {
  const compact = searchValue.replace(/\s+/g, '');
  if (compact === '') return null;
  if (/^[ㄱ-ㅎ]+$/.test(compact)) return { field: 'searchInitials', value: compact };
  const value = searchTextOf(searchValue);
  return value ? { field: 'searchText', value } : null;
}

/**
 * Up to `max` search terms close to `searchValue` (a typo): the words of `texts` (product names,
 * hashtags, category and brand names) and each two neighbouring words of a name, whose 자모 are
 * within edit distance of the query's (one wrong vowel costs one) of at most a third of the
 * query's 자모 (at least 1). Closest first, then the term more texts use. Nothing for an empty or
 * initials-only query, or one that is itself a term.
 */
export function closestTerms(searchValue: string, texts: string[], max = 3): string[] {
  const query = searchQueryOf(searchValue);
  if (!query || query.field !== 'searchText') return [];
  const target = disassemble(query.value);
  const limit = Math.max(1, Math.floor(target.length / 3));
  const terms = new Map<string, { distance: number; uses: number }>();
  for (const text of texts) {
    const words = text.split(',', 1)[0]!.split(/\s+/).filter(Boolean);
    const candidates = [...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)];
    for (const term of new Set(candidates)) {
      const key = searchTextOf(term);
      if (!key || key === query.value) continue;
      const d = distance(target, disassemble(key));
      if (d > limit) continue;
      const seen = terms.get(term);
      terms.set(term, { distance: d, uses: (seen?.uses ?? 0) + 1 });
    }
  }
  return [...terms]
    .sort((a, b) => a[1].distance - b[1].distance || b[1].uses - a[1].uses || a[0].localeCompare(b[0], 'ko'))
    .slice(0, max)
    .map(([term]) => term);
}
