import { createFileRoute, notFound } from '@tanstack/react-router';
import { FORM_KINDS, serviceFormCodeOf } from '@shop/contracts';
import { FormPage } from '../../../features/center/components/ServicePage';

/** /center/{service}/inquire (spec §2 Customer centre "+inquire"): the service's form. */
export const Route = createFileRoute('/center/$service/inquire')({
  beforeLoad: ({ params }) => {
    if (!serviceFormCodeOf(params.service)) throw notFound();
  },
  head: ({ params }) => ({ meta: [{ title: `${FORM_KINDS[serviceFormCodeOf(params.service) ?? 'consultation'].title} 문의 | 고객센터` }] }),
  component: function InquireRoute() {
    const { service } = Route.useParams();
    const code = serviceFormCodeOf(service) ?? 'consultation';
    return <FormPage code={code} crumbs={[{ label: '고객센터' }, { label: FORM_KINDS[code].title, to: `/center/${code}` }]} />;
  },
});
