import { Body, Controller, Delete, Get, HttpCode, PayloadTooLargeException, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  CreateBrandDto,
  CreateCategoryDto,
  CreateDisplayDto,
  ReorderCategoriesDto,
  UpdateBrandDto,
  UpdateCategoryDto,
  UpdateDisplayDto,
  type BrandImageResponse,
  type CategoryImageResponse,
  type ConsoleBrandListResponse,
  type ConsoleBrandWrittenResponse,
  type ConsoleCategoryListResponse,
  type ConsoleCategoryWrittenResponse,
  type ConsoleDisplayListResponse,
  type ConsoleDisplayWrittenResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { ImageMissingError } from '../../platform/files/files.errors.js';
import { IMAGE_UPLOAD } from '../../platform/files/images.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { readOneFile } from '../../platform/http/multipart.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { ConsoleBrands } from '../application/console-taxonomy/console-brands.js';
import { ConsoleCategories } from '../application/console-taxonomy/console-categories.js';
import { ConsoleDisplays } from '../application/console-taxonomy/console-displays.js';
import { ProductImages } from '../application/console-products/product-images.js';

/** Waits until the read models show the write at `position` (0: nothing was written). */
export const settled = async (runner: ProjectionRunner, position: number) => {
  if (position) await runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
};

/** The one picture of an upload (field `image`): ImageMissingError (400) without one, 413 above {@link IMAGE_UPLOAD.maxBytes}. */
const readImage = (req: FastifyRequest): Promise<Buffer> =>
  readOneFile(req, IMAGE_UPLOAD.maxBytes, {
    missing: () => new ImageMissingError(),
    tooLarge: () => new PayloadTooLargeException({ statusCode: 413, message: '사진은 10MB 이하로 올려주세요' }),
  });

/**
 * The category tree editor, /api/console/shop/categories (spec §2 console shop/categories; §7
 * Console shop categories CRUD; §6 categories: admin02 and console). Each write is an event of the
 * category's stream naming the staff member, answered once the read models show it.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('categories')
@Controller('api/console/shop/categories')
export class CategoriesConsoleController {
  constructor(
    private readonly categories: ConsoleCategories,
    private readonly images: ProductImages,
    private readonly runner: ProjectionRunner,
  ) {}

  /**
   * Stores a category's header visual (field `image`; images only, read by content, re-encoded as
   * WebP without metadata, §5) and answers its URL with its size in pixels, which the category's
   * `visual` then names. 400 for no image or bytes that are no picture, 413 above 10 MB.
   */
  @Post('image')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiAnswer(201, 'CategoryImageResponse')
  async image(@Req() req: FastifyRequest): Promise<CategoryImageResponse> {
    return { image: await this.images.saveCategoryVisual(await readImage(req)) };
  }

  /** Every category (flat, by depth then index) with how many products use each. */
  @Get()
  @ApiAnswer(200, 'ConsoleCategoryListResponse')
  async list(): Promise<ConsoleCategoryListResponse> {
    return { categories: await this.categories.list() };
  }

  /** Creates a category last under `parentId` (none: a root). 404 for an unknown parent, 409 for a code in use. */
  @Post()
  @ApiAnswer(201, 'ConsoleCategoryWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: CreateCategoryDto): Promise<ConsoleCategoryWrittenResponse> {
    const { id, position } = await this.categories.create(dto, metadata);
    await settled(this.runner, position);
    return { category: await this.categories.one(id), position };
  }

  /** Puts one parent's children in the order given. 404 when an id is not one of them. */
  @Put('order')
  @ApiAnswer(200, 'ConsoleCategoryListResponse')
  async reorder(@CommandMeta() metadata: CommandMetadata, @Body() dto: ReorderCategoriesDto): Promise<ConsoleCategoryListResponse> {
    await settled(this.runner, await this.categories.reorder(dto, metadata));
    return { categories: await this.categories.list() };
  }

  /** Renames, recolours, hides or shows, and with `parentId` moves the category (with its sub-tree). 409 for a move under its own sub-tree. */
  @Put(':id')
  @ApiAnswer(200, 'ConsoleCategoryWrittenResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: UpdateCategoryDto): Promise<ConsoleCategoryWrittenResponse> {
    const position = await this.categories.update(id, dto, metadata);
    await settled(this.runner, position);
    return { category: await this.categories.one(id), position };
  }

  /** Deletes a category; 409 while products or sub-categories use it (the message names how many). */
  @Delete(':id')
  @ApiAnswer(200, 'ConsoleCategoryWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ConsoleCategoryWrittenResponse> {
    const position = await this.categories.remove(id, metadata);
    await settled(this.runner, position);
    return { category: null, position };
  }
}

