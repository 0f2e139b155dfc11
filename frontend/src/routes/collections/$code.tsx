import { createFileRoute } from '@tanstack/react-router';
import { brandQueryOptions } from '../../shared/api/brands';
import { CollectionPage } from '../../features/catalog';
import { collectionHead } from '../../features/catalog/lib/seo';
import { listParams, validateListSearch } from '../../features/catalog/lib/search';
import { productListQueryOptions } from '../../features/catalog/api/get-products';

/** /collections/{code}: a brand collection and its products. */
export const Route = createFileRoute('/collections/$code')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(brandQueryOptions(params.code)).catch(() => undefined),
      queryClient.ensureQueryData(productListQueryOptions(listParams({ brand: params.code }, deps.page, deps.sort))).catch(() => undefined),
    ]);
  },
  head: ({ match, params }) => collectionHead(match.context.queryClient.getQueryData(brandQueryOptions(params.code).queryKey), params.code),
  component: function CollectionRoute() {
    const { code } = Route.useParams();
    const { page, sort } = Route.useSearch();
    return <CollectionPage code={code} page={page} sort={sort} />;
  },
});
