import { createFileRoute } from '@tanstack/react-router';
import type { QuestionCategory } from '@shop/contracts';
import { FaqPage } from '../../features/center/components/FaqPage';
import { faqsQueryOptions, parseFaqCategory } from '../../features/center/api/center-posts';
import { faqHead } from '../../features/center/lib/center-seo';

/** Search of /center/faq: a §9 category and words. */
export interface FaqSearch {
  category?: QuestionCategory;
  searchValue?: string;
}

/** /center/faq (spec §2; §9 question categories): the shop's frequently asked questions. */
export const Route = createFileRoute('/center/faq')({
  validateSearch: (s: Record<string, unknown>): FaqSearch => ({
    category: parseFaqCategory(s.category),
    searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
  }),
  loaderDeps: ({ search }) => ({ category: search.category ?? ('' as const), searchValue: search.searchValue ?? '' }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(faqsQueryOptions(deps.category, deps.searchValue)).catch(() => undefined),
  head: () => faqHead(),
  component: function FaqRoute() {
    const { category, searchValue = '' } = Route.useSearch();
    return <FaqPage category={category ?? ''} searchValue={searchValue} />;
  },
});
