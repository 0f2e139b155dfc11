import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/terms/components/TermsPage';
import { termQueryOptions, termsQueryOptions } from '../shared/api/terms';
import { pageHead } from '../shared/seo/page-head';

/** /terms/{code}: one of the shop's terms in the version in effect (spec §2 public routes). */
export const Route = createFileRoute('/terms/$code')({
  validateSearch: (search: Record<string, unknown>): { version?: number } => {
    const v = Number(search.version);
    return Number.isInteger(v) && v > 0 ? { version: v } : {};
  },
  loaderDeps: ({ search }) => ({ version: search.version }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    await Promise.all([queryClient.ensureQueryData(termQueryOptions(params.code, deps.version)), queryClient.ensureQueryData(termsQueryOptions())]).catch(
      () => undefined,
    );
  },
  head: ({ match, params }) => {
    const term = match.context.queryClient.getQueryData(termQueryOptions(params.code, match.search.version).queryKey)?.term;
    return pageHead({
      title: term?.title ?? '약관',
      description: `세라메종 ${term?.title ?? '약관'} (버전 ${term?.version ?? 1})`,
      path: `/terms/${params.code}`,
    });
  },
  component: function TermsRoute() {
    const { code } = Route.useParams();
    return <TermsPage code={code} version={Route.useSearch().version} />;
  },
});
