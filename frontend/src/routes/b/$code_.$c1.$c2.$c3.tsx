import { createFileRoute } from '@tanstack/react-router';
import { brandQueryOptions } from '../../shared/api/brands';
import { categoryTreeQueryOptions } from '../../shared/api/categories';
import { CollectionCategoryPage } from '../../features/catalog';
import { loadCollectionCategory } from '../../features/catalog/lib/collection-path';
import { validateListSearch } from '../../features/catalog/lib/search';
import { collectionCategoryHead } from '../../features/catalog/lib/seo';

/** /b/$code/$c1/$c2/$c3: a brand collection narrowed to a category path (spec §2 /b/{code1} down to {code4}). */
export const Route = createFileRoute('/b/$code_/$c1/$c2/$c3')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) => loadCollectionCategory(queryClient, params.code, [params.c1, params.c2, params.c3], deps),
  head: ({ match, params }) =>
    collectionCategoryHead(
      match.context.queryClient.getQueryData(brandQueryOptions(params.code).queryKey),
      match.context.queryClient.getQueryData(categoryTreeQueryOptions().queryKey),
      params.code,
      [params.c1, params.c2, params.c3],
    ),
  component: function CollectionCategoryRoute() {
    const params = Route.useParams();
    const { page, sort } = Route.useSearch();
    return <CollectionCategoryPage code={params.code} codes={[params.c1, params.c2, params.c3]} page={page} sort={sort} />;
  },
});
