import { createFileRoute } from '@tanstack/react-router';
import { FindPasswordPage } from '../features/identity/components/recovery/FindPasswordPage';
import { privateHead } from '../shared/seo/page-head';

/** Search of /login/find-password: the reset token of an e-mailed link. */
export interface FindPasswordSearch {
  token?: string;
}

/** /login/find-password (spec §2): a reset link by e-mail, a reset after 본인인증, or the e-mailed link's new-password form. */
export const Route = createFileRoute('/login_/find-password')({
  validateSearch: (s: Record<string, unknown>): FindPasswordSearch => ({ token: typeof s.token === 'string' && s.token ? s.token.slice(0, 2000) : undefined }),
  head: () => privateHead('비밀번호 찾기'),
  component: FindPasswordRoute,
});

function FindPasswordRoute() {
  const { token } = Route.useSearch();
  return <FindPasswordPage token={token} />;
}
