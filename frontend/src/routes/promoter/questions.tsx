import { createFileRoute } from '@tanstack/react-router';
import { MyQuestionsPage } from '../../features/center/components/MyQuestionsPage';
import { PromoterGate } from '../../features/promoter/components/PromoterGate';
import { myPromoterRequestQueryOptions } from '../../features/promoter/api/my-request';
import { privateHead } from '../../shared/seo/page-head';

/** /promoter/questions (spec §2 promoter questions): the approved promoter's questions to the customer centre, kept apart from the member area's. */
export const Route = createFileRoute('/promoter/questions')({
  head: () => privateHead('질문'),
  loader: ({ context }) => context.queryClient.ensureQueryData(myPromoterRequestQueryOptions()).catch(() => undefined),
  component: PromoterQuestionsRoute,
});

function PromoterQuestionsRoute() {
  return <PromoterGate>{() => <MyQuestionsPage audience="PROMOTER" />}</PromoterGate>;
}
