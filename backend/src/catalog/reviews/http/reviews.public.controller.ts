import { Controller, Get, Headers, Param, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ReviewImageListResponse, ReviewListResponse, ReviewResponse } from '@shop/contracts';
import { Public } from '../../../platform/auth/auth.guard.js';
import { ApiAnswer } from '../../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../../platform/http/paging.js';
import { ReviewQueries } from '../review.queries.js';

/** The shop's reviews, /api/v1/shop/reviews and review-images (spec §7 Shop): visible reviews only, never hidden ones. */
@ApiTags('shop')
@Public()
@Controller('api/v1/shop')
export class ReviewsPublicController {
  constructor(private readonly queries: ReviewQueries) {}

  /** One page of a product's reviews with its summary (average, stars 1..5), newest first; `photo` only|first; or with `pick` the reviews picked for a home display. */
  @Get('reviews')
  @ApiAnswer(200, 'ReviewListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'product', required: false, description: 'Product id (required unless pick is given)' })
  @ApiQuery({ name: 'photo', required: false, enum: ['only', 'first'], description: 'Photo reviews only, or first' })
  @ApiQuery({ name: 'pick', required: false, description: 'A home display code: the reviews staff picked for it, in order' })
  list(
    @Query('product') product: string | undefined,
    @Query('photo') photo: string | undefined,
    @Query('pick') pick: string | undefined,
    @Headers() headers: Record<string, string>,
  ): Promise<ReviewListResponse> {
    if (pick && !product) return this.queries.shopPicked(String(pick).slice(0, 40));
    const mode = photo === 'only' || photo === 'first' ? photo : undefined;
    return this.queries.shopPage(String(product ?? ''), mode, pageFromHeaders(headers));
  }

  /** One visible review; 404 for a missing or hidden one. */
  @Get('reviews/:id')
  @ApiAnswer(200, 'ReviewResponse')
  async one(@Param('id') id: string): Promise<ReviewResponse> {
    return { review: await this.queries.shopReview(id) };
  }

  /** The photos of a product's visible reviews, newest first (headers limit/skip over photos). */
  @Get('review-images')
  @ApiAnswer(200, 'ReviewImageListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'product', required: true, description: 'Product id' })
  images(@Query('product') product: string | undefined, @Headers() headers: Record<string, string>): Promise<ReviewImageListResponse> {
    return this.queries.shopImages(String(product ?? ''), pageFromHeaders(headers));
  }
}
