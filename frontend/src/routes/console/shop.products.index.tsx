import { createFileRoute } from '@tanstack/react-router';
import { ConsoleProductsPage } from '../../features/product-editor/components/ConsoleProductsPage';
import { productsQueryOptions } from '../../features/product-editor/api/products';
import { validateProductsSearch } from '../../features/product-editor/lib/product-search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/products: the product list (spec §2 console shop products; §6 admin02 and console). */
export const Route = createFileRoute('/console/shop/products/')({
  validateSearch: validateProductsSearch,
  beforeLoad: ({ location, preload }) => requireConsoleArea('products', { location, preload }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(productsQueryOptions(deps)).catch(() => undefined),
  component: ProductsRoute,
});

function ProductsRoute() {
  return <ConsoleProductsPage search={Route.useSearch()} />;
}
