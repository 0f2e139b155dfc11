import type { AnswerStatus, QuestionAudience, QuestionCategory } from '@shop/contracts';

/** Filter of the console's question table (the URL's search params). */
export interface ConsoleQuestionFilter {
  page: number;
  searchValue: string;
  category: QuestionCategory | '';
  status: AnswerStatus | '';
  audience: QuestionAudience | '';
}

/** Query keys of the customer centre's questions: the member's own by area and page, and the console's table. */
export const questionKeys = {
  all: ['center', 'questions'] as const,
  mine: (audience: QuestionAudience, page: number) => [...questionKeys.all, 'mine', audience, page] as const,
  console: (f: ConsoleQuestionFilter) => [...questionKeys.all, 'console', f] as const,
};
