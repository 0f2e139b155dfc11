import { createFileRoute } from '@tanstack/react-router';
import { CertResponsePage } from '../../../../features/identity/components/cert/CertResponsePage';
import { privateHead } from '../../../../shared/seo/page-head';

/** /common/kcp/cert/response: the 본인인증 popup's last page, which hands the result to its opener (spec §2). */
export const Route = createFileRoute('/common/kcp/cert/response')({
  ssr: false,
  head: () => privateHead('휴대폰 본인인증 결과'),
  component: CertResponsePage,
});
