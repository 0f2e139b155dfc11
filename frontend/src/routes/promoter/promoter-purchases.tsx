import { createFileRoute } from '@tanstack/react-router';
import { PurchasesPage } from '../../features/promoter/components/PurchasesPage';
import { myPromoterRequestQueryOptions } from '../../features/promoter/api/my-request';
import { validatePurchasesSearch } from '../../features/promoter/lib/purchases-search';
import { privateHead } from '../../shared/seo/page-head';

/** /promoter/promoter-purchases?month&status&page: the promoter's own purchase lines (spec §2; GET promoter/purchases?of=self). */
export const Route = createFileRoute('/promoter/promoter-purchases')({
  validateSearch: validatePurchasesSearch,
  head: () => privateHead('내 구매내역'),
  loader: ({ context }) => context.queryClient.ensureQueryData(myPromoterRequestQueryOptions()).catch(() => undefined),
  component: PromoterPurchasesRoute,
});

function PromoterPurchasesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PurchasesPage of="self" search={search} onSearch={(next) => void navigate({ search: next })} />;
}
