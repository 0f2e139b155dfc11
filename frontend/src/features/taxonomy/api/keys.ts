/** Query keys of the catalogue structure editors. */
export const TAXONOMY_KEYS = {
  categories: ['console-taxonomy', 'categories'] as const,
  brands: ['console-taxonomy', 'brands'] as const,
  displays: ['console-taxonomy', 'displays'] as const,
  filterings: ['console-taxonomy', 'filterings'] as const,
  homePicks: ['console-taxonomy', 'home-picks'] as const,
  /** The storefront's category tree (shared/api/categories), refreshed after a change. */
  shopTree: ['catalog', 'categories'] as const,
};
