import { createFileRoute } from '@tanstack/react-router';
import { HOME } from '@shop/contracts';
import { brandsQueryOptions } from '../shared/api/brands';
import { HomePage } from '../features/home';
// The loader's queries from their own files: through the index, the home page would load with every page.
import { BASIN_PARAMS, POPULAR_PARAMS, highlightsParams, homeProductsQueryOptions } from '../features/home/api/get-home-products';
import { slidesQueryOptions } from '../features/home/api/get-slides';
import { bandBannersQueryOptions } from '../features/home/api/get-band-banners';
import { mainLinksQueryOptions } from '../features/home/api/get-main-links';
import { SITE_FULL_NAME, pageHead, siteSeo } from '../shared/seo/page-head';

/** Home. The loader warms the band banner, the slider and first blocks; failures are left to each block. */
export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(bandBannersQueryOptions('main')),
      queryClient.ensureQueryData(slidesQueryOptions('MAIN_1')),
      queryClient.ensureQueryData(slidesQueryOptions('MAIN_2')),
      queryClient.ensureQueryData(mainLinksQueryOptions()),
      queryClient.ensureQueryData(homeProductsQueryOptions(BASIN_PARAMS)),
      queryClient.ensureQueryData(homeProductsQueryOptions(POPULAR_PARAMS)),
      queryClient.ensureQueryData(brandsQueryOptions()),
      queryClient.ensureQueryData(homeProductsQueryOptions(highlightsParams(HOME.highlightTabs[0].code, 1))),
    ]).catch(() => undefined);
  },
  head: () =>
    pageHead({ title: SITE_FULL_NAME, fullTitle: `${SITE_FULL_NAME} | 욕실과 주방을 위한 프리미엄 세라믹`, description: siteSeo().description, path: '/' }),
  component: HomePage,
});
