import { createFileRoute } from '@tanstack/react-router';
import { SearchResultsPage } from '../../features/catalog';
import { facetedFilter, listParams, parseText, validateFacetedSearch } from '../../features/catalog/lib/search';
import { productListQueryOptions } from '../../features/catalog/api/get-products';
import { searchHead } from '../../features/catalog/lib/seo';

/** /shop/sales?searchValue=: product search results. */
export const Route = createFileRoute('/shop/sales')({
  validateSearch: (search: Record<string, unknown>) => ({ searchValue: parseText(search.searchValue), ...validateFacetedSearch(search) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.searchValue) return;
    await queryClient
      .ensureQueryData(productListQueryOptions(listParams(facetedFilter({ searchValue: deps.searchValue }, deps.filters), deps.page, deps.sort)))
      .catch(() => undefined);
  },
  head: ({ match }) => searchHead(match.search.searchValue),
  component: function SearchRoute() {
    const { searchValue, page, sort, filters } = Route.useSearch();
    return <SearchResultsPage searchValue={searchValue} page={page} sort={sort} filters={filters} />;
  },
});
