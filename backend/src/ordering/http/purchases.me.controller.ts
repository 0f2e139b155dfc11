import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CancelOrderDto, ClaimPurchaseDto, ConfirmPurchasesDto, type OrderChangedResponse, type PurchaseListResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { PurchaseMoves, type Moved } from '../application/claims/purchase-moves.js';
import { OrderingQueries } from '../application/ordering.queries.js';

/**
 * The member's claims and 구매확정 (spec §7 me/orders PUT, DELETE, {id}/confirm; me/purchases GET,
 * PUT {id}). Every call reads the member from the token: another member's order or purchase is 404.
 */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('api/v1/me')
export class PurchasesMeController {
  constructor(
    private readonly moves: PurchaseMoves,
    private readonly queries: OrderingQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get('purchases')
  @ApiAnswer(200, 'PurchaseListResponse')
  @ApiPaging()
  purchases(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>): Promise<PurchaseListResponse> {
    return this.queries.memberPurchases(user._user, pageFromHeaders(headers));
  }

  /** Claims one line: cancel (at once while unpaid, else a request), return or exchange once delivered. */
  @Put('purchases/:id')
  @ApiAnswer(200, 'OrderChangedResponse')
  async claim(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: ClaimPurchaseDto,
  ): Promise<OrderChangedResponse> {
    return this.answer(user, await this.moves.claim(user._user, id, dto, metadata));
  }

  /** Cancels every line of the order still open to a cancel. */
  @Delete('orders/:id')
  @ApiAnswer(200, 'OrderChangedResponse')
  async cancel(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: CancelOrderDto,
  ): Promise<OrderChangedResponse> {
    return this.answer(user, await this.moves.cancelOrder(user._user, id, dto ?? {}, metadata));
  }

  /** 구매확정 of delivered lines (all of them when none is named): they can no longer be claimed. */
  @Post('orders/:id/confirm')
  @HttpCode(200)
  @ApiAnswer(200, 'OrderChangedResponse')
  async confirm(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: ConfirmPurchasesDto,
  ): Promise<OrderChangedResponse> {
    return this.answer(user, await this.moves.confirm(user._user, id, dto?.purchaseIds, metadata));
  }

  private async answer(user: Principal, moved: Moved): Promise<OrderChangedResponse> {
    await this.runner.waitFor(moved.position, COMMAND_READ_TIMEOUT_MS);
    return { order: await this.queries.order(moved.orderId, user._user), position: moved.position };
  }
}
