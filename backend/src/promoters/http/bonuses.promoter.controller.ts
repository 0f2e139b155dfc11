import { Controller, Get, Headers, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { BONUS_TYPES, type BonusType, type PromoterBonusListResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { BonusQueries } from '../bonuses/bonus.queries.js';
import { PromoterOnly } from './promoter-only.guard.js';

const TYPES: readonly string[] = [...BONUS_TYPES, 'WITHDRAWAL'];

/** The approved promoter's bonuses, /api/v1/promoter/bonuses (spec §2 bonuses and bonuses__{tab}, §7 Promoter GET bonuses). */
@ApiTags('promoter')
@ApiBearerAuth()
@PromoterOnly()
@Controller('api/v1/promoter/bonuses')
export class BonusesPromoterController {
  constructor(private readonly queries: BonusQueries) {}

  /** The balance (원) and the history, newest first (headers limit/skip), of one `type` (a §9 bonus type or WITHDRAWAL; another is ignored) or all; 403 NOT_PROMOTER for others. */
  @Get()
  @ApiAnswer(200, 'PromoterBonusListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'type', required: false, description: `${TYPES.join(' | ')}` })
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>, @Query('type') type?: string): Promise<PromoterBonusListResponse> {
    const wanted = type && TYPES.includes(type) ? (type as BonusType | 'WITHDRAWAL') : undefined;
    return this.queries.bonuses(user._user, wanted, pageFromHeaders(headers));
  }
}
