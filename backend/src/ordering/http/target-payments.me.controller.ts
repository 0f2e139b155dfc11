import { Controller, Get, Headers, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { TargetPaymentListResponse, TargetPaymentResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { TargetPayments } from '../application/target-payments/target-payments.js';

/** The member's target payments (spec §7 me/target-payments): what staff asked them to pay; another member's is 404. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('api/v1/me/target-payments')
export class TargetPaymentsMeController {
  constructor(private readonly targetPayments: TargetPayments) {}

  @Get()
  @ApiAnswer(200, 'TargetPaymentListResponse')
  @ApiPaging()
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>): Promise<TargetPaymentListResponse> {
    return this.targetPayments.list(user._user, undefined, pageFromHeaders(headers));
  }

  /** One of the member's target payments, with the product view the order page orders it from. */
  @Get(':id')
  @ApiAnswer(200, 'TargetPaymentResponse')
  one(@CurrentUser() user: Principal, @Param('id') id: string): Promise<TargetPaymentResponse> {
    return this.targetPayments.forOrder(id, user._user);
  }
}
