import { createFileRoute } from '@tanstack/react-router';
import { requireConsoleArea } from '../../features/console/guards';
import { settlementQueryOptions } from '../../features/settlements/api/settlements';
import { SettlementDetailPage } from '../../features/settlements/components/SettlementDetailPage';

/** /console/user-settlements/{promoterId:YYYY-MM}: one promoter's month (spec §2 user-settlements +{_settlement}; §6 console only). */
export const Route = createFileRoute('/console/user-settlements/$settlementId')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('settlements', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(settlementQueryOptions(params.settlementId)).catch(() => undefined),
  component: SettlementRoute,
});

function SettlementRoute() {
  const { settlementId } = Route.useParams();
  return <SettlementDetailPage settlementId={settlementId} />;
}
