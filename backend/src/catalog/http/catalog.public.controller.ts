import { queryText } from '../../platform/http/query-text.js';
import { Controller, Get, Headers, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  DisplayCode,
  PRODUCT_SORT_TEXT,
  parseFacets,
  type BrandListResponse,
  type BrandResponse,
  type CategoryListResponse,
  type CategoryResponse,
  type DisplayCategoriesResponse,
  type DisplayListResponse,
  type DisplayResponse,
  type ProductListResponse,
  type ProductResponse,
  type ProductSort,
} from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import { CachedAnswer } from '../../platform/http/answer-cache.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { CatalogQueries } from '../application/catalog.queries.js';
import { CATALOG } from '../projections/catalog.projection.js';
import { ConsoleDisplays } from '../application/console-taxonomy/console-displays.js';

/** What every public catalogue answer is made of. */
const CATALOG_MODELS = Object.values(CATALOG);

/** Public catalogue calls under /api/v1/shop (spec §7 Shop). */
@ApiTags('shop')
@Public()
@Controller('api/v1/shop')
export class CatalogPublicController {
  constructor(
    private readonly queries: CatalogQueries,
    private readonly displays: ConsoleDisplays,
  ) {}

  /**
   * Product list: headers limit/skip; query category, group, brand, searchValue, sort; `filters`
   * (picked facet values, contracts facets.ts text) narrows, and `facets=1` adds the facets of
   * the list with their counts (issue 13 faceted search over the console's filterings).
   */
  @Get('products')
  @CachedAnswer(CATALOG_MODELS)
  @ApiAnswer(200, 'ProductListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'category', required: false, description: 'Category code or _id: the products of its subtree' })
  @ApiQuery({ name: 'group', required: false, description: 'Display group', enum: Object.values(DisplayCode) })
  @ApiQuery({ name: 'brand', required: false, description: 'Brand code' })
  @ApiQuery({ name: 'searchValue', required: false, description: 'Words in the name, code, hashtags, category or brand (first 50 characters)' })
  @ApiQuery({ name: 'sort', required: false, description: 'Order (other values: latest)', enum: Object.keys(PRODUCT_SORT_TEXT) })
  @ApiQuery({ name: 'filters', required: false, description: 'Picked facet values: code:value pairs joined by |, \\ and | in a value escaped with \\' })
  @ApiQuery({ name: 'facets', required: false, description: '1: answer the facets of the list with their counts', enum: ['1'] })
  listProducts(
    @Headers() headers: Record<string, string>,
    @Query('category') category?: string,
    @Query('group') group?: string,
    @Query('brand') brand?: string,
    @Query('searchValue') searchValue?: string,
    @Query('sort') sort?: string,
    @Query('filters') filters?: string,
    @Query('facets') facets?: string,
  ): Promise<ProductListResponse> {
    const order = queryText(sort);
    const validSort = order && Object.hasOwn(PRODUCT_SORT_TEXT, order) ? (order as ProductSort) : undefined;
    return this.queries.listProducts({
      ...pageFromHeaders(headers),
      category: queryText(category, 64),
      group: queryText(group, 64),
      brand: queryText(brand, 64),
      searchValue: queryText(searchValue),
      sort: validSort,
      facets: parseFacets(queryText(filters, 4000)),
      withFacets: queryText(facets) === '1',
    });
  }

  @Get('products/:idOrCode')
  @CachedAnswer(CATALOG_MODELS)
  @ApiAnswer(200, 'ProductResponse')
  async getProduct(@Param('idOrCode') idOrCode: string): Promise<ProductResponse> {
    const product = await this.queries.getProduct(idOrCode);
    if (!product) throw new NotFoundException('상품을 찾을 수 없습니다');
    return { product };
  }

  @Get('categories')
  @CachedAnswer(CATALOG_MODELS)
  @ApiAnswer(200, 'CategoryListResponse')
  @ApiQuery({ name: 'code', required: false, description: 'A category code: that category with its subtree instead of the roots' })
  async categories(@Query('code') code?: string): Promise<CategoryListResponse> {
    return { categories: await this.queries.categoryTree(code) };
  }

  @Get('categories/:code')
  @CachedAnswer(CATALOG_MODELS)
  @ApiAnswer(200, 'CategoryResponse')
  async category(@Param('code') code: string): Promise<CategoryResponse> {
    const [category] = await this.queries.categoryTree(code);
    if (!category) throw new NotFoundException('카테고리를 찾을 수 없습니다');
    return { category };
  }

  @Get('brands')
  @CachedAnswer(CATALOG_MODELS)
  @ApiAnswer(200, 'BrandListResponse')
  async brands(): Promise<BrandListResponse> {
    return { brands: await this.queries.listBrands() };
  }

  @Get('brands/:code')
  @CachedAnswer(CATALOG_MODELS)
  @ApiAnswer(200, 'BrandResponse')
  async brand(@Param('code') code: string): Promise<BrandResponse> {
    const brand = (await this.queries.listBrands()).find((b) => b.code === code);
    if (!brand) throw new NotFoundException('브랜드를 찾을 수 없습니다');
    return { brand };
  }

  /** The display groups (진열 그룹) the shop shows, each with its count of shown products. */
  @Get('displays')
  @CachedAnswer(CATALOG_MODELS)
  @ApiAnswer(200, 'DisplayListResponse')
  listDisplays(): Promise<DisplayListResponse> {
    return this.queries.listDisplays();
  }

  /** The top categories of a display's shown products with their counts (the home highlights' tabs); empty for a code that lists nothing. */
  @Get('displays/:code/categories')
  @CachedAnswer(CATALOG_MODELS)
  @ApiAnswer(200, 'DisplayCategoriesResponse')
  displayCategories(@Param('code') code: string): Promise<DisplayCategoriesResponse> {
    return this.queries.displayCategories(code);
  }

  /** A display group (진열 그룹) the shop shows, with its shown products in the order staff set. 404 for none or a hidden one. */
  @Get('displays/:code')
  @CachedAnswer(CATALOG_MODELS)
  @ApiAnswer(200, 'DisplayResponse')
  async display(@Param('code') code: string): Promise<DisplayResponse> {
    return { display: await this.displays.shown(code) };
  }
}
