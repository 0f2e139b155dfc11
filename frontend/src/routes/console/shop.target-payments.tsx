import { createFileRoute } from '@tanstack/react-router';
import { TargetPaymentsConsolePage } from '../../features/console/components/TargetPaymentsConsolePage';
import { TARGET_PAYMENTS_PAGE_SIZE, targetPaymentsQueryOptions } from '../../features/console/api/target-payments';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the target payment table: 1-based page and the search box's text. */
export interface TargetPaymentsSearch {
  page?: number;
  searchValue?: string;
}

export const Route = createFileRoute('/console/shop/target-payments')({
  validateSearch: (s: Record<string, unknown>): TargetPaymentsSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('targetPayments', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(targetPaymentsQueryOptions({ ...deps, limit: TARGET_PAYMENTS_PAGE_SIZE })).catch(() => undefined),
  component: TargetPaymentsRoute,
});

function TargetPaymentsRoute() {
  const { page = 1, searchValue = '' } = Route.useSearch();
  return <TargetPaymentsConsolePage page={page} searchValue={searchValue} />;
}
