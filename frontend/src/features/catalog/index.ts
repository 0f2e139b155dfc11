/**
 * The catalog's pages for route files. Only components: a route's loader, head and search
 * validation stay in the first script of every page, so they import the queries and helpers from
 * their own modules (api/, lib/). A name taken from here in those places would bring every
 * component behind this file into the first script of every page.
 */
export { ShopListPage } from './components/ShopListPage';
export { SearchResultsPage } from './components/SearchResultsPage';
export { CollectionPage } from './components/CollectionPage';
export { ProductDetailPage, ProductNotFound } from './components/ProductDetailPage';
export { CollectionsIndexPage } from './components/CollectionsIndexPage';
export { NewHitPage } from './components/NewHitPage';
export { BrandsPage } from './components/BrandsPage';
export { FittingsOverviewPage } from './components/FittingsOverviewPage';
export { CollectionCategoryPage } from './components/CollectionCategoryPage';
