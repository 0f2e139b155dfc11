import { createFileRoute } from '@tanstack/react-router';
import type { QuestionCategory } from '@shop/contracts';
import { CenterPostsConsolePage } from '../../features/center/components/CenterPostsConsolePage';
import { consolePostsQueryOptions, parseFaqCategory } from '../../features/center/api/center-posts';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the table: 1-based page, words and (FAQ) category. */
export interface CenterPostsSearch {
  page?: number;
  searchValue?: string;
  category?: QuestionCategory;
}

/** /console/faqs (spec §2 centre pages; §6 faqs: admin02 and console). */
export const Route = createFileRoute('/console/faqs')({
  validateSearch: (s: Record<string, unknown>): CenterPostsSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
      category: parseFaqCategory(s.category),
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('faqs', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '', category: search.category ?? ('' as const) }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consolePostsQueryOptions('FAQ', deps)).catch(() => undefined),
  component: function CenterPostsRoute() {
    const { page = 1, searchValue = '', category } = Route.useSearch();
    return <CenterPostsConsolePage kind="FAQ" filter={{ page, searchValue, category: category ?? '' }} />;
  },
});
