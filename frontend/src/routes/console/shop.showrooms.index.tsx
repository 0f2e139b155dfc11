import { createFileRoute } from '@tanstack/react-router';
import { ShowroomsConsolePage } from '../../features/showcases/components/ShowroomsConsolePage';
import { consoleShowroomsQueryOptions } from '../../features/showcases/api/console';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the showroom table: 1-based page and the search box's text. */
export interface ConsoleShowroomsSearch {
  page?: number;
  searchValue?: string;
}

/** /console/shop/showrooms: every showroom (spec §2; §6 admin02 and console). */
export const Route = createFileRoute('/console/shop/showrooms/')({
  validateSearch: (s: Record<string, unknown>): ConsoleShowroomsSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('showrooms', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleShowroomsQueryOptions(deps)).catch(() => undefined),
  component: function ConsoleShowroomsRoute() {
    const { page = 1, searchValue = '' } = Route.useSearch();
    return <ShowroomsConsolePage page={page} searchValue={searchValue} />;
  },
});
