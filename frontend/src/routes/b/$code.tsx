import { createFileRoute } from '@tanstack/react-router';
import { brandQueryOptions, brandsQueryOptions } from '../../shared/api/brands';
import {
  CollectionPage,
  CollectionsIndexPage,
  areaHead,
  collectionHead,
  listParams,
  productListQueryOptions,
  validateListSearch,
  type CollectionArea,
} from '../../features/catalog';

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
    await Promise.all([
      queryClient.ensureQueryData(brandQueryOptions(params.code)).catch(() => undefined),
      queryClient.ensureQueryData(productListQueryOptions(listParams({ brand: params.code }, deps.page, deps.sort))).catch(() => undefined),
    ]);
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
