import { createFileRoute } from '@tanstack/react-router';
import { InquiryEditorPage } from '../../../features/center/components/InquiryEditorPage';
import { privateHead } from '../../../shared/seo/page-head';

/** /mypage/inquiries/write (spec §2): writes a 1:1 inquiry. */
export const Route = createFileRoute('/mypage/inquiries/write')({
  head: () => privateHead('1:1 문의하기'),
  component: () => <InquiryEditorPage />,
});
