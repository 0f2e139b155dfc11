import { createFileRoute } from '@tanstack/react-router';
import { requireConsoleArea } from '../../features/console/guards';
import { consoleTermQueryOptions } from '../../features/terms/api/console-terms';
import { TermConsolePage } from '../../features/terms/components/TermConsolePage';

/** /console/terms/{code}: a term's versions, a new version, a scheduled one rewritten or withdrawn (spec §7 console terms CRUD; §6 console only). */
export const Route = createFileRoute('/console/terms/$code')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('terms', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(consoleTermQueryOptions(params.code)).catch(() => undefined),
  component: function ConsoleTermRoute() {
    return <TermConsolePage code={Route.useParams().code} />;
  },
});
