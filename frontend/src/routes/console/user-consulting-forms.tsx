import { createFileRoute } from '@tanstack/react-router';
import { FormsConsolePage } from '../../features/center/components/FormsConsolePage';
import { consoleFormsQueryOptions } from '../../features/center/api/console-forms';
import { groupFormsFilter, groupFormsSearch } from '../../features/center/lib/console-form-pages';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/user-consulting-forms (spec §2 console centre pages, §6 centreForms): the consulting pages' forms (business-trip, online, consultation), in the forms table with the group fixed. */
export const Route = createFileRoute('/console/user-consulting-forms')({
  validateSearch: (s: Record<string, unknown>) => groupFormsSearch('user-consulting', s),
  beforeLoad: ({ location, preload }) => requireConsoleArea('centreForms', { location, preload }),
  loaderDeps: ({ search }) => groupFormsFilter('user-consulting', search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleFormsQueryOptions(deps)).catch(() => undefined),
  component: function UserConsultingFormsRoute() {
    return <FormsConsolePage {...groupFormsFilter('user-consulting', Route.useSearch())} fixed="user-consulting" />;
  },
});
