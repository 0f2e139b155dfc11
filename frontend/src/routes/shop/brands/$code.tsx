import { createFileRoute } from '@tanstack/react-router';
import { brandQueryOptions } from '../../../shared/api/brands';
import { CollectionPage } from '../../../features/catalog';
import { collectionHead } from '../../../features/catalog/lib/seo';
import { validateListSearch } from '../../../features/catalog/lib/search';
import { loadCollection } from '../../../features/catalog/lib/collection-path';

/** /shop/brands/{code}: a brand and its products (spec §2); its canonical address is the collection page's. */
export const Route = createFileRoute('/shop/brands/$code')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) => loadCollection(queryClient, params.code, deps),
  head: ({ match, params }) => collectionHead(match.context.queryClient.getQueryData(brandQueryOptions(params.code).queryKey), params.code),
  component: function BrandRoute() {
    const { code } = Route.useParams();
    const { page, sort } = Route.useSearch();
    return <CollectionPage code={code} page={page} sort={sort} route="/shop/brands/$code" />;
  },
});
