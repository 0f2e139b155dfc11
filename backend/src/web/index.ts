/** The storefront's web surface: its pages (server-rendered) and the search-engine files. */
export { serveStorefront } from './storefront.js';
