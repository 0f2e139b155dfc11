import { isRichText } from '@shop/contracts';
import { sanitizeRichText } from '../../platform/html/rich-text.js';

/**
 * A product description as the catalogue keeps it. Rich text (contracts' `isRichText`, the
 * storefront's test for rendering HTML) is sanitised to the rich-text allow-list; plain text is
 * kept as written, since the storefront shows it as text. Rich text stays rich text: when
 * sanitising leaves no tag, what is left is kept as one paragraph, so its entities are not
 * shown literally.
 */
export function productContent(content: string): string {
  if (!isRichText(content)) return content;
  const clean = sanitizeRichText(content);
  return clean.trim() === '' || isRichText(clean) ? clean : `<p>${clean}</p>`;
}
