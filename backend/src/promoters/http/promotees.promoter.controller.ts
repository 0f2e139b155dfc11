import { Controller, Get, Headers } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PromoteeListResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { PromoterQueries } from '../application/promoter.queries.js';
import { PromoterOnly } from './promoter-only.guard.js';

/** The approved promoter's promotees, /api/v1/promoter/promotees (spec §2 promotees, §7 Promoter GET promotees). */
@ApiTags('promoter')
@ApiBearerAuth()
@PromoterOnly()
@Controller('api/v1/promoter/promotees')
export class PromoteesPromoterController {
  constructor(private readonly queries: PromoterQueries) {}

  /** Members who joined with the promoter's code, newest first (headers limit/skip), names masked; 403 NOT_PROMOTER for others. */
  @Get()
  @ApiAnswer(200, 'PromoteeListResponse')
  @ApiPaging()
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>): Promise<PromoteeListResponse> {
    return this.queries.promotees(user._user, pageFromHeaders(headers));
  }
}
