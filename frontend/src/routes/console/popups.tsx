import { createFileRoute } from '@tanstack/react-router';
import { PopupsConsolePage } from '../../features/banners/components/PopupsConsolePage';
import { consolePopupsQueryOptions } from '../../features/banners/api/others';
import { contentSearchOf } from '../../features/banners/lib/search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/popups (spec §2 console popups; §6 popups: admin02 and console). */
export const Route = createFileRoute('/console/popups')({
  validateSearch: contentSearchOf,
  beforeLoad: ({ location, preload }) => requireConsoleArea('popups', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consolePopupsQueryOptions(deps)).catch(() => undefined),
  component: function ConsolePopupsRoute() {
    const { page = 1, searchValue = '' } = Route.useSearch();
    return <PopupsConsolePage page={page} searchValue={searchValue} />;
  },
});
