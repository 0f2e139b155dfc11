import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  QUESTION_AUDIENCES,
  QUESTION_CATEGORIES,
  type AnswerStatus,
  type ConsoleQuestionListResponse,
  type ConsoleQuestionResponse,
  type QuestionAudience,
  type QuestionCategory,
  type QuestionDeletedResponse,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { questionKeys, type ConsoleQuestionFilter } from './keys';

/** Rows of one page of the console's question table. */
export const CONSOLE_QUESTIONS_PAGE_SIZE = 20;

const BASE = `${API.console}/center/questions`;

/** GET /api/console/center/questions: one page, newest first, by words, category, answer state and area. */
export const consoleQuestionsQueryOptions = (f: ConsoleQuestionFilter) =>
  queryOptions({
    queryKey: questionKeys.console(f),
    queryFn: () =>
      apiFetch<ConsoleQuestionListResponse>(BASE, {
        query: { searchValue: f.searchValue || undefined, category: f.category || undefined, status: f.status || undefined, audience: f.audience || undefined },
        headers: { limit: String(CONSOLE_QUESTIONS_PAGE_SIZE), skip: String((f.page - 1) * CONSOLE_QUESTIONS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

export const useConsoleQuestions = (f: ConsoleQuestionFilter) => useQuery(consoleQuestionsQueryOptions(f));

/** PUT /api/console/center/questions/{id}: answers (or changes the answer of) a question; refreshes the table. */
export function useAnswerQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      apiFetch<ConsoleQuestionResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body: { answer } }),
    onSettled: () => qc.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** DELETE /api/console/center/questions/{id} with staff's reason; refreshes the table. */
export function useDeleteQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch<QuestionDeletedResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE', body: { reason } }),
    onSettled: () => qc.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** Parses the URL's filters: unknown values are no filter. */
export const parseCategory = (v: unknown): QuestionCategory | undefined =>
  (QUESTION_CATEGORIES as readonly unknown[]).includes(v) ? (v as QuestionCategory) : undefined;
export const parseAudience = (v: unknown): QuestionAudience | undefined =>
  (QUESTION_AUDIENCES as readonly unknown[]).includes(v) ? (v as QuestionAudience) : undefined;
export const parseStatus = (v: unknown): AnswerStatus | undefined => (v === 'ANSWER_AWAITING' || v === 'ANSWER_COMPLETE' ? v : undefined);
