import { createFileRoute } from '@tanstack/react-router';
import { ShowroomPage } from '../../../features/showcases/components/ShowroomPage';
import { showroomQueryOptions } from '../../../features/showcases/api/shop';
import { showroomHead } from '../../../features/showcases/lib/seo';

/** /shop/showrooms/{code}: one showroom with its address, hours, phone and directions (spec §2 Shop pages). */
export const Route = createFileRoute('/shop/showrooms/$code')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(showroomQueryOptions(params.code)).catch(() => undefined),
  head: ({ match, params }) => showroomHead(match.context.queryClient.getQueryData(showroomQueryOptions(params.code).queryKey), params.code),
  component: function ShowroomRoute() {
    const { code } = Route.useParams();
    return <ShowroomPage code={code} />;
  },
});
