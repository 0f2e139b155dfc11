import { Module, type OnModuleInit } from '@nestjs/common';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { CreateProductHandler } from './application/create-product/create-product.handler.js';
import { CatalogQueries } from './application/catalog.queries.js';
import { ProductFacts } from './application/product-facts.js';
import { productDecider } from './domain/product.decider.js';
import { brandDecider, categoryDecider } from './domain/taxonomy.decider.js';
import { CatalogProjection } from './projections/catalog.projection.js';
import { CatalogPublicController } from './http/catalog.public.controller.js';
import { EditorPhotoController, ProductsConsoleController } from './http/products.console.controller.js';
import { ConsoleProducts } from './application/console-products/console-products.js';
import { ConsoleProductQueries } from './application/console-products/console-products.queries.js';
import { ProductImages } from './application/console-products/product-images.js';
import { IdentityModule } from '../identity/index.js';

/** Catalogue context: products, categories, brands (ARCHITECTURE §3). */
@Module({
  imports: [IdentityModule],
  providers: [CreateProductHandler, ProductFacts, CatalogQueries, CatalogProjection, ConsoleProducts, ConsoleProductQueries, ProductImages],
  controllers: [CatalogPublicController, ProductsConsoleController, EditorPhotoController],
  exports: [ProductFacts, CatalogQueries, CatalogProjection],
})
export class CatalogModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly createProduct: CreateProductHandler,
  ) {}

  /** Routes the catalogue's commands: one stream per product, category and brand; creating a product claims its code. */
  onModuleInit(): void {
    this.router.stream({
      decider: productDecider,
      commands: ['UpdateProduct', 'ReserveStock', 'ReleaseStock', 'AdjustStock'],
      streamOf: (c) => `product-${c.data.productId}`,
    });
    this.router.stream({ decider: categoryDecider, commands: ['CreateCategory'], streamOf: (c) => `category-${c.data.code}` });
    this.router.stream({ decider: brandDecider, commands: ['CreateBrand'], streamOf: (c) => `brand-${c.data.code}` });
    this.router.useCase('CreateProduct', this.createProduct);
  }
}
