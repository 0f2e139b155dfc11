import { createFileRoute } from '@tanstack/react-router';
import { PurchasesPage } from '../../features/promoter/components/PurchasesPage';
import { myPromoterRequestQueryOptions } from '../../features/promoter/api/my-request';
import { validatePurchasesSearch } from '../../features/promoter/lib/purchases-search';
import { privateHead } from '../../shared/seo/page-head';

/** /promoter/promotee-purchases?month&status&page: the promotees' purchase lines (spec §2, §7 Promoter GET purchases). */
export const Route = createFileRoute('/promoter/promotee-purchases')({
  validateSearch: validatePurchasesSearch,
  head: () => privateHead('추천회원 구매내역'),
  loader: ({ context }) => context.queryClient.ensureQueryData(myPromoterRequestQueryOptions()).catch(() => undefined),
  component: PromoteePurchasesRoute,
});

function PromoteePurchasesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PurchasesPage of="promotees" search={search} onSearch={(next) => void navigate({ search: next })} />;
}
