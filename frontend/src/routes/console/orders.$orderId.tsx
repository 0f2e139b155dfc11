import { createFileRoute } from '@tanstack/react-router';
import { ConsoleOrderPage } from '../../features/console/components/ConsoleOrderPage';
import { consoleOrderQueryOptions } from '../../features/console/api/get-console-order';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the order page: `at`, a past moment (ISO) to show the order as it stood then. */
export interface ConsoleOrderSearch {
  at?: string;
}

export const Route = createFileRoute('/console/orders/$orderId')({
  validateSearch: (s: Record<string, unknown>): ConsoleOrderSearch => ({
    at: typeof s.at === 'string' && !Number.isNaN(Date.parse(s.at)) ? s.at : undefined,
  }),
  beforeLoad: ({ location, preload }) => requireConsoleArea('purchases', { location, preload }),
  loaderDeps: ({ search }) => ({ at: search.at ?? null }),
  loader: ({ context, params, deps }) => context.queryClient.ensureQueryData(consoleOrderQueryOptions(params.orderId, deps.at)).catch(() => undefined),
  component: ConsoleOrderRoute,
});

function ConsoleOrderRoute() {
  const { orderId } = Route.useParams();
  const { at } = Route.useSearch();
  return <ConsoleOrderPage key={orderId} orderId={orderId} at={at ?? null} />;
}
