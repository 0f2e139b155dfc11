import { queryText } from '../../platform/http/query-text.js';
import { Body, Controller, Delete, Get, Headers, HttpCode, PayloadTooLargeException, Param, Post, Put, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, type ApiBodyOptions, ApiConsumes, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  BulkProductsDto,
  CONSOLE_PRODUCT_SORTS,
  CreateProductDto,
  UpdateProductDto,
  excelFileName,
  type ConsoleProductListResponse,
  type ConsoleProductResponse,
  type ConsoleProductSort,
  type ConsoleProductWrittenResponse,
  type EditorPhotoResponse,
  type ProductBulkResponse,
  type ProductImagesResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { ImageMissingError } from '../../platform/files/files.errors.js';
import { IMAGE_UPLOAD } from '../../platform/files/images.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { readOneFile } from '../../platform/http/multipart.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { ConsoleProducts } from '../application/console-products/console-products.js';
import { ConsoleProductQueries, type ConsoleProductSearch } from '../application/console-products/console-products.queries.js';
import { ProductImages } from '../application/console-products/product-images.js';
import { productsWorkbook } from '../application/console-products/products-workbook.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TOO_LARGE = '사진은 10MB 이하로 올려주세요';
const IMAGE_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['image'],
    properties: { image: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP 또는 HEIC, 10MB 이하' } },
  },
};

const flag = (v?: string): boolean | undefined => (v === 'true' ? true : v === 'false' ? false : undefined);

/** The console list's search from the query parameters (unknown values are ignored). */
function searchOf(query: Record<string, unknown>): ConsoleProductSearch {
  const q = Object.fromEntries(['q', 'category', 'brand', 'shows', 'sells', 'type', 'sort'].map((k) => [k, queryText(query[k], 64)])) as Record<
    string,
    string | undefined
  >;
  return {
    q: q.q?.slice(0, 50) || undefined,
    category: q.category || undefined,
    brand: q.brand || undefined,
    shows: flag(q.shows),
    sells: flag(q.sells),
    type: q.type && ['normal', 'variety', 'bundle'].includes(q.type) ? q.type : undefined,
    sort: q.sort && Object.hasOwn(CONSOLE_PRODUCT_SORTS, q.sort) ? (q.sort as ConsoleProductSort) : 'latest',
  };
}

/** The product search's query parameters, for the API document. */
const ApiProductSearch = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  for (const [name, description] of [
    ['q', '상품명, 상품코드 또는 해시태그의 일부'],
    ['category', '카테고리 코드 또는 id (하위 카테고리 포함)'],
    ['brand', '브랜드 코드'],
    ['shows', 'true | false'],
    ['sells', 'true | false'],
    ['type', 'normal | variety | bundle'],
    ['sort', Object.keys(CONSOLE_PRODUCT_SORTS).join(' | ')],
  ] as const)
    ApiQuery({ name, required: false, description })(target, key, descriptor);
};

