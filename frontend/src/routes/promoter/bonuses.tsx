import { createFileRoute } from '@tanstack/react-router';
import { BonusesPage } from '../../features/promoter/components/BonusesPage';
import { myPromoterRequestQueryOptions } from '../../features/promoter/api/my-request';

/** /promoter/bonuses: the approved promoter's balance and bonus history, every type (spec §2 bonuses, §7 GET promoter/bonuses). */
export const Route = createFileRoute('/promoter/bonuses')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myPromoterRequestQueryOptions()).catch(() => undefined),
  component: () => <BonusesPage tab="all" />,
});
