import { createFileRoute } from '@tanstack/react-router';
import { ConsoleCouponsPage } from '../../features/coupons/components/ConsoleCouponsPage';
import { CONSOLE_COUPONS_PAGE_SIZE, consoleCouponsQueryOptions } from '../../features/coupons/api/console-coupons';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the coupon table: 1-based page, words, issue type and state. */
export interface ConsoleCouponsSearch {
  page?: number;
  searchValue?: string;
  issueType?: 'instant' | 'request';
  isActive?: 'true' | 'false';
}

export const Route = createFileRoute('/console/shop/coupons')({
  validateSearch: (s: Record<string, unknown>): ConsoleCouponsSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
      issueType: s.issueType === 'instant' || s.issueType === 'request' ? s.issueType : undefined,
      isActive: s.isActive === 'true' || s.isActive === 'false' ? s.isActive : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('coupons', { location, preload }),
  loaderDeps: ({ search }) => ({
    page: search.page ?? 1,
    searchValue: search.searchValue ?? '',
    issueType: search.issueType ?? ('' as const),
    isActive: search.isActive ?? ('' as const),
  }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(consoleCouponsQueryOptions({ ...deps, limit: CONSOLE_COUPONS_PAGE_SIZE })).catch(() => undefined),
  component: ConsoleCouponsRoute,
});

function ConsoleCouponsRoute() {
  const s = Route.useSearch();
  return <ConsoleCouponsPage filter={{ page: s.page ?? 1, searchValue: s.searchValue ?? '', issueType: s.issueType ?? '', isActive: s.isActive ?? '' }} />;
}