/**
 * The console's product editor, /api/console/shop/products (spec §7 Console shop products CRUD
 * plus images POST; §6 products: admin02 and console). Every write is an event of the product's
 * stream naming the staff member, answered once the read models show it.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('products')
@Controller('api/console/shop/products')
export class ProductsConsoleController {
  constructor(
    private readonly queries: ConsoleProductQueries,
    private readonly products: ConsoleProducts,
    private readonly images: ProductImages,
    private readonly runner: ProjectionRunner,
  ) {}

  /** One page (headers limit/skip) of the products under the search, filters and order, with how many match. */
  @Get()
  @ApiAnswer(200, 'ConsoleProductListResponse')
  @ApiPaging()
  @ApiProductSearch()
  list(@Headers() headers: Record<string, string>, @Query() query: Record<string, string>): Promise<ConsoleProductListResponse> {
    return this.queries.list(searchOf(query), pageFromHeaders(headers));
  }

  /** The products under the same search as an .xlsx file, products_YYYYMMDD_HHmmss.xlsx (KST, spec §9). */
  @Get('export')
  @ApiProductSearch()
  @ApiProduces(XLSX)
  @ApiResponse({ status: 200, description: 'The .xlsx workbook', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } })
  async export(@CommandMeta() metadata: CommandMetadata, @Query() query: Record<string, string>): Promise<StreamableFile> {
    const rows = await this.queries.all(searchOf(query));
    const name = excelFileName('products', new Date(metadata.now));
    return new StreamableFile(await productsWorkbook(rows), { type: XLSX, disposition: `attachment; filename="${name}"` });
  }

  /** Shows, hides, sells or stops selling several products at once. */
  @Put('bulk')
  @ApiAnswer(200, 'ProductBulkResponse')
  async bulk(@CommandMeta() metadata: CommandMetadata, @Body() dto: BulkProductsDto): Promise<ProductBulkResponse> {
    const result = await this.products.bulk(dto, metadata);
    if (result.position) await this.runner.waitFor(result.position, COMMAND_READ_TIMEOUT_MS);
    return result;
  }

  /**
   * Uploads one product picture (field `image`; images only, read by content, §5) and answers its
   * WebP URL with thumbnails at several widths. 400 for a file that is no picture, 413 past 10 MB.
   */
  @Post('images')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'ProductImagesResponse')
  async upload(@Req() req: FastifyRequest): Promise<ProductImagesResponse> {
    const bytes = await readOneFile(req, IMAGE_UPLOAD.maxBytes, {
      missing: () => new ImageMissingError(),
      tooLarge: () => new PayloadTooLargeException({ statusCode: 413, message: TOO_LARGE }),
    });
    return { images: [await this.images.saveProductImage(bytes)] };
  }

  /** The whole product with its stock and its history (who changed what, when), newest first; 404 for none. */
  @Get(':id')
  @ApiAnswer(200, 'ConsoleProductResponse')
  async one(@Param('id') id: string): Promise<ConsoleProductResponse> {
    const [product, history] = await Promise.all([this.queries.one(id), this.queries.history(id)]);
    return { product, history, itemNames: await this.queries.itemNames(product) };
  }

  /** Creates a product, claiming its code (409 when taken); 422 for a broken product rule. */
  @Post()
  @ApiAnswer(201, 'ConsoleProductWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: CreateProductDto): Promise<ConsoleProductWrittenResponse> {
    const { id, position } = await this.products.create(dto, metadata);
    return this.written(id, position);
  }

  /** Changes the fields sent (only those); `stock` sets the stock count. */
  @Put(':id')
  @ApiAnswer(200, 'ConsoleProductWrittenResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: UpdateProductDto): Promise<ConsoleProductWrittenResponse> {
    return this.written(id, await this.products.update(id, dto, metadata));
  }

  /**
   * Deletes the product softly: hidden, not sold, gone from this list; orders naming it keep it
   * and its code stays taken. Answers the product as it is left.
   */
  @Delete(':id')
  @ApiAnswer(200, 'ConsoleProductWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ConsoleProductWrittenResponse> {
    const product = await this.queries.one(id);
    const position = await this.products.remove(id, metadata);
    if (position) await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { product: { ...product, deleted: true, shows: false, sells: false }, position };
  }

  private async written(id: string, position: number): Promise<ConsoleProductWrittenResponse> {
    if (position) await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { product: await this.queries.one(id), position };
  }
}

/** Photos of the rich-text editor, POST /api/v1/editor/photo (spec §7 Editor: multipart file); staff of the product editor only. */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('products')
@Controller('api/v1/editor')
export class EditorPhotoController {
  constructor(private readonly images: ProductImages) {}

  /** Stores one photo (field `image` or `file`; images only, read by content) and answers its URL. 400 for no picture, 413 past 10 MB. */
  @Post('photo')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'EditorPhotoResponse')
  async photo(@Req() req: FastifyRequest): Promise<EditorPhotoResponse> {
    const bytes = await readOneFile(req, IMAGE_UPLOAD.maxBytes, {
      missing: () => new ImageMissingError(),
      tooLarge: () => new PayloadTooLargeException({ statusCode: 413, message: TOO_LARGE }),
    });
    return this.images.saveEditorPhoto(bytes);
  }
}
