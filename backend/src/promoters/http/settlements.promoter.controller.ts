import { Controller, Get, Headers } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PromoterSettlementListResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { SettlementQueries } from '../settlements/settlement.queries.js';
import { PromoterOnly } from './promoter-only.guard.js';

/** The approved promoter's monthly settlements, /api/v1/promoter/settlements (spec §7 Promoter GET settlements). */
@ApiTags('promoter')
@ApiBearerAuth()
@PromoterOnly()
@Controller('api/v1/promoter/settlements')
export class SettlementsPromoterController {
  constructor(private readonly queries: SettlementQueries) {}

  /** The promoter's own settlements (figures in 원, status), newest month first (headers limit/skip); 403 NOT_PROMOTER for others. */
  @Get()
  @ApiAnswer(200, 'PromoterSettlementListResponse')
  @ApiPaging()
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>): Promise<PromoterSettlementListResponse> {
    return this.queries.mine(user._user, pageFromHeaders(headers));
  }
}
