import { createFileRoute } from '@tanstack/react-router';
import { FindIdPage } from '../features/identity/components/recovery/FindIdPage';
import { privateHead } from '../shared/seo/page-head';

/** /login/find-id (spec §2): find the ID by 휴대폰 본인인증 or by name and e-mail. */
export const Route = createFileRoute('/login_/find-id')({
  head: () => privateHead('아이디 찾기'),
  component: FindIdPage,
});
