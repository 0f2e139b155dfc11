import { createFileRoute } from '@tanstack/react-router';
import { FormsConsolePage } from '../../features/center/components/FormsConsolePage';
import { consoleFormsQueryOptions } from '../../features/center/api/console-forms';
import { groupFormsFilter, groupFormsSearch } from '../../features/center/lib/console-form-pages';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/user-service-forms (spec §2 console centre pages, §6 centreForms): the service pages' forms (individual, corporate, installation, delivery-installation, dedicated repair), in the forms table with the group fixed. */
export const Route = createFileRoute('/console/user-service-forms')({
  validateSearch: (s: Record<string, unknown>) => groupFormsSearch('user-service', s),
  beforeLoad: ({ location, preload }) => requireConsoleArea('centreForms', { location, preload }),
  loaderDeps: ({ search }) => groupFormsFilter('user-service', search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleFormsQueryOptions(deps)).catch(() => undefined),
  component: function UserServiceFormsRoute() {
    return <FormsConsolePage {...groupFormsFilter('user-service', Route.useSearch())} fixed="user-service" />;
  },
});
