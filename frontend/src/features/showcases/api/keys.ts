/** Query keys of exhibitions and showrooms: the shop's and the console's. */
export const showcaseKeys = {
  exhibitions: ['showcases', 'exhibitions'] as const,
  exhibitionList: (which: 'current' | 'ended') => [...showcaseKeys.exhibitions, 'list', which] as const,
  exhibition: (id: string) => [...showcaseKeys.exhibitions, 'one', id] as const,
  showrooms: ['showcases', 'showrooms'] as const,
  showroom: (code: string) => [...showcaseKeys.showrooms, 'one', code] as const,
  console: ['console', 'showcases'] as const,
};
