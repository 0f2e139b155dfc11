import { Controller, Get, Headers, Query } from '@nestjs/common';
import { ApiHeader, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ShippingTargetType, type IslandListResponse, type ShippingListResponse } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import { CachedAnswer } from '../../platform/http/answer-cache.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { IslandsTable } from '../application/islands-table.js';
import { ShippingRules } from '../application/shipping-rules.js';
import { SHIPPING } from '../projections/shipping.projection.js';

const TARGET_TYPES = Object.values(ShippingTargetType) as string[];

/** Public shipping calls under /api/v1 (spec §7 Public): `GET shippings`, `GET islands`. */
@ApiTags('shipping')
@Public()
@Controller('api/v1')
export class ShippingPublicController {
  constructor(
    private readonly rules: ShippingRules,
    private readonly islands: IslandsTable,
  ) {}

  /**
   * The shipping rules in force now, newest first, of `targetType` when given. With header
   * `mode: item` (a product page asking what applies to an item) every such rule at once;
   * otherwise one page by the list headers.
   */
  @Get('shippings')
  @ApiAnswer(200, 'ShippingListResponse')
  @ApiPaging()
  @ApiHeader({ name: 'mode', required: false, description: '`item`: every rule in force at once, without paging', schema: { type: 'string', enum: ['item'] } })
  @ApiQuery({ name: 'targetType', required: false, enum: TARGET_TYPES })
  async shippings(@Headers() headers: Record<string, string>, @Query('targetType') targetType?: string): Promise<ShippingListResponse> {
    const type = TARGET_TYPES.includes(targetType ?? '') ? (targetType as ShippingTargetType) : undefined;
    const all = await this.rules.active(new Date().toISOString(), type);
    if (headers['mode'] === 'item') return { shippings: all, summary: { totalCount: all.length } };
    const { limit, skip } = pageFromHeaders(headers);
    return { shippings: all.slice(skip, skip + limit), summary: { totalCount: all.length } };
  }

  /** The islands table: postcode ranges and their kind (jeju, island, exempt 연륙도서), by postcode. */
  @Get('islands')
  @CachedAnswer([SHIPPING.islands])
  @ApiAnswer(200, 'IslandListResponse')
  async list(): Promise<IslandListResponse> {
    return { islands: await this.islands.list() };
  }
}
