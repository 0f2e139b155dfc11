import { isRichText } from './rich-text.js';

describe('rich text or plain text', () => {
  it.each([
    ['<p>세면대</p>', true],
    ['소개 <img src=x onerror=alert(1)>', true],
    ['<a\nhref="/x">link</a>', true],
    ['<h2 class="align-center">', true],
    ['물에 닳은 조약돌처럼\n\n부드럽게', false],
    ['3 < 5 & 7 > 6', false],
    ['<3 hearts >', false],
    ['<a_b>', false],
    ['<img src=x onerror=alert(1)', false],
    ['', false],
  ])('%j → %s', (content, rich) => expect(isRichText(content)).toBe(rich));

  it('decides a long hostile text quickly', () => {
    const started = Date.now();
    expect(isRichText('<a'.repeat(50_000))).toBe(false);
    expect(Date.now() - started).toBeLessThan(200);
  });
});
