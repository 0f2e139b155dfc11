import { createFileRoute } from '@tanstack/react-router';
import { MyQuestionsPage } from '../../features/center/components/MyQuestionsPage';
import { myQuestionsQueryOptions } from '../../features/center/api/my-questions';
import { privateHead } from '../../shared/seo/page-head';

/** /mypage/questions (spec §2 mypage questions): the member's customer centre questions and their answers. */
export const Route = createFileRoute('/mypage/questions')({
  head: () => privateHead('질문'),
  loader: ({ context }) => context.queryClient.ensureQueryData(myQuestionsQueryOptions('MEMBER', 1)).catch(() => undefined),
  component: MemberQuestionsRoute,
});

function MemberQuestionsRoute() {
  return <MyQuestionsPage audience="MEMBER" />;
}
