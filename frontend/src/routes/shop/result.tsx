import { createFileRoute, redirect } from '@tanstack/react-router';
import { ResultPage } from '../../features/order/components/ResultPage';
import { myOrderQueryOptions } from '../../features/order/api/get-my-order';
import { requireSignedIn } from '../../features/identity/guards';
import { privateHead } from '../../shared/seo/page-head';

/** Search of /shop/result: the placed order's id. */
export interface ResultSearch {
  order?: string;
}

export const Route = createFileRoute('/shop/result')({
  validateSearch: (s: Record<string, unknown>): ResultSearch => ({ order: typeof s.order === 'string' && s.order ? s.order : undefined }),
  ssr: false,
  head: () => privateHead('주문 완료'),
  beforeLoad: ({ location, preload, search }) => {
    requireSignedIn({ location, preload });
    if (!search.order) throw redirect({ to: '/mypage/orders', replace: true });
  },
  loaderDeps: ({ search }) => ({ order: search.order }),
  loader: ({ context, deps }) => (deps.order ? context.queryClient.ensureQueryData(myOrderQueryOptions(deps.order)).catch(() => undefined) : undefined),
  component: ResultRoute,
});

function ResultRoute() {
  const { order } = Route.useSearch();
  return <ResultPage orderId={order ?? ''} />;
}
