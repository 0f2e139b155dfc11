import { createFileRoute } from '@tanstack/react-router';
import { ShowroomsPage } from '../../../features/showcases/components/ShowroomsPage';
import { showroomsQueryOptions } from '../../../features/showcases/api/shop';
import { showroomsHead } from '../../../features/showcases/lib/seo';

/** /shop/showrooms: every showroom, on a drawn map and by distance from the visitor (spec §2 Shop pages). */
export const Route = createFileRoute('/shop/showrooms/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(showroomsQueryOptions()).catch(() => undefined),
  head: () => showroomsHead(),
  component: ShowroomsPage,
});
