import { Module, type OnModuleInit } from '@nestjs/common';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { CreateProductHandler } from './application/create-product/create-product.handler.js';
import { CatalogQueries } from './application/catalog.queries.js';
import { ProductFacts } from './application/product-facts.js';
import { productDecider } from './domain/product.decider.js';
import { productUploadDecider, productUploadStream } from './domain/product-upload.decider.js';
import { ProductUploadsProjection } from './projections/product-uploads.projection.js';
import { brandDecider, categoryDecider, displayDecider, filteringDecider } from './domain/taxonomy.decider.js';
import { ConsoleFilterings } from './application/console-taxonomy/console-filterings.js';
import { FilteringsConsoleController, HomeDisplaysConsoleController } from './http/filterings.console.controller.js';
import { ConsoleBrands } from './application/console-taxonomy/console-brands.js';
import { ConsoleCategories } from './application/console-taxonomy/console-categories.js';
import { ConsoleDisplays } from './application/console-taxonomy/console-displays.js';
import { BrandsConsoleController, CategoriesConsoleController, DisplaysConsoleController } from './http/taxonomy.console.controller.js';
import { CatalogProjection } from './projections/catalog.projection.js';
import { CatalogPublicController } from './http/catalog.public.controller.js';
import { EditorPhotoController, ProductsConsoleController } from './http/products.console.controller.js';
import { ConsoleProducts } from './application/console-products/console-products.js';
import { ConsoleProductQueries } from './application/console-products/console-products.queries.js';
import { ProductImages } from './application/console-products/product-images.js';
import { ProductUploads } from './application/bulk-upload/product-uploads.js';
import { ProductUploadsConsoleController } from './http/product-uploads.console.controller.js';
import { IdentityModule } from '../identity/index.js';
import { ReviewsProjection } from './projections/reviews.projection.js';
import { ReviewPicksConsoleController } from './reviews/http/review-picks.console.controller.js';
import { ReviewsConsoleController } from './reviews/http/reviews.console.controller.js';
import { reviewPicksDecider, reviewPicksStream } from './reviews/review-picks.decider.js';
import { ReviewsMeController } from './reviews/http/reviews.me.controller.js';
import { ReviewsPublicController } from './reviews/http/reviews.public.controller.js';
import { reviewDecider, reviewStream } from './reviews/review.decider.js';
import { ReviewQueries } from './reviews/review.queries.js';
import { Reviews } from './reviews/reviews.js';

/**
 * Catalogue context: products, categories, brands, display groups, filterings and reviews (ARCHITECTURE §3). Reviews read
 * purchase lines through the REVIEWABLE_PURCHASES port, which the app module fills from ordering.
 */
@Module({
  imports: [IdentityModule],
  providers: [
    CreateProductHandler,
    ProductFacts,
    CatalogQueries,
    CatalogProjection,
    ConsoleProducts,
    ConsoleProductQueries,
    ProductImages,
    ProductUploads,
    ProductUploadsProjection,
    ConsoleCategories,
    ConsoleBrands,
    ConsoleDisplays,
    ConsoleFilterings,
    ReviewsProjection,
    ReviewQueries,
    Reviews,
  ],
  controllers: [
    CatalogPublicController,
    ProductsConsoleController,
    EditorPhotoController,
    ProductUploadsConsoleController,
    CategoriesConsoleController,
    BrandsConsoleController,
    DisplaysConsoleController,
    FilteringsConsoleController,
    HomeDisplaysConsoleController,
    ReviewsPublicController,
    ReviewsMeController,
    ReviewsConsoleController,
    ReviewPicksConsoleController,
  ],
  exports: [ProductFacts, CatalogQueries, CatalogProjection, ReviewsProjection, ProductUploadsProjection, ProductUploads],
})
export class CatalogModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly createProduct: CreateProductHandler,
  ) {}

  /** Routes the catalogue's commands: one stream per product, category, brand and display group; creating a product claims its code. */
  onModuleInit(): void {
    this.router.stream({
      decider: productDecider,
      commands: ['UpdateProduct', 'ReserveStock', 'ReleaseStock', 'AdjustStock'],
      streamOf: (c) => `product-${c.data.productId}`,
    });
    this.router.stream({
      decider: categoryDecider,
      commands: ['CreateCategory', 'EditCategory', 'MoveCategory', 'DeleteCategory'],
      streamOf: (c) => `category-${c.data.code}`,
    });
    this.router.stream({ decider: brandDecider, commands: ['CreateBrand', 'EditBrand', 'DeleteBrand'], streamOf: (c) => `brand-${c.data.code}` });
    this.router.stream({ decider: displayDecider, commands: ['CreateDisplay', 'EditDisplay', 'DeleteDisplay'], streamOf: (c) => `display-${c.data.code}` });
    this.router.stream({
      decider: filteringDecider,
      commands: ['CreateFiltering', 'EditFiltering', 'DeleteFiltering'],
      streamOf: (c) => `filtering-${c.data.code}`,
    });
    this.router.stream({
      decider: reviewDecider,
      commands: ['WriteReview', 'EditReview', 'AddReviewImage', 'DeleteReview', 'ModerateReview'],
      streamOf: (c) => reviewStream(c.type === 'WriteReview' ? c.data.line.reviewId : c.data.reviewId),
    });
    this.router.stream({
      decider: productUploadDecider,
      commands: ['CheckProductUpload', 'StartProductUpload', 'RecordProductUploadProgress', 'FinishProductUpload', 'InterruptProductUpload'],
      streamOf: (c) => productUploadStream(c.data.uploadId),
    });
    this.router.stream({ decider: reviewPicksDecider, commands: ['PickReviews'], streamOf: (c) => reviewPicksStream(c.data.code) });
    this.router.useCase('CreateProduct', this.createProduct);
  }
}
