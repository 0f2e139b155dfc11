/** Query keys of the console's banners, band banners, popups and home links. */
export const bannerKeys = {
  console: ['console', 'content'] as const,
  banners: (f: object) => [...bannerKeys.console, 'banners', f] as const,
  banner: (id: string) => [...bannerKeys.console, 'banner', id] as const,
  slot: (code: string) => [...bannerKeys.console, 'slot', code] as const,
  bandBanners: (f: object) => [...bannerKeys.console, 'band-banners', f] as const,
  popups: (f: object) => [...bannerKeys.console, 'popups', f] as const,
  mainLinks: () => [...bannerKeys.console, 'main-links'] as const,
};
