import { BANNER_SLOTS, type BannerSlot, type PeriodStatus } from '@shop/contracts';

/** Search params of a console content table: 1-based page and the search box's text. */
export interface ContentSearch {
  page?: number;
  searchValue?: string;
}

/** Search params of the banner table: also the slot and the period state. */
export interface BannerSearch extends ContentSearch {
  code?: BannerSlot;
  status?: PeriodStatus;
}

/** A banner slot of the URL, or undefined. */
export const parseSlot = (v: unknown): BannerSlot | undefined => ((BANNER_SLOTS as readonly unknown[]).includes(v) ? (v as BannerSlot) : undefined);

/** The page and search text of a URL's search params (page from 2, text trimmed to 50). */
export function contentSearchOf(s: Record<string, unknown>): ContentSearch {
  const page = Number(s.page);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
  };
}

/** The banner table's search params. */
export function bannerSearchOf(s: Record<string, unknown>): BannerSearch {
  const status = s.status === 'running' || s.status === 'upcoming' || s.status === 'ended' ? s.status : undefined;
  return { ...contentSearchOf(s), code: parseSlot(s.code), status };
}
