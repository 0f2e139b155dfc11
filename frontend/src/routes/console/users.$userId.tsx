import { createFileRoute } from '@tanstack/react-router';
import { ConsoleMemberPage } from '../../features/members/components/ConsoleMemberPage';
import { RECORD_TABS, type RecordTab } from '../../features/members/lib/record-tabs';
import { memberQueryOptions } from '../../features/members/api/members';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/users/{_user}: one member with the records' tab (spec §2; §6 console only). */
export const Route = createFileRoute('/console/users/$userId')({
  validateSearch: (s: Record<string, unknown>): { tab?: RecordTab } => ({
    tab: RECORD_TABS.some((t) => t.value === s.tab && t.value !== 'orders') ? (s.tab as RecordTab) : undefined,
  }),
  beforeLoad: ({ location, preload }) => requireConsoleArea('users', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(memberQueryOptions(params.userId)).catch(() => undefined),
  component: MemberRoute,
});

function MemberRoute() {
  const { userId } = Route.useParams();
  const { tab = 'orders' } = Route.useSearch();
  return <ConsoleMemberPage userId={userId} tab={tab} />;
}
