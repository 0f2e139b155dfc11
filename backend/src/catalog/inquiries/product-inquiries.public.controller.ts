import { Controller, Get, Headers, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ProductInquiryListResponse } from '@shop/contracts';
import { CurrentUser, Public } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { ProductInquiries } from './product-inquiries.js';

/**
 * A product's Q&A, GET /api/v1/inquires?product={id} (spec §7 Shop). Not cached: a secret
 * inquiry reads whole to its writer and staff and as "비밀글입니다" to everyone else.
 */
@ApiTags('shop')
@Controller('api/v1/inquires')
export class ProductInquiriesPublicController {
  constructor(private readonly inquiries: ProductInquiries) {}

  /** The product's inquiries, newest first (headers limit, skip), as the caller (or a visitor) may read them. */
  @Get()
  @Public()
  @ApiPaging()
  @ApiQuery({ name: 'product', required: true, description: 'A product id' })
  @ApiAnswer(200, 'ProductInquiryListResponse')
  list(
    @CurrentUser() viewer: Principal | undefined,
    @Headers() headers: Record<string, string>,
    @Query('product') product?: string,
  ): Promise<ProductInquiryListResponse> {
    if (typeof product !== 'string' || !product) return Promise.resolve({ inquires: [], summary: { totalCount: 0 } });
    return this.inquiries.list({ productId: product }, viewer, pageFromHeaders(headers));
  }
}
