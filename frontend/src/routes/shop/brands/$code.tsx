import { createFileRoute } from '@tanstack/react-router';
import { brandQueryOptions } from '../../../shared/api/brands';
import { CollectionPage } from '../../../features/catalog';
import { collectionHead } from '../../../features/catalog/lib/seo';
import { listParams, validateListSearch } from '../../../features/catalog/lib/search';
import { productListQueryOptions } from '../../../features/catalog/api/get-products';

/** /shop/brands/{code}: a brand and its products (spec §2); its canonical address is the collection page's. */
export const Route = createFileRoute('/shop/brands/$code')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(brandQueryOptions(params.code)).catch(() => undefined),
      queryClient.ensureQueryData(productListQueryOptions(listParams({ brand: params.code }, deps.page, deps.sort))).catch(() => undefined),
    ]);
  },
  head: ({ match, params }) => collectionHead(match.context.queryClient.getQueryData(brandQueryOptions(params.code).queryKey), params.code),
  component: function BrandRoute() {
    const { code } = Route.useParams();
    const { page, sort } = Route.useSearch();
    return <CollectionPage code={code} page={page} sort={sort} route="/shop/brands/$code" />;
  },
});
