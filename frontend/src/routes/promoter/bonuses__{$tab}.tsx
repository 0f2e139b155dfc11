import { createFileRoute, redirect } from '@tanstack/react-router';
import { BonusesPage } from '../../features/promoter/components/BonusesPage';
import { BONUS_TABS, type BonusTab } from '../../features/promoter/api/bonuses';
import { myPromoterRequestQueryOptions } from '../../features/promoter/api/my-request';

/** /promoter/bonuses__{tab} (spec §2): the history of one bonus type (sales, goods, grade, admin-edit, debit, withdrawal); another tab goes to /promoter/bonuses. */
export const Route = createFileRoute('/promoter/bonuses__{$tab}')({
  beforeLoad: ({ params }) => {
    if (!(params.tab in BONUS_TABS) || params.tab === 'all') throw redirect({ to: '/promoter/bonuses' });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(myPromoterRequestQueryOptions()).catch(() => undefined),
  component: BonusTabRoute,
});

function BonusTabRoute() {
  const { tab } = Route.useParams();
  return <BonusesPage tab={tab as BonusTab} />;
}
