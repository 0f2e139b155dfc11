/** Public surface of the catalog feature for route files. */
export { ShopListPage } from './components/ShopListPage';
export { SearchResultsPage } from './components/SearchResultsPage';
export { CollectionPage } from './components/CollectionPage';
export { ProductDetailPage, ProductNotFound } from './components/ProductDetailPage';
export { productListQueryOptions } from './api/get-products';
export { productQueryOptions } from './api/get-product';
export { listParams, parsePage, parseSort, parseText, validateListSearch } from './lib/search';
export { CollectionsIndexPage } from './components/CollectionsIndexPage';
export { productHead, listingHead, collectionHead, areaHead, searchHead } from './lib/seo';
export type { CollectionArea } from './lib/areas';
