import type { AnswerStatus, FormCode, FormGroup } from '@shop/contracts';

/** Filter of the console's form table (the URL's search params). */
export interface ConsoleFormFilter {
  page: number;
  searchValue: string;
  code: FormCode | '';
  group: FormGroup | '';
  status: AnswerStatus | '';
  sort: 'latest' | 'oldest';
}

/** Query keys of the customer centre's forms: one for its writer, the member's own by page, and the console's table. */
export const formKeys = {
  all: ['center', 'forms'] as const,
  one: (id: string) => [...formKeys.all, 'one', id] as const,
  mine: (page: number) => [...formKeys.all, 'mine', page] as const,
  console: (f: ConsoleFormFilter) => [...formKeys.all, 'console', f] as const,
};
