import { Body, Controller, Get, Headers, NotFoundException, Param, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { ChangeOrderStatusDto, PURCHASE_VIEW_TEXT, Scope, type PurchaseView } from '@shop/contracts';
import { CurrentUser, Scopes } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { ChangeOrderStatus } from '../application/order.commands.js';
import { OrderingQueries } from '../application/ordering.queries.js';

/** Console purchases and orders, /api/console/shop (scope console; purchases pages also admin03, spec §6). */
@ApiTags('console')
@ApiBearerAuth()
@Scopes(Scope.CONSOLE, Scope.ADMIN03)
@Controller('api/console/shop')
export class OrdersConsoleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OrderingQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get('purchases')
  @ApiHeader({ name: 'limit', required: false })
  @ApiHeader({ name: 'skip', required: false })
  purchases(@Headers() headers: Record<string, string>, @Query('view') view?: string, @Query('searchValue') searchValue?: string) {
    const valid = view && view in PURCHASE_VIEW_TEXT ? (view as PurchaseView) : 'all';
    return this.queries.purchases(valid, searchValue?.slice(0, 50), pageFromHeaders(headers));
  }

  /** The order with its audit history (who did what, when). */
  @Get('orders/:id')
  async order(@Param('id') id: string) {
    const order = await this.queries.order(id, null);
    if (!order) throw new NotFoundException('주문을 찾을 수 없습니다');
    return { order, history: await this.queries.history(id) };
  }

  /** Moves the order to `orderStatus` (ORDER_NONPAYMENT → ORDER_PAYMENT confirms a bank transfer). */
  @Put('orders/:id')
  async change(@CurrentUser() user: Principal, @Param('id') id: string, @Body() dto: ChangeOrderStatusDto) {
    const { position } = await this.commands.execute(new ChangeOrderStatus(id, dto.orderStatus, dto.orderStatusMessage ?? null, { userId: user._user, now: new Date().toISOString() }));
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { order: await this.queries.order(id, null), position };
  }
}
