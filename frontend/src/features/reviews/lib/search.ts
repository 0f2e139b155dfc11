import type { ConsoleReviewsFilter } from '../api/console-reviews';

/** Search of /console/shop/reviews as kept in the URL. */
export interface ConsoleReviewsSearch {
  page?: number;
  search?: string;
  star?: Exclude<ConsoleReviewsFilter['star'], ''>;
  hidden?: Exclude<ConsoleReviewsFilter['hidden'], ''>;
}

/** The URL's search of /console/shop/reviews, unknown values dropped. */
export function validateConsoleReviewsSearch(s: Record<string, unknown>): ConsoleReviewsSearch {
  const page = Number(s.page);
  const star = String(s.star ?? '');
  const hidden = String(s.hidden ?? '');
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    search: typeof s.search === 'string' && s.search.trim() ? s.search.trim().slice(0, 50) : undefined,
    star: /^[1-5]$/.test(star) ? (star as ConsoleReviewsSearch['star']) : undefined,
    hidden: hidden === 'true' || hidden === 'false' ? hidden : undefined,
  };
}

/** The filter a search stands for. */
export const consoleReviewsFilterOf = (s: ConsoleReviewsSearch): ConsoleReviewsFilter => ({
  page: s.page ?? 1,
  search: s.search ?? '',
  star: s.star ?? '',
  hidden: s.hidden ?? '',
});

/** The tab of /mypage/reviews from the URL: 작성 가능한 리뷰 unless 'written'. */
export const myReviewsTabOf = (s: Record<string, unknown>): { tab?: 'written' } => (s.tab === 'written' ? { tab: 'written' } : {});
