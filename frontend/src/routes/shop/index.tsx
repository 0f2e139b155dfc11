import { createFileRoute, redirect } from '@tanstack/react-router';
import { categoryTreeQueryOptions } from '../../shared/api/categories';
import { ShopListPage } from '../../features/catalog';
import { facetedFilter, listParams, parseText, validateFacetedSearch } from '../../features/catalog/lib/search';
import { listingHead } from '../../features/catalog/lib/seo';
import { productListQueryOptions } from '../../features/catalog/api/get-products';

/** /shop redirects to /shop/products; /shop?category={code} is the category listing (spec §2). */
export const Route = createFileRoute('/shop/')({
  validateSearch: (search: Record<string, unknown>) => ({ category: parseText(search.category), ...validateFacetedSearch(search) }),
  beforeLoad: ({ search }) => {
    if (!search.category) throw redirect({ to: '/shop/products', search: { page: search.page, sort: search.sort, filters: search.filters }, replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(categoryTreeQueryOptions()).catch(() => undefined),
      queryClient
        .ensureQueryData(productListQueryOptions(listParams(facetedFilter({ category: deps.category }, deps.filters), deps.page, deps.sort)))
        .catch(() => undefined),
    ]);
  },
  head: ({ match }) => listingHead(match.context.queryClient.getQueryData(categoryTreeQueryOptions().queryKey), match.search.category, match.search.page),
  component: function ShopCategoryRoute() {
    const { category, page, sort, filters } = Route.useSearch();
    return <ShopListPage category={category} page={page} sort={sort} filters={filters} />;
  },
});
