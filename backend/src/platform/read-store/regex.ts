/** `text` with every regular-expression metacharacter escaped, for a read-store `$regex` that matches it literally. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
