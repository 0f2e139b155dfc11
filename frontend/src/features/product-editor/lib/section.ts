import type { ProductDraft } from './product-draft';

/** What each section of the product form gets: the draft and a setter of some of its fields. */
export interface SectionProps {
  draft: ProductDraft;
  set(patch: Partial<ProductDraft>): void;
}

/** A whole number typed into a field (empty or malformed: 0). */
export const wholeNumber = (v: string): number => {
  const n = Number(v.replace(/,/g, ''));
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};

/** Words separated by commas, trimmed, without empties. */
export const words = (v: string): string[] =>
  v
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
