import { createFileRoute } from '@tanstack/react-router';
import { brandQueryOptions, brandsQueryOptions } from '../../shared/api/brands';
import { CollectionPage, CollectionsIndexPage } from '../../features/catalog';
import { areaHead, collectionHead } from '../../features/catalog/lib/seo';
import { validateListSearch } from '../../features/catalog/lib/search';
import { loadCollection } from '../../features/catalog/lib/collection-path';
import type { CollectionArea } from '../../features/catalog/lib/areas';

const AREA_PAGES: Record<string, CollectionArea> = { 'bathroom-collections': 'bath', 'kitchen-collections': 'kitchen' };

/** /b/bathroom-collections, /b/kitchen-collections, and /b/{brand code} (spec §2 collections and brands). */
export const Route = createFileRoute('/b/$code')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    if (AREA_PAGES[params.code]) {
      await queryClient.ensureQueryData(brandsQueryOptions()).catch(() => undefined);
      return;
    }
    await loadCollection(queryClient, params.code, deps);
  },
  head: ({ match, params }) =>
    AREA_PAGES[params.code]
      ? areaHead(AREA_PAGES[params.code]!)
      : collectionHead(match.context.queryClient.getQueryData(brandQueryOptions(params.code).queryKey), params.code),
  component: function BrandRoute() {
    const { code } = Route.useParams();
    const { page, sort } = Route.useSearch();
    const area = AREA_PAGES[code];
    if (area) return <CollectionsIndexPage area={area} />;
    return <CollectionPage code={code} page={page} sort={sort} route="/b/$code" />;
  },
});
