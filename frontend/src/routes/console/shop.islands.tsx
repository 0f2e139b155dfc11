import { createFileRoute } from '@tanstack/react-router';
import { requireConsoleArea } from '../../features/console/guards';
import { islandsQueryOptions } from '../../features/shipping/api/islands';
import { IslandsPage } from '../../features/shipping/components/IslandsPage';

export const Route = createFileRoute('/console/shop/islands')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('islands', { location, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(islandsQueryOptions()).catch(() => undefined),
  component: IslandsPage,
});
