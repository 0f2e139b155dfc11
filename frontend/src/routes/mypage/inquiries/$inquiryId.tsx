import { createFileRoute } from '@tanstack/react-router';
import { InquiryViewPage } from '../../../features/center/components/InquiryViewPage';
import { myInquiryQueryOptions } from '../../../features/center/api/my-inquiries';
import { privateHead } from '../../../shared/seo/page-head';

/** /mypage/inquiries/{id} (spec §2): one 1:1 inquiry and its answer. */
export const Route = createFileRoute('/mypage/inquiries/$inquiryId')({
  head: () => privateHead('1:1 문의'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(myInquiryQueryOptions(params.inquiryId)).catch(() => undefined),
  component: InquiryViewRoute,
});

function InquiryViewRoute() {
  const { inquiryId } = Route.useParams();
  return <InquiryViewPage inquiryId={inquiryId} />;
}
