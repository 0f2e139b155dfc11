import { createFileRoute } from '@tanstack/react-router';
import { NoticesPage } from '../../../features/center/components/NoticesPage';
import { noticesQueryOptions } from '../../../features/center/api/center-posts';
import { noticesHead } from '../../../features/center/lib/center-seo';

/** Search of /center/notice: 1-based page and words. */
export interface NoticesSearch {
  page?: number;
  searchValue?: string;
}

/** /center/notice (spec §2 centre notice): the shop's notices. */
export const Route = createFileRoute('/center/notice/')({
  validateSearch: (s: Record<string, unknown>): NoticesSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
    };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(noticesQueryOptions(deps.page, deps.searchValue)).catch(() => undefined),
  head: () => noticesHead(),
  component: function NoticesRoute() {
    const { page = 1, searchValue = '' } = Route.useSearch();
    return <NoticesPage page={page} searchValue={searchValue} />;
  },
});
