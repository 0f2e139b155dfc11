import { createFileRoute } from '@tanstack/react-router';
import { FormKindsPage } from '../../../features/center/components/FormKindsPage';

/** /center/inquiry (spec §2 Customer centre "inquiry"): the kinds of forms, each with its service page. */
export const Route = createFileRoute('/center/inquiry/')({
  head: () => ({ meta: [{ title: '1:1 문의 | 고객센터' }] }),
  component: FormKindsPage,
});
