import { createFileRoute } from '@tanstack/react-router';
import { RefundAccountPage } from '../../features/refund-account/components/RefundAccountPage';
import { refundAccountQueryOptions } from '../../features/refund-account/api/refund-account';

export const Route = createFileRoute('/mypage/refund-account')({
  loader: ({ context }) => context.queryClient.ensureQueryData(refundAccountQueryOptions()).catch(() => undefined),
  component: RefundAccountPage,
});
