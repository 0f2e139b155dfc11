import { createFileRoute } from '@tanstack/react-router';
import { NewHitPage } from '../../features/catalog';
import { productListQueryOptions } from '../../features/catalog/api/get-products';
import { newHitTab, parseNewHitTab } from '../../features/catalog/lib/new-hit';
import { listParams, validateListSearch } from '../../features/catalog/lib/search';
import { newHitHead } from '../../features/catalog/lib/seo';

/** /shop/new-hit: the new-arrival and best-seller display groups (spec §2), `?tab=best` for the second. */
export const Route = createFileRoute('/shop/new-hit')({
  validateSearch: (search: Record<string, unknown>) => ({ tab: parseNewHitTab(search.tab), ...validateListSearch(search) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    await queryClient.ensureQueryData(productListQueryOptions(listParams({ group: newHitTab(deps.tab).group }, deps.page, deps.sort))).catch(() => undefined);
  },
  head: ({ match }) => newHitHead(match.search.tab, match.search.page),
  component: function NewHitRoute() {
    const { tab, page, sort } = Route.useSearch();
    return <NewHitPage tab={tab} page={page} sort={sort} />;
  },
});
