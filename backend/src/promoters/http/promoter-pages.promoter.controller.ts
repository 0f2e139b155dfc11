import { Controller, Get, Headers, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  PROMOTER_PURCHASE_STATUS_TEXT,
  isPromoterMonth,
  type PromoterDashboardResponse,
  type PromoterPurchaseListResponse,
  type PromoterScoreListResponse,
  type PurchaseStatus,
} from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { PromoterPageQueries } from '../application/promoter-pages.queries.js';
import { PromoterOnly } from './promoter-only.guard.js';

const STATUSES = Object.keys(PROMOTER_PURCHASE_STATUS_TEXT);

/**
 * The approved promoter's dashboard, purchases and score, /api/v1/promoter/… (spec §2 dashboard,
 * promotee-purchases, promoter-purchases, scores; §7 Promoter GET purchases). Every answer is
 * the caller's own; a member who is not an approved promoter gets 403 NOT_PROMOTER.
 */
@ApiTags('promoter')
@ApiBearerAuth()
@PromoterOnly()
@Controller('api/v1/promoter')
export class PromoterPagesPromoterController {
  constructor(private readonly queries: PromoterPageQueries) {}

  /** The withdrawable balance, this KST month's accruals and promotee purchases, the number of promotees and the last 12 months of accruals (원). */
  @Get('dashboard')
  @ApiAnswer(200, 'PromoterDashboardResponse')
  dashboard(@CurrentUser() user: Principal, @CommandMeta() meta: CommandMetadata): Promise<PromoterDashboardResponse> {
    return this.queries.dashboard(user._user, meta.now);
  }

  /**
   * Purchase lines, newest first (headers limit/skip): of the promoter's own promotees by default
   * (/promoter/promotee-purchases, names masked, with each line's sales bonus), or the promoter's
   * own with `of=self` (/promoter/promoter-purchases). `month` (`yyyy-mm`, KST) and
   * `purchaseStatus` narrow them; a malformed value of either is ignored.
   */
  @Get('purchases')
  @ApiAnswer(200, 'PromoterPurchaseListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'of', required: false, description: 'promotees (default) | self' })
  @ApiQuery({ name: 'month', required: false, description: 'yyyy-mm (Asia/Seoul)' })
  @ApiQuery({ name: 'purchaseStatus', required: false, description: STATUSES.join(' | ') })
  purchases(
    @CurrentUser() user: Principal,
    @Headers() headers: Record<string, string>,
    @Query('of') of?: string,
    @Query('month') month?: string,
    @Query('purchaseStatus') purchaseStatus?: string,
  ): Promise<PromoterPurchaseListResponse> {
    return this.queries.purchaseLines(
      user._user,
      {
        of: of === 'self' ? 'self' : 'promotees',
        month: isPromoterMonth(month) ? month : undefined,
        purchaseStatus: purchaseStatus && STATUSES.includes(purchaseStatus) ? (purchaseStatus as PurchaseStatus) : undefined,
      },
      pageFromHeaders(headers),
    );
  }

  /** The promoter's accumulated score (spec §9) and its changes, newest first (headers limit/skip). */
  @Get('scores')
  @ApiAnswer(200, 'PromoterScoreListResponse')
  @ApiPaging()
  scores(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>): Promise<PromoterScoreListResponse> {
    return this.queries.scoreHistory(user._user, pageFromHeaders(headers));
  }
}
