import { Controller, Get, Headers, Param, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ExhibitionListResponse, ExhibitionResponse, ShowroomListResponse, ShowroomResponse } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import { CachedAnswer } from '../../platform/http/answer-cache.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { Exhibitions } from './exhibitions.js';
import { Showrooms } from './showrooms.js';
import { SHOWCASES } from './showcases.projection.js';

/**
 * The shop's exhibitions and showrooms, /api/v1/shop/{exhibitions,showrooms} (spec §7 Shop).
 * Exhibitions are not cached: which are current depends on the time of the call.
 */
@ApiTags('shop')
@Public()
@Controller('api/v1/shop')
export class ShowcasesPublicController {
  constructor(
    private readonly exhibitions: Exhibitions,
    private readonly showrooms: Showrooms,
  ) {}

  /** The shown exhibitions: `current` (default) the running then the upcoming ones, `ended` the ended ones (headers limit, skip). */
  @Get('exhibitions')
  @ApiPaging()
  @ApiQuery({ name: 'status', required: false, enum: ['current', 'ended'] })
  @ApiAnswer(200, 'ExhibitionListResponse')
  listExhibitions(@Headers() headers: Record<string, string>, @Query('status') status?: unknown): Promise<ExhibitionListResponse> {
    return this.exhibitions.shopList(status === 'ended' ? 'ended' : 'current', new Date().toISOString(), pageFromHeaders(headers));
  }

  /** One shown exhibition with its shown products in order; 404 for a missing or hidden one. */
  @Get('exhibitions/:id')
  @ApiAnswer(200, 'ExhibitionResponse')
  async exhibition(@Param('id') id: string): Promise<ExhibitionResponse> {
    return { exhibition: await this.exhibitions.shopOne(id, new Date().toISOString()) };
  }

  /** The shown showrooms in the order they were opened (headers limit, skip). */
  @Get('showrooms')
  @ApiPaging()
  @CachedAnswer([SHOWCASES.showrooms])
  @ApiAnswer(200, 'ShowroomListResponse')
  listShowrooms(@Headers() headers: Record<string, string>): Promise<ShowroomListResponse> {
    return this.showrooms.list(pageFromHeaders(headers));
  }

  /** One shown showroom by code; 404 for a missing or hidden one. */
  @Get('showrooms/:code')
  @CachedAnswer([SHOWCASES.showrooms])
  @ApiAnswer(200, 'ShowroomResponse')
  async showroom(@Param('code') code: string): Promise<ShowroomResponse> {
    return { showroom: await this.showrooms.one(code) };
  }
}
