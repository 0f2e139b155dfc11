import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ORDER_TAB_TEXT,
  PlaceOrderDto,
  QuoteOrderDto,
  type OrderListResponse,
  type OrderQuote,
  type OrderResponse,
  type OrderTab,
  type PlaceOrderResponse,
} from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { RateLimited, type RateLimitSpec } from '../../platform/throttle/rate-limit.guard.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { OrderingQueries } from '../application/ordering.queries.js';
import { OrderDrafts, type OrderSource } from '../application/place-order/order-drafts.js';
import type { PlaceOrderRequest } from '../application/place-order/place-order.handler.js';
import { OrderNotFoundError } from '../ordering.errors.js';

/** What to order: the member's cart lines, or buy-now items (none: an empty list, refused by pricing as NO_ITEMS). */
function sourceOf(dto: QuoteOrderDto): OrderSource {
  if (dto.carts?.length) return { carts: dto.carts };
  return { items: (dto.items ?? []).map((i) => ({ product: i.product, option: i.option ?? {}, choices: i.choices ?? [], amount: i.amount })) };
}

/** Orders one member may place per minute (config limits.ordersPerMemberPerMinute); quotes, asked as the order page changes, four times as many. */
const ORDER_RATE: RateLimitSpec = { name: 'orders-member', per: 'member', limit: (l) => l.ordersPerMemberPerMinute, windowMs: 60_000, what: '주문 요청이' };
const QUOTE_RATE: RateLimitSpec = {
  name: 'quotes-member',
  per: 'member',
  limit: (l) => 4 * l.ordersPerMemberPerMinute,
  windowMs: 60_000,
  what: '주문 금액 조회가',
};

/** Placing orders (POST /api/v1/shop/orders) and the member's orders (/api/v1/me/orders). */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('api/v1')
export class OrdersController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: OrderingQueries,
    private readonly drafts: OrderDrafts,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Prices cart lines or buy-now items exactly as placing the order would (level, shipping, coupons, points), with the best coupons and the points usable; writes nothing. */
  @Post('shop/orders/quote')
  @HttpCode(200)
  @ApiAnswer(200, 'OrderQuote')
  @RateLimited(QUOTE_RATE)
  quote(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: QuoteOrderDto): Promise<OrderQuote> {
    const destination = dto.destination
      ? { postcode: dto.destination.postcode, address1: dto.destination.address1, geolocation: dto.destination.geolocation ?? null }
      : null;
    return this.drafts.quote(user._user, sourceOf(dto), { coupons: dto.coupons ?? [], point: dto.point ?? 0, destination }, metadata.now);
  }

  /** Places an order from cart lines or buy-now items, by bank transfer or card (then paid through NICE Pay's window); answers the placed order. */
  @Post('shop/orders')
  @ApiAnswer(201, 'PlaceOrderResponse')
  @RateLimited(ORDER_RATE)
  async place(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: PlaceOrderDto): Promise<PlaceOrderResponse> {
    const command: PlaceOrderRequest = {
      type: 'PlaceOrder',
      data: {
        orderId: randomUUID(),
        userId: user._user,
        source: sourceOf(dto),
        sender: dto.sender,
        receiver: dto.receiver,
        requestMessage: dto.requestMessage?.trim() ?? '',
        paymentMethod: dto.paymentMethod,
        cashReceipt: dto.cashReceipt?.enabled ? { enabled: true, type: dto.cashReceipt.type, identity: dto.cashReceipt.identity } : null,
        coupons: dto.coupons ?? [],
        point: dto.point ?? 0,
      },
      metadata,
    };
    const { orderId, position } = await this.commands.send<{ orderId: string; position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { order: await this.queries.order(orderId, user._user), position };
  }

  @Get('me/orders')
  @ApiAnswer(200, 'OrderListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'tab', required: false, description: 'Order tab (other values: all)', enum: Object.keys(ORDER_TAB_TEXT) })
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>, @Query('tab') tab?: string): Promise<OrderListResponse> {
    const valid = tab && Object.hasOwn(ORDER_TAB_TEXT, tab) ? (tab as OrderTab) : 'all';
    return this.queries.memberOrders(user._user, valid, pageFromHeaders(headers));
  }

  /** One of the member's orders; another member's order is 404. */
  @Get('me/orders/:id')
  @ApiAnswer(200, 'OrderResponse')
  async one(@CurrentUser() user: Principal, @Param('id') id: string): Promise<OrderResponse> {
    const order = await this.queries.order(id, user._user);
    if (!order) throw new OrderNotFoundError();
    return { order };
  }
}
