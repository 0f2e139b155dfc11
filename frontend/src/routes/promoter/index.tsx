import { createFileRoute } from '@tanstack/react-router';
import { PromoterHome } from '../../features/promoter/components/PromoterHome';
import { myPromoterRequestQueryOptions } from '../../features/promoter/api/my-request';

/** /promoter: the application, or the request's state and the promoter code (spec §2, §3, §4). */
export const Route = createFileRoute('/promoter/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myPromoterRequestQueryOptions()).catch(() => undefined),
  component: PromoterHome,
});
