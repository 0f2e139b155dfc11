import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionsPage } from '../../../features/showcases/components/ExhibitionsPage';
import { exhibitionsQueryOptions } from '../../../features/showcases/api/shop';
import { exhibitionsHead } from '../../../features/showcases/lib/seo';
import { validateExhibitionsSearch } from '../../../features/showcases/lib/search';

/** /shop/exhibitions: the current exhibitions, or the ended ones with ?tab=ended (spec §2 Shop pages). */
export const Route = createFileRoute('/shop/exhibitions/')({
  validateSearch: validateExhibitionsSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? ('current' as const) }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(exhibitionsQueryOptions(deps.tab === 'ended' ? 'ended' : 'current')).catch(() => undefined),
  head: () => exhibitionsHead(),
  component: function ExhibitionsRoute() {
    const { tab } = Route.useSearch();
    return <ExhibitionsPage tab={tab === 'ended' ? 'ended' : 'current'} />;
  },
});
