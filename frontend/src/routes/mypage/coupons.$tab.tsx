import { createFileRoute, redirect } from '@tanstack/react-router';
import { USER_COUPON_TABS, type UserCouponTab } from '@shop/contracts';
import { MyCouponsPage } from '../../features/coupons/components/MyCouponsPage';
import { myCouponsQueryOptions } from '../../features/coupons/api/my-coupons';

/** Search of /mypage/coupons/{tab}: the 1-based page. */
export interface MyCouponsSearch {
  page?: number;
}

/** /mypage/coupons/{tab} (spec §2): available, used or expired; another tab goes to /mypage/coupons. */
export const Route = createFileRoute('/mypage/coupons/$tab')({
  validateSearch: (s: Record<string, unknown>): MyCouponsSearch => {
    const page = Number(s.page);
    return { page: Number.isInteger(page) && page > 1 ? page : undefined };
  },
  beforeLoad: ({ params }) => {
    if (!(USER_COUPON_TABS as string[]).includes(params.tab)) throw redirect({ to: '/mypage/coupons' });
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(myCouponsQueryOptions(params.tab as UserCouponTab, deps.page)).catch(() => undefined),
  component: MyCouponsRoute,
});

function MyCouponsRoute() {
  const { tab } = Route.useParams();
  const { page = 1 } = Route.useSearch();
  return <MyCouponsPage tab={tab as UserCouponTab} page={page} />;
}
