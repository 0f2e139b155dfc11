import { createFileRoute } from '@tanstack/react-router';
import { ORDER_TAB_TEXT, type OrderTab } from '@shop/contracts';
import { MyOrdersPage } from '../../features/mypage/components/MyOrdersPage';
import { MY_ORDERS_PAGE_SIZE } from '../../features/mypage/lib/orders-page';
import { myOrdersQueryOptions } from '../../features/mypage/api/get-my-orders';

/** Search of /mypage/orders: the status tab and the 1-based page. */
export interface MyOrdersSearch {
  tab?: OrderTab;
  page?: number;
}

const isTab = (v: unknown): v is OrderTab => typeof v === 'string' && v in ORDER_TAB_TEXT;

export const Route = createFileRoute('/mypage/orders/')({
  validateSearch: (s: Record<string, unknown>): MyOrdersSearch => {
    const page = Number(s.page);
    return {
      tab: isTab(s.tab) && s.tab !== 'all' ? s.tab : undefined,
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    };
  },
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'all', page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myOrdersQueryOptions({ ...deps, limit: MY_ORDERS_PAGE_SIZE })).catch(() => undefined),
  component: MyOrdersRoute,
});

function MyOrdersRoute() {
  const { tab = 'all', page = 1 } = Route.useSearch();
  return <MyOrdersPage tab={tab} page={page} />;
}
