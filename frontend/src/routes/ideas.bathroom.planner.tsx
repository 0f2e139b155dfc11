import { createFileRoute } from '@tanstack/react-router';
import type { PlannerInput } from '@shop/contracts';
import { BathroomPlannerPage } from '../features/brand-site/components/BathroomPlannerPage';
import { plannerQueryOptions } from '../features/brand-site/api/planner';
import { parsePlannerSearch } from '../features/brand-site/lib/planner-search';
import { pageHead } from '../shared/seo/page-head';

/** /ideas/bathroom/planner: the bathroom planner (spec §2 Ideas; issue 14), its room in the URL (width, depth, bathing, basins). */
export const Route = createFileRoute('/ideas/bathroom/planner')({
  validateSearch: (s: Record<string, unknown>): PlannerInput => parsePlannerSearch(s),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(plannerQueryOptions(deps)).catch(() => undefined),
  head: () =>
    pageHead({
      title: '욕실 플래너',
      description: '욕실의 가로·세로와 원하는 구성을 넣으면 여유 공간을 지킨 배치와 그 자리에 맞는 세라메종 제품을 제안합니다.',
      path: '/ideas/bathroom/planner',
    }),
  component: function BathroomPlannerRoute() {
    return <BathroomPlannerPage input={Route.useSearch()} />;
  },
});
