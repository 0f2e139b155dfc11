import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage, productQueryOptions } from '../../../features/catalog';

/** /shop/products/{id or code}: one product. */
export const Route = createFileRoute('/shop/products/$productId')({
  loader: async ({ context: { queryClient }, params }) => {
    await queryClient.ensureQueryData(productQueryOptions(params.productId)).catch(() => undefined);
  },
  component: function ProductRoute() {
    const { productId } = Route.useParams();
    return <ProductDetailPage productId={productId} />;
  },
});
