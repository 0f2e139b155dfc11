/** The storefront's web surface: its pages (server-rendered) and the search-engine files. */
export { WebModule } from './web.module.js';
export { serveStorefront } from './storefront.js';
