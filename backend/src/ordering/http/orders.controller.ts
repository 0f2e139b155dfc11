import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { ORDER_TAB_TEXT, PlaceOrderDto, QuoteOrderDto, type OrderTab } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { DomainError } from '../../platform/event-sourcing/decider.js';
import { pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { PlaceOrder, quoteOrder, type RequestedItem } from '../application/order.commands.js';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { OrderingQueries } from '../application/ordering.queries.js';

/** What to order: the member's cart lines, or buy-now items. 400 when neither is given. */
function sourceOf(dto: QuoteOrderDto): { carts: string[] } | { items: RequestedItem[] } {
  if (dto.carts?.length) return { carts: dto.carts };
  if (dto.items?.length) return { items: dto.items.map((i) => ({ product: i.product, option: i.option ?? {}, amount: i.amount })) };
  throw new DomainError('NO_ITEMS', '주문할 상품을 선택해주세요', 400);
}

/** Placing orders (POST /api/v1/shop/orders) and the member's orders (/api/v1/me/orders). */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('api/v1')
export class OrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OrderingQueries,
    private readonly runner: ProjectionRunner,
    private readonly streams: CommandRunner,
  ) {}

  /** Prices cart lines or buy-now items exactly as placing the order would, shipping included; writes nothing. */
  @Post('shop/orders/quote')
  @HttpCode(200)
  quote(@CurrentUser() user: Principal, @Body() dto: QuoteOrderDto) {
    return quoteOrder(this.streams, user._user, sourceOf(dto));
  }

  /** Places a bank-transfer order from cart lines or buy-now items; answers the placed order. */
  @Post('shop/orders')
  async place(@CurrentUser() user: Principal, @Body() dto: PlaceOrderDto) {
    const source = sourceOf(dto);
    const { orderId, position } = await this.commands.execute(
      new PlaceOrder(randomUUID(), user._user, source, dto.sender, dto.receiver, dto.requestMessage?.trim() ?? '', { userId: user._user, now: new Date().toISOString() }),
    );
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { order: await this.queries.order(orderId, user._user), position };
  }

  @Get('me/orders')
  @ApiHeader({ name: 'limit', required: false })
  @ApiHeader({ name: 'skip', required: false })
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>, @Query('tab') tab?: string) {
    const valid = tab && tab in ORDER_TAB_TEXT ? (tab as OrderTab) : 'all';
    return this.queries.memberOrders(user._user, valid, pageFromHeaders(headers));
  }

  /** One of the member's orders; another member's order is 404. */
  @Get('me/orders/:id')
  async one(@CurrentUser() user: Principal, @Param('id') id: string) {
    const order = await this.queries.order(id, user._user);
    if (!order) throw new NotFoundException('주문을 찾을 수 없습니다');
    return { order };
  }
}
