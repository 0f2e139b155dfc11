import { createFileRoute } from '@tanstack/react-router';
import { CardResultPage, type CardResultSearch } from '../../../../features/order/components/CardResultPage';
import { requireSignedIn } from '../../../../features/identity/guards';
import { privateHead } from '../../../../shared/seo/page-head';

const text = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 300) : undefined);

/** /plugins/nice/pay/result: where NICE Pay's window comes back to, through the shop's approval (spec §2). */
export const Route = createFileRoute('/plugins/nice/pay/result')({
  validateSearch: (s: Record<string, unknown>): CardResultSearch => ({
    orderId: text(s.orderId),
    code: text(s.code),
    message: text(s.message),
    position: Number.isFinite(Number(s.position)) ? Number(s.position) : undefined,
  }),
  ssr: false,
  head: () => privateHead('결제 결과'),
  beforeLoad: ({ location, preload }) => requireSignedIn({ location, preload }),
  component: CardResultRoute,
});

function CardResultRoute() {
  return <CardResultPage {...Route.useSearch()} />;
}
