import { createFileRoute } from '@tanstack/react-router';
import { ReceiptsPage } from '../../features/receipts/components/ReceiptsPage';
import { myReceiptsQueryOptions } from '../../features/receipts/api/get-my-receipts';

/** Search of /mypage/receipt: the 1-based page. */
export interface ReceiptsSearch {
  page?: number;
}

export const Route = createFileRoute('/mypage/receipt')({
  validateSearch: (s: Record<string, unknown>): ReceiptsSearch => {
    const page = Number(s.page);
    return { page: Number.isInteger(page) && page > 1 ? page : undefined };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myReceiptsQueryOptions(deps.page)).catch(() => undefined),
  component: ReceiptsRoute,
});

function ReceiptsRoute() {
  const { page = 1 } = Route.useSearch();
  return <ReceiptsPage page={page} />;
}
