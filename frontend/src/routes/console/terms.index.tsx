import { createFileRoute } from '@tanstack/react-router';
import { requireConsoleArea } from '../../features/console/guards';
import { consoleTermsQueryOptions } from '../../features/terms/api/console-terms';
import { TermsConsolePage } from '../../features/terms/components/TermsConsolePage';

/** /console/terms (spec §2 console site/terms; §6 terms: console only). */
export const Route = createFileRoute('/console/terms/')({
  validateSearch: (search: Record<string, unknown>): { searchValue?: string } => ({
    searchValue: typeof search.searchValue === 'string' && search.searchValue ? search.searchValue.slice(0, 50) : undefined,
  }),
  beforeLoad: ({ location, preload }) => requireConsoleArea('terms', { location, preload }),
  loaderDeps: ({ search }) => ({ searchValue: search.searchValue ?? '' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleTermsQueryOptions(deps.searchValue)).catch(() => undefined),
  component: function ConsoleTermsRoute() {
    return <TermsConsolePage searchValue={Route.useSearch().searchValue ?? ''} />;
  },
});
