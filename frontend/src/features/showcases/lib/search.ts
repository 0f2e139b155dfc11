/** Search of /shop/exhibitions: which tab (the current exhibitions by default). */
export interface ExhibitionsSearch {
  tab?: 'ended';
}

/** Keeps only a known tab. */
export const validateExhibitionsSearch = (s: Record<string, unknown>): ExhibitionsSearch => (s.tab === 'ended' ? { tab: 'ended' } : {});
