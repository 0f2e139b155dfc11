import { createFileRoute } from '@tanstack/react-router';
import type { AnswerStatus, InquiryCategory, InquirySort } from '@shop/contracts';
import { InquiriesConsolePage } from '../../features/center/components/InquiriesConsolePage';
import { consoleInquiriesQueryOptions, parseInquirySort } from '../../features/center/api/console-inquiries';
import { parseCategory, parseStatus } from '../../features/center/api/console-questions';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the 1:1 inquiry table: 1-based page, the search box's text, category, answer state and sort. */
export interface ConsoleInquiriesSearch {
  page?: number;
  searchValue?: string;
  category?: InquiryCategory;
  status?: AnswerStatus;
  sort?: InquirySort;
}

/** /console/inquiries (spec §2, §6 console only): members' 1:1 inquiries. */
export const Route = createFileRoute('/console/inquiries')({
  validateSearch: (s: Record<string, unknown>): ConsoleInquiriesSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
      category: parseCategory(s.category),
      status: parseStatus(s.status),
      sort: parseInquirySort(s.sort),
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('inquiries', { location, preload }),
  loaderDeps: ({ search }) => ({
    page: search.page ?? 1,
    searchValue: search.searchValue ?? '',
    category: search.category ?? ('' as const),
    status: search.status ?? ('' as const),
    sort: search.sort ?? ('newest' as const),
  }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleInquiriesQueryOptions(deps)).catch(() => undefined),
  component: ConsoleInquiriesRoute,
});

function ConsoleInquiriesRoute() {
  const { page = 1, searchValue = '', category, status, sort } = Route.useSearch();
  return <InquiriesConsolePage page={page} searchValue={searchValue} category={category ?? ''} status={status ?? ''} sort={sort ?? 'newest'} />;
}
