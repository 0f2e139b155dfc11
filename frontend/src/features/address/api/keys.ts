/** Query keys of the address feature: searches by query, geocodes by address, the widget setting. */
export const addressKeys = {
  all: ['address'] as const,
  searches: () => [...addressKeys.all, 'search'] as const,
  search: (query: string) => [...addressKeys.searches(), query] as const,
  geocode: (query: string) => [...addressKeys.all, 'geocode', query] as const,
  widget: () => [...addressKeys.all, 'widget'] as const,
};
