import { createFileRoute } from '@tanstack/react-router';
import { isSettlementMonth, addMonths, seoulMonthOf } from '@shop/contracts';
import { requireConsoleArea } from '../../features/console/guards';
import { SETTLEMENT_TABS, settlementsQueryOptions, type SettlementTab } from '../../features/settlements/api/settlements';
import { SettlementsPage } from '../../features/settlements/components/SettlementsPage';

/** Search of the settlements page: the month (default last month in Seoul), the search box, the 1-based page, the tab. */
export interface SettlementsSearch {
  month?: string;
  searchValue?: string;
  page?: number;
  tab?: SettlementTab;
}

const lastMonth = () => addMonths(seoulMonthOf(new Date()), -1);

export const Route = createFileRoute('/console/user-settlements/')({
  validateSearch: (s: Record<string, unknown>): SettlementsSearch => {
    const page = Number(s.page);
    return {
      month: isSettlementMonth(s.month) ? s.month : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      tab: SETTLEMENT_TABS.some((t) => t.value === s.tab && t.value !== 'list') ? (s.tab as SettlementTab) : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('settlements', { location, preload }),
  loaderDeps: ({ search }) => ({ month: search.month ?? lastMonth(), searchValue: search.searchValue ?? '', page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(settlementsQueryOptions(deps)).catch(() => undefined),
  component: SettlementsRoute,
});

function SettlementsRoute() {
  const { month, searchValue = '', page = 1, tab = 'list' } = Route.useSearch();
  return <SettlementsPage month={month ?? lastMonth()} searchValue={searchValue} page={page} tab={tab} />;
}
