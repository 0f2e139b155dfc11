import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/components/CartPage';
import { cartLinesQueryOptions } from '../../shared/api/carts';

export const Route = createFileRoute('/mypage/cart')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartLinesQueryOptions()).catch(() => undefined),
  component: CartPage,
});
