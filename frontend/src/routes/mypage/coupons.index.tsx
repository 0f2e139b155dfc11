import { createFileRoute } from '@tanstack/react-router';
import { MyCouponsPage } from '../../features/coupons/components/MyCouponsPage';
import { myCouponsQueryOptions } from '../../features/coupons/api/my-coupons';

/** /mypage/coupons (spec §2): the member's usable coupons (the 사용가능 tab). */
export const Route = createFileRoute('/mypage/coupons/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myCouponsQueryOptions('available', 1)).catch(() => undefined),
  component: () => <MyCouponsPage tab="available" page={1} />,
});
