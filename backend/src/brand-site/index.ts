/**
 * The brand site's public face: what the app module, the web surface and the demo seed may use.
 * Anything not exported here is internal (the architecture test enforces it).
 */
export { BrandSiteModule } from './brand-site.module.js';
export { ContentPages } from './content-pages.js';
