import { createFileRoute } from '@tanstack/react-router';
import { InquiryEditorPage } from '../../../features/center/components/InquiryEditorPage';
import { myInquiryQueryOptions } from '../../../features/center/api/my-inquiries';
import { privateHead } from '../../../shared/seo/page-head';

/** /mypage/inquiries/{id}/modify (spec §2): changes a 1:1 inquiry awaiting its answer. */
export const Route = createFileRoute('/mypage/inquiries/$inquiryId_/modify')({
  head: () => privateHead('1:1 문의 수정'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(myInquiryQueryOptions(params.inquiryId)).catch(() => undefined),
  component: ModifyInquiryRoute,
});

function ModifyInquiryRoute() {
  const { inquiryId } = Route.useParams();
  return <InquiryEditorPage inquiryId={inquiryId} />;
}
