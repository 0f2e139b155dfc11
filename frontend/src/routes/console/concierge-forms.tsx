import { createFileRoute } from '@tanstack/react-router';
import { FormsConsolePage } from '../../features/center/components/FormsConsolePage';
import { consoleFormsQueryOptions } from '../../features/center/api/console-forms';
import { groupFormsFilter, groupFormsSearch } from '../../features/center/lib/console-form-pages';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/concierge-forms (spec §2 console centre pages, §6 centreForms): the forms sent from /concierge-service, in the forms table with the group fixed. */
export const Route = createFileRoute('/console/concierge-forms')({
  validateSearch: (s: Record<string, unknown>) => groupFormsSearch('concierge', s),
  beforeLoad: ({ location, preload }) => requireConsoleArea('centreForms', { location, preload }),
  loaderDeps: ({ search }) => groupFormsFilter('concierge', search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleFormsQueryOptions(deps)).catch(() => undefined),
  component: function ConciergeFormsRoute() {
    return <FormsConsolePage {...groupFormsFilter('concierge', Route.useSearch())} fixed="concierge" />;
  },
});
