import { createFileRoute } from '@tanstack/react-router';
import { FormsConsolePage } from '../../features/center/components/FormsConsolePage';
import { consoleFormsQueryOptions } from '../../features/center/api/console-forms';
import { groupFormsFilter, groupFormsSearch } from '../../features/center/lib/console-form-pages';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/inquiry-partners (spec §2 console centre pages, §6 centreForms): the partner inquiries sent from /form/inquiry-partner, in the forms table with the group fixed. */
export const Route = createFileRoute('/console/inquiry-partners')({
  validateSearch: (s: Record<string, unknown>) => groupFormsSearch('inquiry-partner', s),
  beforeLoad: ({ location, preload }) => requireConsoleArea('centreForms', { location, preload }),
  loaderDeps: ({ search }) => groupFormsFilter('inquiry-partner', search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleFormsQueryOptions(deps)).catch(() => undefined),
  component: function InquiryPartnersRoute() {
    return <FormsConsolePage {...groupFormsFilter('inquiry-partner', Route.useSearch())} fixed="inquiry-partner" />;
  },
});
