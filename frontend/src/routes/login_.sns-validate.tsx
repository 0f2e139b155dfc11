import { createFileRoute } from '@tanstack/react-router';
import { SnsValidatePage, type SnsValidatePageProps } from '../features/identity/components/SnsValidatePage';
import { privateHead } from '../shared/seo/page-head';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** /login/sns-validate: where Kakao and Naver send the browser back (`code` and `state`, or `error`). */
export const Route = createFileRoute('/login_/sns-validate')({
  validateSearch: (s: Record<string, unknown>): SnsValidatePageProps => ({
    state: text(s.state),
    code: text(s.code),
    error: text(s.error),
    error_description: text(s.error_description),
  }),
  // The answer is used once, in the browser, where the session is kept.
  ssr: false,
  head: () => privateHead('소셜 로그인'),
  component: SnsValidateRoute,
});

function SnsValidateRoute() {
  return <SnsValidatePage {...Route.useSearch()} />;
}
