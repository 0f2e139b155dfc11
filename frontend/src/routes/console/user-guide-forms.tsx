import { createFileRoute } from '@tanstack/react-router';
import { FormsConsolePage } from '../../features/center/components/FormsConsolePage';
import { consoleFormsQueryOptions } from '../../features/center/api/console-forms';
import { groupFormsFilter, groupFormsSearch } from '../../features/center/lib/console-form-pages';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/user-guide-forms (spec §2 console centre pages, §6 centreForms): the buying guides' forms (first-buying, must-read), in the forms table with the group fixed. */
export const Route = createFileRoute('/console/user-guide-forms')({
  validateSearch: (s: Record<string, unknown>) => groupFormsSearch('user-guide', s),
  beforeLoad: ({ location, preload }) => requireConsoleArea('centreForms', { location, preload }),
  loaderDeps: ({ search }) => groupFormsFilter('user-guide', search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleFormsQueryOptions(deps)).catch(() => undefined),
  component: function UserGuideFormsRoute() {
    return <FormsConsolePage {...groupFormsFilter('user-guide', Route.useSearch())} fixed="user-guide" />;
  },
});
