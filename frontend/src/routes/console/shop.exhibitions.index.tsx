import { createFileRoute } from '@tanstack/react-router';
import type { ExhibitionStatus } from '@shop/contracts';
import { ExhibitionsConsolePage } from '../../features/showcases/components/ExhibitionsConsolePage';
import { consoleExhibitionsQueryOptions, parseExhibitionStatus } from '../../features/showcases/api/console';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the exhibition table: 1-based page, the search box's text and the state. */
export interface ConsoleExhibitionsSearch {
  page?: number;
  searchValue?: string;
  status?: ExhibitionStatus;
}

/** /console/shop/exhibitions: every exhibition (spec §2; §6 admin02 and console). */
export const Route = createFileRoute('/console/shop/exhibitions/')({
  validateSearch: (s: Record<string, unknown>): ConsoleExhibitionsSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
      status: parseExhibitionStatus(s.status),
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('exhibitions', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '', status: search.status ?? ('' as const) }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleExhibitionsQueryOptions(deps)).catch(() => undefined),
  component: function ConsoleExhibitionsRoute() {
    const { page = 1, searchValue = '', status } = Route.useSearch();
    return <ExhibitionsConsolePage page={page} searchValue={searchValue} status={status ?? ''} />;
  },
});