/** The brands editor, /api/console/shop/brands (spec §2 console shop/brands; §7 CRUD; §6 brands: admin02 and console). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('brands')
@Controller('api/console/shop/brands')
export class BrandsConsoleController {
  constructor(
    private readonly brands: ConsoleBrands,
    private readonly images: ProductImages,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Every brand by its order number, with how many products use each. */
  @Get()
  @ApiAnswer(200, 'ConsoleBrandListResponse')
  async list(): Promise<ConsoleBrandListResponse> {
    const brands = await this.brands.list();
    return { brands, summary: { totalCount: brands.length } };
  }

  /** Stores a logo or picture (field `image`; images only, read by content and re-encoded as WebP, §5) and answers its URL. */
  @Post('image')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiAnswer(201, 'BrandImageResponse')
  async image(@Req() req: FastifyRequest): Promise<BrandImageResponse> {
    return { image: await this.images.saveBrandImage(await readImage(req)) };
  }

  /** Creates a brand; 409 for a code in use. */
  @Post()
  @ApiAnswer(201, 'ConsoleBrandWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: CreateBrandDto): Promise<ConsoleBrandWrittenResponse> {
    const position = await this.brands.create(dto, metadata);
    await settled(this.runner, position);
    return { brand: await this.brands.one(dto.code), position };
  }

  /** Changes the fields sent. 404 for an unknown brand. */
  @Put(':code')
  @ApiAnswer(200, 'ConsoleBrandWrittenResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Param('code') code: string, @Body() dto: UpdateBrandDto): Promise<ConsoleBrandWrittenResponse> {
    const position = await this.brands.update(code, dto, metadata);
    await settled(this.runner, position);
    return { brand: await this.brands.one(code), position };
  }

  /** Deletes a brand; 409 while products use it (the message names how many). */
  @Delete(':code')
  @ApiAnswer(200, 'ConsoleBrandWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('code') code: string): Promise<ConsoleBrandWrittenResponse> {
    await settled(this.runner, await this.brands.remove(code, metadata));
    return { brand: null, position: 0 };
  }
}

/** Display groups, /api/console/shop/displays (spec §2 console shop/display and /{code}; §7 CRUD; §6 display: admin02 and console). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('display')
@Controller('api/console/shop/displays')
export class DisplaysConsoleController {
  constructor(
    private readonly displays: ConsoleDisplays,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Every display group with its products in order. */
  @Get()
  @ApiAnswer(200, 'ConsoleDisplayListResponse')
  async list(): Promise<ConsoleDisplayListResponse> {
    return { displays: await this.displays.list() };
  }

  /** One display group. 404 for none. */
  @Get(':code')
  @ApiAnswer(200, 'ConsoleDisplayWrittenResponse')
  async one(@Param('code') code: string): Promise<ConsoleDisplayWrittenResponse> {
    return { display: await this.displays.one(code), position: 0 };
  }

  /** Creates a group; 404 for an unknown product, 409 for a code in use. */
  @Post()
  @ApiAnswer(201, 'ConsoleDisplayWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: CreateDisplayDto): Promise<ConsoleDisplayWrittenResponse> {
    const position = await this.displays.create(dto, metadata);
    await settled(this.runner, position);
    return { display: await this.displays.one(dto.code), position };
  }

  /** Changes the name, visibility or the products and their order. */
  @Put(':code')
  @ApiAnswer(200, 'ConsoleDisplayWrittenResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Param('code') code: string, @Body() dto: UpdateDisplayDto): Promise<ConsoleDisplayWrittenResponse> {
    const position = await this.displays.update(code, dto, metadata);
    await settled(this.runner, position);
    return { display: await this.displays.one(code), position };
  }

  /** Deletes a group. */
  @Delete(':code')
  @ApiAnswer(200, 'ConsoleDisplayWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('code') code: string): Promise<ConsoleDisplayWrittenResponse> {
    const position = await this.displays.remove(code, metadata);
    await settled(this.runner, position);
    return { display: null, position };
  }
}
