import { createFileRoute } from '@tanstack/react-router';
import type { AnswerStatus, QuestionAudience, QuestionCategory } from '@shop/contracts';
import { QuestionsConsolePage } from '../../features/center/components/QuestionsConsolePage';
import { consoleQuestionsQueryOptions, parseAudience, parseCategory, parseStatus } from '../../features/center/api/console-questions';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the question table: 1-based page, the search box's text, category, answer state and area. */
export interface ConsoleQuestionsSearch {
  page?: number;
  searchValue?: string;
  category?: QuestionCategory;
  status?: AnswerStatus;
  audience?: QuestionAudience;
}

export const Route = createFileRoute('/console/questions')({
  validateSearch: (s: Record<string, unknown>): ConsoleQuestionsSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
      category: parseCategory(s.category),
      status: parseStatus(s.status),
      audience: parseAudience(s.audience),
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('centreQuestions', { location, preload }),
  loaderDeps: ({ search }) => ({
    page: search.page ?? 1,
    searchValue: search.searchValue ?? '',
    category: search.category ?? ('' as const),
    status: search.status ?? ('' as const),
    audience: search.audience ?? ('' as const),
  }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleQuestionsQueryOptions(deps)).catch(() => undefined),
  component: ConsoleQuestionsRoute,
});

function ConsoleQuestionsRoute() {
  const { page = 1, searchValue = '', category, status, audience } = Route.useSearch();
  return <QuestionsConsolePage page={page} searchValue={searchValue} category={category ?? ''} status={status ?? ''} audience={audience ?? ''} />;
}
