import { INPUT_LIMITS, INPUT_MESSAGES, inputProblem } from './input-guard.js';

const nested = (depth: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

describe('input guard', () => {
  it('passes ordinary bodies, Korean text and emoji included', () => {
    expect(inputProblem({ sender: { name: '김세라', address2: '101동 1203호\n(경비실 맡김)' }, items: [{ product: 'p1', amount: 1 }], note: '🛁' })).toBeNull();
  });
  it('refuses nesting deeper than the limit, however deep, without overflowing the stack', () => {
    expect(inputProblem(nested(INPUT_LIMITS.depth))).toBeNull();
    expect(inputProblem(nested(INPUT_LIMITS.depth + 1))).toBe(INPUT_MESSAGES.TOO_DEEP);
    expect(inputProblem(nested(100_000))).toBe(INPUT_MESSAGES.TOO_DEEP);
  });
  it('refuses NUL and other control characters in values and keys', () => {
    expect(inputProblem({ name: '김\u0000세라' })).toBe(INPUT_MESSAGES.CONTROL);
    expect(inputProblem({ ['a\u0007']: 'x' })).toBe(INPUT_MESSAGES.CONTROL);
  });
  it('refuses lone surrogates but keeps paired ones', () => {
    expect(inputProblem({ name: 'a\uD800b' })).toBe(INPUT_MESSAGES.CONTROL);
    expect(inputProblem({ name: 'a\uDC00' })).toBe(INPUT_MESSAGES.CONTROL);
    expect(inputProblem({ name: '\uD83D\uDEC1' })).toBeNull();
  });
  it('refuses a body with too many values', () => {
    expect(inputProblem({ carts: Array.from({ length: INPUT_LIMITS.values + 1 }, (_, i) => String(i)) })).toBe(INPUT_MESSAGES.TOO_MANY);
  });
});
