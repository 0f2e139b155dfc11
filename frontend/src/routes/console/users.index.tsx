import { createFileRoute } from '@tanstack/react-router';
import { ConsoleMembersPage } from '../../features/members/components/ConsoleMembersPage';
import { membersQueryOptions } from '../../features/members/api/members';
import { validateMembersSearch } from '../../features/members/lib/member-search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/users: the member list (spec §2 console users; §6 console only). */
export const Route = createFileRoute('/console/users/')({
  validateSearch: validateMembersSearch,
  beforeLoad: ({ location, preload }) => requireConsoleArea('users', { location, preload }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(membersQueryOptions(deps)).catch(() => undefined),
  component: MembersRoute,
});

function MembersRoute() {
  return <ConsoleMembersPage search={Route.useSearch()} />;
}
