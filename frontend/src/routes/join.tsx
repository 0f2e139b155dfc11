import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../features/identity/components/JoinPage';
import { termsQueryOptions } from '../shared/api/terms';
import { pageHead } from '../shared/seo/page-head';

export const Route = createFileRoute('/join')({
  head: () => pageHead({ title: '회원가입', description: '세라메종 회원으로 가입하고 욕실과 주방을 위한 세라믹을 만나보세요.', path: '/join' }),
  // The terms arrive with the page (the form's terms section reads the same query).
  loader: ({ context }) => context.queryClient.ensureQueryData(termsQueryOptions()).catch(() => undefined),
  component: JoinPage,
});
