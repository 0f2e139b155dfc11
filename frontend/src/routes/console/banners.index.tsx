import { createFileRoute } from '@tanstack/react-router';
import { BannersConsolePage } from '../../features/banners/components/BannersConsolePage';
import { consoleBannersQueryOptions } from '../../features/banners/api/banners';
import { bannerSearchOf } from '../../features/banners/lib/search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/banners: every banner (spec §2 console banners; §6 admin02 and console). */
export const Route = createFileRoute('/console/banners/')({
  validateSearch: bannerSearchOf,
  beforeLoad: ({ location, preload }) => requireConsoleArea('banners', { location, preload }),
  loaderDeps: ({ search }) => ({
    page: search.page ?? 1,
    searchValue: search.searchValue ?? '',
    code: search.code ?? '',
    status: search.status ?? ('' as const),
  }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleBannersQueryOptions(deps)).catch(() => undefined),
  component: function ConsoleBannersRoute() {
    const { page = 1, searchValue = '', code = '', status } = Route.useSearch();
    return <BannersConsolePage page={page} searchValue={searchValue} code={code} status={status ?? ''} />;
  },
});
