import { createFileRoute } from '@tanstack/react-router';
import { FormViewPage } from '../../../features/center/components/FormViewPage';
import { privateHead } from '../../../shared/seo/page-head';

/** /center/inquiry/{_form}?key=… (spec §2 Customer centre "inquiry/{_form}"): one sent form for its writer. */
export const Route = createFileRoute('/center/inquiry/$formId')({
  validateSearch: (s: Record<string, unknown>): { key?: string } => ({ key: typeof s.key === 'string' && s.key ? s.key.slice(0, 100) : undefined }),
  head: () => privateHead('문의 내역'),
  component: function FormRoute() {
    const { formId } = Route.useParams();
    const { key = '' } = Route.useSearch();
    return <FormViewPage formId={formId} formKey={key} />;
  },
});
