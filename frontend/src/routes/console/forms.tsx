import { createFileRoute } from '@tanstack/react-router';
import { formCodeOf, formGroupOf, type AnswerStatus, type FormCode, type FormGroup } from '@shop/contracts';
import { FormsConsolePage } from '../../features/center/components/FormsConsolePage';
import { consoleFormsQueryOptions } from '../../features/center/api/console-forms';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the form table: 1-based page, words, form code, page group, answer state and order. */
export interface ConsoleFormsSearch {
  page?: number;
  searchValue?: string;
  code?: FormCode;
  group?: FormGroup;
  status?: AnswerStatus;
  sort?: 'oldest';
}

/** /console/forms (spec §2 console centre form pages, §6 centreForms). */
export const Route = createFileRoute('/console/forms')({
  validateSearch: (s: Record<string, unknown>): ConsoleFormsSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
      code: formCodeOf(s.code),
      group: formGroupOf(s.group),
      status: s.status === 'ANSWER_AWAITING' || s.status === 'ANSWER_COMPLETE' ? s.status : undefined,
      sort: s.sort === 'oldest' ? 'oldest' : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('centreForms', { location, preload }),
  loaderDeps: ({ search }) => ({
    page: search.page ?? 1,
    searchValue: search.searchValue ?? '',
    code: search.code ?? ('' as const),
    group: search.group ?? ('' as const),
    status: search.status ?? ('' as const),
    sort: search.sort ?? ('latest' as const),
  }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleFormsQueryOptions(deps)).catch(() => undefined),
  component: function ConsoleFormsRoute() {
    const { page = 1, searchValue = '', code, group, status, sort } = Route.useSearch();
    return <FormsConsolePage page={page} searchValue={searchValue} code={code ?? ''} group={group ?? ''} status={status ?? ''} sort={sort ?? 'latest'} />;
  },
});
