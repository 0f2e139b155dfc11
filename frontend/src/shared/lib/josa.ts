/** Appends 을 or 를 to a Korean word by its last syllable (을(를) when it cannot tell). */
export function withObjectParticle(word: string): string {
  const last = word.trim().charCodeAt(word.trim().length - 1);
  if (last >= 0xac00 && last <= 0xd7a3) return `${word}${(last - 0xac00) % 28 === 0 ? '를' : '을'}`;
  return `${word}을(를)`;
}
