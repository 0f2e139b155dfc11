import { createFileRoute } from '@tanstack/react-router';
import { ScoresPage } from '../../features/promoter/components/ScoresPage';
import { myPromoterRequestQueryOptions } from '../../features/promoter/api/my-request';
import { privateHead } from '../../shared/seo/page-head';

/** /promoter/scores: the approved promoter's accumulated score and its history (spec §2 scores). */
export const Route = createFileRoute('/promoter/scores')({
  head: () => privateHead('점수'),
  loader: ({ context }) => context.queryClient.ensureQueryData(myPromoterRequestQueryOptions()).catch(() => undefined),
  component: ScoresPage,
});
