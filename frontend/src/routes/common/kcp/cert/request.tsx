import { createFileRoute } from '@tanstack/react-router';
import { CertRequestPage } from '../../../../features/identity/components/cert/CertRequestPage';
import { privateHead } from '../../../../shared/seo/page-head';

/** /common/kcp/cert/request: the 본인인증 popup's first page, which posts to KCP's window (spec §2). */
export const Route = createFileRoute('/common/kcp/cert/request')({
  ssr: false,
  head: () => privateHead('휴대폰 본인인증'),
  component: CertRequestPage,
});
