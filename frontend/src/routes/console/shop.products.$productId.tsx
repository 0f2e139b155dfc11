import { createFileRoute } from '@tanstack/react-router';
import { ProductEditPage } from '../../features/product-editor/components/ProductEditorPage';
import { productQueryOptions } from '../../features/product-editor/api/products';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/products/{_product}: one product's form and history (spec §2; §6 admin02 and console). */
export const Route = createFileRoute('/console/shop/products/$productId')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('products', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(productQueryOptions(params.productId)).catch(() => undefined),
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductEditPage productId={Route.useParams().productId} />;
}
