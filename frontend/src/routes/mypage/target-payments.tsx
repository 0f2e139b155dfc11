import { createFileRoute } from '@tanstack/react-router';
import { TargetPaymentsPage } from '../../features/mypage/components/TargetPaymentsPage';
import { myTargetPaymentsQueryOptions } from '../../features/mypage/api/target-payments';

/** Search of /mypage/target-payments: the 1-based page. */
export interface TargetPaymentsSearch {
  page?: number;
}

export const Route = createFileRoute('/mypage/target-payments')({
  validateSearch: (s: Record<string, unknown>): TargetPaymentsSearch => {
    const page = Number(s.page);
    return { page: Number.isInteger(page) && page > 1 ? page : undefined };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myTargetPaymentsQueryOptions(deps.page)).catch(() => undefined),
  component: TargetPaymentsRoute,
});

function TargetPaymentsRoute() {
  const { page = 1 } = Route.useSearch();
  return <TargetPaymentsPage page={page} />;
}
