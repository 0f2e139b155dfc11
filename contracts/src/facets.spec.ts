import { encodeFacets, FACET_LIMITS, parseFacets, toggleFacet } from './facets.js';

describe('facet selection text', () => {
  it('reads back what it writes, values with | and \\ included', () => {
    const selection = { color: ['화이트 알파인', 'a|b'], install: ['벽걸이 (볼트 고정)', 'c\\d'] };
    expect(parseFacets(encodeFacets(selection))).toEqual(selection);
  });

  it('is empty for nothing picked and for anything that is not text', () => {
    expect(encodeFacets({})).toBe('');
    expect(parseFacets(undefined)).toEqual({});
    expect(parseFacets(['color:white'])).toEqual({});
  });

  it('leaves out parts without a valid code or value, and repeats', () => {
    expect(parseFacets('color:white|nocolon|:x|bad code:y|color:|color:white|size: 600 ')).toEqual({ color: ['white'], size: ['600'] });
  });

  it('keeps at most FACET_LIMITS.values values', () => {
    const many = Array.from({ length: 40 }, (_, i) => `c:v${i}`).join('|');
    expect(parseFacets(many).c).toHaveLength(FACET_LIMITS.values);
  });

  it('toggles a value in and out, dropping a code left empty', () => {
    const one = toggleFacet({}, 'color', 'white');
    expect(one).toEqual({ color: ['white'] });
    expect(toggleFacet(one, 'color', 'black')).toEqual({ color: ['white', 'black'] });
    expect(toggleFacet(one, 'color', 'white')).toEqual({});
  });
});
