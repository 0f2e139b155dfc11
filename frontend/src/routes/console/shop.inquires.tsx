import { createFileRoute } from '@tanstack/react-router';
import type { AnswerStatus } from '@shop/contracts';
import { ProductInquiriesConsolePage } from '../../features/product-inquiries/components/ProductInquiriesConsolePage';
import { consoleInquiriesQueryOptions, parseAnswerStatus } from '../../features/product-inquiries/api/console-inquiries';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the product inquiry table: 1-based page, the search box's text and the answer state. */
export interface ConsoleInquiriesSearch {
  page?: number;
  searchValue?: string;
  status?: AnswerStatus;
}

export const Route = createFileRoute('/console/shop/inquires')({
  validateSearch: (s: Record<string, unknown>): ConsoleInquiriesSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
      status: parseAnswerStatus(s.status),
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('shopInquiries', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '', status: search.status ?? ('' as const) }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleInquiriesQueryOptions(deps)).catch(() => undefined),
  component: ConsoleInquiriesRoute,
});

function ConsoleInquiriesRoute() {
  const { page = 1, searchValue = '', status } = Route.useSearch();
  return <ProductInquiriesConsolePage page={page} searchValue={searchValue} status={status ?? ''} />;
}
