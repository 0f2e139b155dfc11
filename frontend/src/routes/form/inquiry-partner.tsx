import { createFileRoute } from '@tanstack/react-router';
import { FormPage } from '../../features/center/components/ServicePage';

/** /form/inquiry-partner (spec §2 public routes): the partner inquiry form (제휴 문의). */
export const Route = createFileRoute('/form/inquiry-partner')({
  head: () => ({ meta: [{ title: '제휴 문의' }] }),
  component: function PartnerRoute() {
    return <FormPage code="inquiry-partner" crumbs={[{ label: '제휴 문의' }]} />;
  },
});
