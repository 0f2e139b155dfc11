import { createFileRoute } from '@tanstack/react-router';
import { MyPointsPage } from '../../features/points/components/MyPointsPage';
import { myPointsQueryOptions } from '../../features/points/api/my-points';

/** Search of /mypage/points: the 1-based page of the history. */
export interface MyPointsSearch {
  page?: number;
}

export const Route = createFileRoute('/mypage/points')({
  validateSearch: (s: Record<string, unknown>): MyPointsSearch => {
    const page = Number(s.page);
    return { page: Number.isInteger(page) && page > 1 ? page : undefined };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myPointsQueryOptions(deps.page)).catch(() => undefined),
  component: MyPointsRoute,
});

function MyPointsRoute() {
  const { page = 1 } = Route.useSearch();
  return <MyPointsPage page={page} />;
}
