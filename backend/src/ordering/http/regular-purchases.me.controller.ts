import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { RegularPurchaseListResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { MemberOrderSummary } from '../application/member-order-summary.js';

/** The member's regular purchases, /api/v1/me/regular-purchases (spec §2 /mypage/cart/regular): only the member's own orders are read. */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/regular-purchases')
export class RegularPurchasesMeController {
  constructor(private readonly summary: MemberOrderSummary) {}

  /** Products bought before, most often first, with whether each can be ordered now. */
  @Get()
  @ApiAnswer(200, 'RegularPurchaseListResponse')
  async list(@CurrentUser() user: Principal): Promise<RegularPurchaseListResponse> {
    return { regularPurchases: await this.summary.regularPurchases(user._user) };
  }
}
