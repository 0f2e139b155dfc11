import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../features/identity/components/JoinPage';
import { termsQueryOptions } from '../shared/api/terms';
import { pageHead } from '../shared/seo/page-head';

export const Route = createFileRoute('/join')({
  head: () => pageHead({ title: '회원가입', description: '세라메종 회원으로 가입하고 욕실과 주방을 위한 세라믹을 만나보세요.', path: '/join' }),
  // A promoter's share link names their code (추천인코드), which prefills the form.
  validateSearch: (s: Record<string, unknown>): { promoterCode?: string } =>
    typeof s.promoterCode === 'string' && /^[A-Za-z0-9]{1,20}$/.test(s.promoterCode) ? { promoterCode: s.promoterCode.toUpperCase() } : {},
  // The terms arrive with the page (the form's terms section reads the same query).
  loader: ({ context }) => context.queryClient.ensureQueryData(termsQueryOptions()).catch(() => undefined),
  component: JoinRoute,
});

function JoinRoute() {
  const { promoterCode } = Route.useSearch();
  return <JoinPage promoterCode={promoterCode} />;
}
