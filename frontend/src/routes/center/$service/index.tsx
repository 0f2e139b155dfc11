import { createFileRoute, notFound } from '@tanstack/react-router';
import { FORM_KINDS, serviceFormCodeOf } from '@shop/contracts';
import { ServicePage } from '../../../features/center/components/ServicePage';

/** /center/{service} (spec §2 Customer centre): one of the eleven service pages; any other name is the 404 page. */
export const Route = createFileRoute('/center/$service/')({
  beforeLoad: ({ params }) => {
    if (!serviceFormCodeOf(params.service)) throw notFound();
  },
  head: ({ params }) => ({ meta: [{ title: `${FORM_KINDS[serviceFormCodeOf(params.service) ?? 'consultation'].title} | 고객센터` }] }),
  component: function ServiceRoute() {
    const { service } = Route.useParams();
    return <ServicePage code={serviceFormCodeOf(service) ?? 'consultation'} />;
  },
});
