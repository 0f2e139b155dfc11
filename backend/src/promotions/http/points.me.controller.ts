import { Controller, Get, Headers } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MyPointsResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { PointQueries } from '../application/point.queries.js';

/** The member's points (spec §7 me/points GET; /mypage/points): always the caller's own, from the token. */
@ApiTags('points')
@ApiBearerAuth()
@Controller('api/v1/me/points')
export class PointsMeController {
  constructor(private readonly queries: PointQueries) {}

  /** The caller's balance, what expires within 30 days, and the history newest first (headers limit/skip). */
  @Get()
  @ApiAnswer(200, 'MyPointsResponse')
  @ApiPaging()
  mine(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>): Promise<MyPointsResponse> {
    return this.queries.myPoints(user._user, pageFromHeaders(headers));
  }
}
