import { createFileRoute } from '@tanstack/react-router';
import { ProductCreatePage } from '../../features/product-editor/components/ProductEditorPage';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/products/create: a new product (spec §2 console shop products create). */
export const Route = createFileRoute('/console/shop/products/create')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('products', { location, preload }),
  component: ProductCreatePage,
});
