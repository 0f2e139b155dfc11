import { createFileRoute } from '@tanstack/react-router';
import { FormsConsolePage } from '../../features/center/components/FormsConsolePage';
import { consoleFormsQueryOptions } from '../../features/center/api/console-forms';
import { groupFormsFilter, groupFormsSearch } from '../../features/center/lib/console-form-pages';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/bulk-purchase-forms (spec §2 console centre pages, §6 centreForms): the bulk-purchase forms (/center/bulk-purchase/inquire), in the forms table with the group fixed. */
export const Route = createFileRoute('/console/bulk-purchase-forms')({
  validateSearch: (s: Record<string, unknown>) => groupFormsSearch('bulk-purchase', s),
  beforeLoad: ({ location, preload }) => requireConsoleArea('centreForms', { location, preload }),
  loaderDeps: ({ search }) => groupFormsFilter('bulk-purchase', search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleFormsQueryOptions(deps)).catch(() => undefined),
  component: function BulkPurchaseFormsRoute() {
    return <FormsConsolePage {...groupFormsFilter('bulk-purchase', Route.useSearch())} fixed="bulk-purchase" />;
  },
});
