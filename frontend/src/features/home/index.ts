/** Public surface of the home feature for route files. */
export { HomePage } from './components/HomePage';
export { BandBanner } from './components/BandBanner';
export { slidesQueryOptions } from './api/get-slides';
export { bandBannersQueryOptions } from './api/get-band-banners';
export { homeProductsQueryOptions, BASIN_PARAMS, POPULAR_PARAMS, highlightsParams } from './api/get-home-products';
