import { createFileRoute } from '@tanstack/react-router';
import { ConsoleOrderPage } from '../../features/console/components/ConsoleOrderPage';
import { consoleOrderQueryOptions } from '../../features/console/api/get-console-order';
import { ORDER_SCOPES, requireConsoleScope } from '../../features/console/guards';

export const Route = createFileRoute('/console/orders/$orderId')({
  beforeLoad: ({ location, preload }) => requireConsoleScope(ORDER_SCOPES, { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(consoleOrderQueryOptions(params.orderId)).catch(() => undefined),
  component: ConsoleOrderRoute,
});

function ConsoleOrderRoute() {
  const { orderId } = Route.useParams();
  return <ConsoleOrderPage key={orderId} orderId={orderId} />;
}
