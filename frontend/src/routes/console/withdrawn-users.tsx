import { createFileRoute } from '@tanstack/react-router';
import { WithdrawnMembersPage } from '../../features/members/components/WithdrawnMembersPage';
import { withdrawnMembersQueryOptions } from '../../features/members/api/members';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/withdrawn-users: members who left (spec §2; §6 console only). */
export const Route = createFileRoute('/console/withdrawn-users')({
  validateSearch: (s: Record<string, unknown>): { page?: number } => {
    const page = Number(s.page);
    return { page: Number.isInteger(page) && page > 1 ? page : undefined };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('withdrawnUsers', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(withdrawnMembersQueryOptions(deps.page)).catch(() => undefined),
  component: WithdrawnRoute,
});

function WithdrawnRoute() {
  const { page = 1 } = Route.useSearch();
  return <WithdrawnMembersPage page={page} />;
}
