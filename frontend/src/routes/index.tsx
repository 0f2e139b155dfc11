import { createFileRoute } from '@tanstack/react-router';
import { HOME } from '@shop/contracts';
import { brandsQueryOptions } from '../shared/api/brands';
import { BASIN_PARAMS, HomePage, POPULAR_PARAMS, highlightsParams, homeProductsQueryOptions, slidesQueryOptions } from '../features/home';

/** Home. The loader warms the slider and first blocks; failures are left to each block. */
export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(slidesQueryOptions('MAIN_1')),
      queryClient.ensureQueryData(homeProductsQueryOptions(BASIN_PARAMS)),
      queryClient.ensureQueryData(homeProductsQueryOptions(POPULAR_PARAMS)),
      queryClient.ensureQueryData(brandsQueryOptions()),
      queryClient.ensureQueryData(homeProductsQueryOptions(highlightsParams(HOME.highlightTabs[0].code, 1))),
    ]).catch(() => undefined);
  },
  component: HomePage,
});
