import { createFileRoute } from '@tanstack/react-router';
import { PostcodeSearch } from '../../features/address/components/PostcodeSearch';
import { destinationsQueryOptions } from '../../features/destinations/api/destinations';
import { DestinationsPage } from '../../features/destinations/components/DestinationsPage';

/** /mypage/destinations: the member's saved delivery addresses (spec §2), inside the my-page layout and its guard. */
export const Route = createFileRoute('/mypage/destinations')({
  loader: ({ context }) => context.queryClient.ensureQueryData(destinationsQueryOptions()).catch(() => undefined),
  component: DestinationsRoute,
});

/** The destinations page with the address feature's 우편번호 찾기 in its dialog. */
function DestinationsRoute() {
  return <DestinationsPage addressSearch={PostcodeSearch} />;
}
