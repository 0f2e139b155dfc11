import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BrandCreated, CategoryCreated, ProductFields } from '@shop/contracts';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { UniqueValues } from '../../platform/event-sourcing/unique-values.js';
import type { CommandMeta } from '../../platform/event-sourcing/decider.js';
import { productDecider } from '../domain/product.decider.js';
import { brandDecider, categoryDecider } from '../domain/taxonomy.decider.js';

/** Adds a product to the catalogue; its code must be unique (409 PRODUCT_CODE_TAKEN). Returns the log position. */
export class CreateProduct extends Command<{ position: number }> {
  constructor(
    readonly productId: string,
    readonly fields: ProductFields,
    readonly stock: number,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

@CommandHandler(CreateProduct)
export class CreateProductHandler implements ICommandHandler<CreateProduct> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
  ) {}

  async execute(c: CreateProduct): Promise<{ position: number }> {
    await this.unique.reserve('product_code', c.fields.code, c.productId, c.meta, { code: 'PRODUCT_CODE_TAKEN', message: '이미 사용 중인 상품코드입니다' });
    const r = await this.runner.handle(`product-${c.productId}`, productDecider, { type: 'CreateProduct', productId: c.productId, fields: c.fields, stock: c.stock, now: c.meta.now }, c.meta);
    return { position: r.position };
  }
}

/** Creates a category (stream `category-{code}`, so the code is unique). */
export class CreateCategory extends Command<{ position: number }> {
  constructor(
    readonly data: CategoryCreated['data'],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

@CommandHandler(CreateCategory)
export class CreateCategoryHandler implements ICommandHandler<CreateCategory> {
  constructor(private readonly runner: CommandRunner) {}
  async execute(c: CreateCategory): Promise<{ position: number }> {
    const r = await this.runner.handle(`category-${c.data.code}`, categoryDecider, { type: 'CreateCategory', data: c.data }, c.meta);
    return { position: r.position };
  }
}

/** Creates a brand collection (stream `brand-{code}`). */
export class CreateBrand extends Command<{ position: number }> {
  constructor(
    readonly data: BrandCreated['data'],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

@CommandHandler(CreateBrand)
export class CreateBrandHandler implements ICommandHandler<CreateBrand> {
  constructor(private readonly runner: CommandRunner) {}
  async execute(c: CreateBrand): Promise<{ position: number }> {
    const r = await this.runner.handle(`brand-${c.data.code}`, brandDecider, { type: 'CreateBrand', data: c.data }, c.meta);
    return { position: r.position };
  }
}

export const CATALOG_COMMAND_HANDLERS = [CreateProductHandler, CreateCategoryHandler, CreateBrandHandler];
