import { createFileRoute } from '@tanstack/react-router';
import { RegularPurchasesPage } from '../../features/mypage/components/RegularPurchasesPage';
import { regularPurchasesQueryOptions } from '../../features/mypage/api/regular-purchases';

/** /mypage/cart/regular: products bought before, to buy again (spec §2 member area "cart/regular"). */
export const Route = createFileRoute('/mypage/cart_/regular')({
  loader: ({ context }) => context.queryClient.ensureQueryData(regularPurchasesQueryOptions()).catch(() => undefined),
  component: RegularPurchasesPage,
});
