import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionPage } from '../../../features/showcases/components/ExhibitionPage';
import { exhibitionQueryOptions } from '../../../features/showcases/api/shop';
import { exhibitionHead } from '../../../features/showcases/lib/seo';

/** /shop/exhibitions/{id}: one exhibition with its banner, content and products (spec §2 Shop pages). */
export const Route = createFileRoute('/shop/exhibitions/$exhibitionId')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(exhibitionQueryOptions(params.exhibitionId)).catch(() => undefined),
  head: ({ match, params }) =>
    exhibitionHead(match.context.queryClient.getQueryData(exhibitionQueryOptions(params.exhibitionId).queryKey), params.exhibitionId),
  component: function ExhibitionRoute() {
    const { exhibitionId } = Route.useParams();
    return <ExhibitionPage id={exhibitionId} />;
  },
});
