/**
 * The catalogue's public face: what other contexts, the app module and the demo seed may use.
 * Anything not exported here is internal to the catalogue (the architecture test enforces it).
 */
export { CatalogModule } from './catalog.module.js';
export { CatalogProjection } from './projections/catalog.projection.js';
export { ReviewsProjection } from './projections/reviews.projection.js';
export { ProductUploadsProjection } from './projections/product-uploads.projection.js';
export { ProductUploads } from './application/bulk-upload/product-uploads.js';
export { REVIEWABLE_PURCHASES, type ReviewablePurchases } from './reviews/reviewable-purchases.port.js';
export { CatalogQueries, productDetailOf, type ProductForLine } from './application/catalog.queries.js';
export { CATALOG, type ProductDoc } from './projections/catalog.projection.js';
export { ProductFacts } from './application/product-facts.js';
export { type ProductSnapshot, unitPriceOf, assertChoices, assertVariation } from './domain/product-snapshot.js';
export { chosenSurcharge } from './domain/pricing.js';
export { stockSourcesOf, type StockSource } from './domain/bundle.js';
export type { CreateProduct, UpdateProduct, ReserveStock, ReleaseStock, AdjustStock } from './domain/product.decider.js';
export type { CreateCategory, CreateBrand, CreateFiltering } from './domain/taxonomy.decider.js';
export {
  ChoiceRequiredError,
  ChoiceInvalidError,
  ProductNotFoundError,
  ProductReservedError,
  NotOnSaleError,
  SoldOutError,
  InsufficientStockError,
  VariationUnavailableError,
  shortName,
} from './catalog.errors.js';
export { ProductInquiriesModule } from './inquiries/product-inquiries.module.js';
export { ProductInquiries } from './inquiries/product-inquiries.js';
export { ProductInquiriesProjection } from './inquiries/product-inquiries.projection.js';
export { ShowcasesModule } from './showcases/showcases.module.js';
export { ShowcasesProjection } from './showcases/showcases.projection.js';
export { Exhibitions } from './showcases/exhibitions.js';
export { Showrooms } from './showcases/showrooms.js';
export type { CreateExhibition } from './showcases/exhibition.decider.js';
export type { CreateShowroom } from './showcases/showroom.decider.js';
