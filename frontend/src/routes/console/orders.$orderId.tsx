import { createFileRoute } from '@tanstack/react-router';
import { ConsoleOrderPage } from '../../features/console/components/ConsoleOrderPage';
import { consoleOrderQueryOptions } from '../../features/console/api/get-console-order';
import { requireConsoleArea } from '../../features/console/guards';

export const Route = createFileRoute('/console/orders/$orderId')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('purchases', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(consoleOrderQueryOptions(params.orderId)).catch(() => undefined),
  component: ConsoleOrderRoute,
});

function ConsoleOrderRoute() {
  const { orderId } = Route.useParams();
  return <ConsoleOrderPage key={orderId} orderId={orderId} />;
}
