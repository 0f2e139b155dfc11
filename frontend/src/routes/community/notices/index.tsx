import { createFileRoute } from '@tanstack/react-router';
import { communityNoticesQueryOptions } from '../../../features/community/api/boards';
import { CommunityNoticesPage } from '../../../features/community/components/CommunityNoticesPage';
import { communityNoticesHead } from '../../../features/community/lib/community-seo';
import { communityListSearchOf } from '../../../features/community/lib/list-search';

/** /community/notices (spec §2 Info): the centre's notices under the community menu. */
export const Route = createFileRoute('/community/notices/')({
  validateSearch: communityListSearchOf,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(communityNoticesQueryOptions(deps.page, deps.searchValue)).catch(() => undefined),
  head: () => communityNoticesHead(),
  component: function CommunityNoticesRoute() {
    const { page = 1, searchValue = '' } = Route.useSearch();
    return <CommunityNoticesPage page={page} searchValue={searchValue} />;
  },
});
