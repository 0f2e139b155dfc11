import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/terms/components/TermsPage';
import { termQueryOptions, termsQueryOptions } from '../shared/api/terms';
import { pageHead } from '../shared/seo/page-head';

/** /terms/{code}: one of the shop's terms in the version in effect (spec §2 public routes). */
export const Route = createFileRoute('/terms/$code')({
  loader: async ({ context: { queryClient }, params }) => {
    await Promise.all([queryClient.ensureQueryData(termQueryOptions(params.code)), queryClient.ensureQueryData(termsQueryOptions())]).catch(() => undefined);
  },
  head: ({ match, params }) => {
    const term = match.context.queryClient.getQueryData(termQueryOptions(params.code).queryKey)?.term;
    return pageHead({
      title: term?.title ?? '약관',
      description: `세라메종 ${term?.title ?? '약관'} (버전 ${term?.version ?? 1})`,
      path: `/terms/${params.code}`,
    });
  },
  component: function TermsRoute() {
    const { code } = Route.useParams();
    return <TermsPage code={code} />;
  },
});
