import { Controller, Get, Headers, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { PRODUCT_SORT_TEXT, type ProductSort } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import { pageFromHeaders } from '../../platform/http/paging.js';
import { CatalogQueries } from '../application/catalog.queries.js';

/** Public catalogue calls under /api/v1/shop (spec §7 Shop). */
@ApiTags('shop')
@Public()
@Controller('api/v1/shop')
export class CatalogPublicController {
  constructor(private readonly queries: CatalogQueries) {}

  /** Product list: headers limit/skip; query category, group, brand, searchValue, sort. */
  @Get('products')
  @ApiHeader({ name: 'limit', required: false })
  @ApiHeader({ name: 'skip', required: false })
  listProducts(
    @Headers() headers: Record<string, string>,
    @Query('category') category?: string,
    @Query('group') group?: string,
    @Query('brand') brand?: string,
    @Query('searchValue') searchValue?: string,
    @Query('sort') sort?: string,
  ) {
    const validSort = sort && Object.hasOwn(PRODUCT_SORT_TEXT, sort) ? (sort as ProductSort) : undefined;
    return this.queries.listProducts({ ...pageFromHeaders(headers), category, group, brand, searchValue: searchValue?.slice(0, 50), sort: validSort });
  }

  @Get('products/:idOrCode')
  async getProduct(@Param('idOrCode') idOrCode: string) {
    const product = await this.queries.getProduct(idOrCode);
    if (!product) throw new NotFoundException('상품을 찾을 수 없습니다');
    return { product };
  }

  @Get('categories')
  async categories(@Query('code') code?: string) {
    return { categories: await this.queries.categoryTree(code) };
  }

  @Get('categories/:code')
  async category(@Param('code') code: string) {
    const [category] = await this.queries.categoryTree(code);
    if (!category) throw new NotFoundException('카테고리를 찾을 수 없습니다');
    return { category };
  }

  @Get('brands')
  async brands() {
    return { brands: await this.queries.listBrands() };
  }

  @Get('brands/:code')
  async brand(@Param('code') code: string) {
    const brand = (await this.queries.listBrands()).find((b) => b.code === code);
    if (!brand) throw new NotFoundException('브랜드를 찾을 수 없습니다');
    return { brand };
  }
}
