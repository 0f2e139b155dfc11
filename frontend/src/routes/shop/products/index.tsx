import { createFileRoute } from '@tanstack/react-router';
import { categoryTreeQueryOptions } from '../../../shared/api/categories';
import { ShopListPage } from '../../../features/catalog';
import { facetedFilter, listParams, validateFacetedSearch } from '../../../features/catalog/lib/search';
import { listingHead } from '../../../features/catalog/lib/seo';
import { productListQueryOptions } from '../../../features/catalog/api/get-products';

/** /shop/products: every shown product, sorted and paged. */
export const Route = createFileRoute('/shop/products/')({
  validateSearch: validateFacetedSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(categoryTreeQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(productListQueryOptions(listParams(facetedFilter({}, deps.filters), deps.page, deps.sort))).catch(() => undefined),
    ]);
  },
  head: ({ match }) => listingHead(match.context.queryClient.getQueryData(categoryTreeQueryOptions().queryKey), undefined, match.search.page),
  component: function ProductsRoute() {
    const { page, sort, filters } = Route.useSearch();
    return <ShopListPage page={page} sort={sort} filters={filters} />;
  },
});
