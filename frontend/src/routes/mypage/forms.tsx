import { createFileRoute } from '@tanstack/react-router';
import { MyFormsPage } from '../../features/center/components/MyFormsPage';
import { myFormsQueryOptions } from '../../features/center/api/forms';
import { privateHead } from '../../shared/seo/page-head';

/** /mypage/forms (spec §2 member area "forms"): the member's sent forms and their answers. */
export const Route = createFileRoute('/mypage/forms')({
  head: () => privateHead('문의 내역'),
  loader: ({ context }) => context.queryClient.ensureQueryData(myFormsQueryOptions(1)).catch(() => undefined),
  component: MyFormsPage,
});
