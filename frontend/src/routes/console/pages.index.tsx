import { createFileRoute } from '@tanstack/react-router';
import { ConsolePagesPage } from '../../features/brand-site/components/ConsolePagesPage';
import { consolePagesQueryOptions } from '../../features/brand-site/api/console';
import { parsePageArea, type PageArea } from '../../features/brand-site/lib/page-areas';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the page list: the search box's text and the area tab. */
export interface ConsolePagesSearch {
  searchValue?: string;
  area?: PageArea;
}

/** /console/pages: the brand site's pages (issue 14; pages area: admin02 and console). */
export const Route = createFileRoute('/console/pages/')({
  validateSearch: (s: Record<string, unknown>): ConsolePagesSearch => ({
    searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
    area: parsePageArea(s.area),
  }),
  beforeLoad: ({ location, preload }) => requireConsoleArea('pages', { location, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(consolePagesQueryOptions()).catch(() => undefined),
  component: function ConsolePagesRoute() {
    const { searchValue = '', area } = Route.useSearch();
    return <ConsolePagesPage searchValue={searchValue} area={area ?? ''} />;
  },
});
