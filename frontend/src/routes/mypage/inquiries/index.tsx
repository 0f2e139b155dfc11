import { createFileRoute } from '@tanstack/react-router';
import { MyInquiriesPage } from '../../../features/center/components/MyInquiriesPage';
import { myInquiriesQueryOptions } from '../../../features/center/api/my-inquiries';
import { privateHead } from '../../../shared/seo/page-head';

/** /mypage/inquiries (spec §2): the member's 1:1 inquiries and their answer states. */
export const Route = createFileRoute('/mypage/inquiries/')({
  head: () => privateHead('1:1 문의'),
  loader: ({ context }) => context.queryClient.ensureQueryData(myInquiriesQueryOptions(1)).catch(() => undefined),
  component: MyInquiriesPage,
});
