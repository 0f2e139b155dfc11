import { queryText } from './query-text.js';

describe('queryText', () => {
  it('takes a repeated parameter by its first text, cuts it, and drops what is not text', () => {
    expect(queryText('세면대')).toBe('세면대');
    expect(queryText(['세면대', '수전'])).toBe('세면대');
    expect(queryText('x'.repeat(80))).toHaveLength(50);
    expect(queryText('x'.repeat(80), 64)).toHaveLength(64);
    expect(queryText(undefined)).toBeUndefined();
    expect(queryText({ a: 'b' })).toBeUndefined();
    expect(queryText([])).toBeUndefined();
  });
});
