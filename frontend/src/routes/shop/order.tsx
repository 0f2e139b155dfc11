import { createFileRoute } from '@tanstack/react-router';
import { OrderPage } from '../../features/order/components/OrderPage';
import { PostcodeSearch } from '../../features/address/components/PostcodeSearch';
import { requireSignedIn } from '../../features/identity/guards';
import { meInfoQueryOptions } from '../../shared/api/me-info';
import { settingQueryOptions } from '../../shared/api/setting';
import { cartLinesQueryOptions } from '../../shared/api/carts';
import { usePickup } from '../../shared/stores/pickup';
import { privateHead } from '../../shared/seo/page-head';

export const Route = createFileRoute('/shop/order')({
  // Rendered in the browser, where the session and the pick-up are.
  ssr: false,
  head: () => privateHead('주문하기'),
  beforeLoad: ({ location, preload }) => requireSignedIn({ location, preload }),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(meInfoQueryOptions()),
      queryClient.ensureQueryData(settingQueryOptions()),
      usePickup.getState().cartIds?.length ? queryClient.ensureQueryData(cartLinesQueryOptions()) : null,
    ]).catch(() => undefined),
  component: OrderRoute,
});

/** The order page with the address feature's 우편번호 찾기 in its address blocks. */
function OrderRoute() {
  return <OrderPage addressSearch={PostcodeSearch} />;
}
