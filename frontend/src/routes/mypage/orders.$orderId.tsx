import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '../../features/mypage/components/OrderDetailPage';
import { myOrderQueryOptions } from '../../features/mypage/api/get-my-order';

export const Route = createFileRoute('/mypage/orders/$orderId')({
  // A missing or foreign order is shown by the page (404 → 주문을 찾을 수 없습니다), not by the router.
  loader: ({ context, params }) => context.queryClient.ensureQueryData(myOrderQueryOptions(params.orderId)).catch(() => undefined),
  component: MyOrderRoute,
});

function MyOrderRoute() {
  const { orderId } = Route.useParams();
  return <OrderDetailPage key={orderId} orderId={orderId} />;
}
