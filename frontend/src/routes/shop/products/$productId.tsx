import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductDetailPage, ProductNotFound } from '../../../features/catalog';
import { productHead } from '../../../features/catalog/lib/seo';
import { productQueryOptions } from '../../../features/catalog/api/get-product';
import { hasErrorCode } from '../../../shared/api/client';

/** /shop/products/{id or code}: one product. An unknown product answers 404 with the page's own message. */
export const Route = createFileRoute('/shop/products/$productId')({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.ensureQueryData(productQueryOptions(params.productId));
    } catch (e) {
      if (hasErrorCode(e, 'NOT_FOUND', 'PRODUCT_NOT_FOUND')) throw notFound();
    }
  },
  head: ({ match, params }) => productHead(match.context.queryClient.getQueryData(productQueryOptions(params.productId).queryKey), params.productId),
  component: ProductRoute,
  notFoundComponent: ProductNotFound,
});

function ProductRoute() {
  const { productId } = Route.useParams();
  return <ProductDetailPage productId={productId} />;
}
