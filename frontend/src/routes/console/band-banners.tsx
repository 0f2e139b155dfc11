import { createFileRoute } from '@tanstack/react-router';
import { BandBannersConsolePage } from '../../features/banners/components/BandBannersConsolePage';
import { consoleBandBannersQueryOptions } from '../../features/banners/api/others';
import { contentSearchOf } from '../../features/banners/lib/search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/band-banners (spec §2 console band-banners; §6 banners: admin02 and console). */
export const Route = createFileRoute('/console/band-banners')({
  validateSearch: contentSearchOf,
  beforeLoad: ({ location, preload }) => requireConsoleArea('banners', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleBandBannersQueryOptions(deps)).catch(() => undefined),
  component: function ConsoleBandBannersRoute() {
    const { page = 1, searchValue = '' } = Route.useSearch();
    return <BandBannersConsolePage page={page} searchValue={searchValue} />;
  },
});
