import { createFileRoute } from '@tanstack/react-router';
import { PromoteesPage } from '../../features/promoter/components/PromoteesPage';
import { myPromoterRequestQueryOptions } from '../../features/promoter/api/my-request';

/** /promoter/promotees: the approved promoter's promotees (spec §2 promotees, §7 GET promoter/promotees). */
export const Route = createFileRoute('/promoter/promotees')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myPromoterRequestQueryOptions()).catch(() => undefined),
  component: PromoteesPage,
});
