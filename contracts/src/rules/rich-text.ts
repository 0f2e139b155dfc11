/** A start tag's beginning: `<`, a letter, more letters or digits, then no further word character. */
const TAG_START = /<[a-z][a-z0-9]*(?!\w)/i;

/**
 * Whether a description is rich text (HTML) or plain text, decided the same way on both sides:
 * the server sanitises exactly what the storefront then renders as HTML, and leaves plain text
 * alone (the storefront renders it as text, so "A & B" stays "A & B"). Rich text is anything
 * with something shaped like a start tag: a tag's beginning with a `>` somewhere after it.
 * Linear in the length (no backtracking over the rest of the text).
 */
export function isRichText(content: string): boolean {
  const start = TAG_START.exec(content);
  return start !== null && content.indexOf('>', start.index + start[0].length) !== -1;
}
