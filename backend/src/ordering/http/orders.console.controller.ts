import { BadRequestException, Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  BulkChangePurchasesDto,
  BulkInvoicesDto,
  ChangeOrderStatusDto,
  ChangePurchaseDto,
  InvoiceDto,
  type BulkResponse,
  type OrderChangedResponse,
  type ChangeOrderStatusResponse,
  type ConsoleOrderResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { OrderAtMoment } from '../application/console-purchases/order-at-moment.js';
import { PurchaseMoves, type Moved } from '../application/claims/purchase-moves.js';
import { OrderingQueries } from '../application/ordering.queries.js';
import type { ChangeOrderStatus } from '../domain/order.decider.js';
import { OrderNotFoundError } from '../ordering.errors.js';

/** Console purchases and orders, /api/console/shop (the purchases area of spec §6: console, admin02, admin03). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('purchases')
@Controller('api/console/shop')
export class OrdersConsoleController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: OrderingQueries,
    private readonly runner: ProjectionRunner,
    private readonly atMoment: OrderAtMoment,
    private readonly moves: PurchaseMoves,
  ) {}

  /**
   * The order with its audit history (who did what, when); with `at`, the order as it stood at
   * that moment (its events up to then, folded by the read side's projection: OrderAtMoment).
   * 404 when there was no such order by then, 400 for a malformed time.
   */
  @Get('orders/:id')
  @ApiAnswer(200, 'ConsoleOrderResponse')
  @ApiQuery({ name: 'at', required: false, description: 'A moment (ISO-8601): the order as it stood then', schema: { type: 'string', format: 'date-time' } })
  async order(@Param('id') id: string, @Query('at') at?: string): Promise<ConsoleOrderResponse> {
    const moment = at === undefined || at === '' ? null : new Date(at);
    if (moment && (Number.isNaN(moment.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(at!))) throw new BadRequestException('조회 시점을 확인해주세요');
    const order = moment ? await this.atMoment.orderAt(id, moment) : await this.queries.order(id, null);
    if (!order) throw new OrderNotFoundError();
    return { order, history: await this.queries.history(id), ...(moment ? { at: moment.toISOString() } : {}) };
  }

  /** Moves the order to `orderStatus` (ORDER_NONPAYMENT → ORDER_PAYMENT confirms a bank transfer). */
  @Put('orders/:id')
  @ApiAnswer(200, 'ChangeOrderStatusResponse')
  async change(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: ChangeOrderStatusDto): Promise<ChangeOrderStatusResponse> {
    const command: ChangeOrderStatus = {
      type: 'ChangeOrderStatus',
      data: { orderId: id, orderStatus: dto.orderStatus, orderStatusMessage: dto.orderStatusMessage ?? null },
      metadata,
    };
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { order: await this.queries.order(id, null), position };
  }

  /** Moves one purchase: delivery steps (orderStatus), the claim (approve, reject with a message, exchange steps; a paid cancel or return is refunded first) or the collection. */
  @Put('purchases/:id')
  @ApiAnswer(200, 'OrderChangedResponse')
  async movePurchase(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: ChangePurchaseDto): Promise<OrderChangedResponse> {
    return this.answer(await this.moves.move(id, dto, metadata));
  }

  /** The same move for the selected purchases; answered per row. */
  @Put('purchases')
  @ApiAnswer(200, 'BulkResponse')
  async movePurchases(@CommandMeta() metadata: CommandMetadata, @Body() dto: BulkChangePurchasesDto): Promise<BulkResponse> {
    const { ids, ...move } = dto;
    const answer = await this.moves.moveMany(ids, move, metadata);
    await this.runner.waitFor(answer.position, COMMAND_READ_TIMEOUT_MS);
    return answer;
  }

  /** Registers a purchase's courier and tracking number; a line being prepared moves to 배송중. */
  @Put('invoices/:purchaseNumber')
  @ApiAnswer(200, 'OrderChangedResponse')
  async invoice(
    @CommandMeta() metadata: CommandMetadata,
    @Param('purchaseNumber') purchaseNumber: string,
    @Body() dto: InvoiceDto,
  ): Promise<OrderChangedResponse> {
    return this.answer(await this.moves.invoice(purchaseNumber, dto, metadata));
  }

  /** Many invoices at once; each row checked and applied on its own, answered per row. */
  @Put('invoices')
  @ApiAnswer(200, 'BulkResponse')
  async invoices(@CommandMeta() metadata: CommandMetadata, @Body() dto: BulkInvoicesDto): Promise<BulkResponse> {
    const answer = await this.moves.invoices(
      dto.rows.map((value) => ({ value })),
      metadata,
    );
    await this.runner.waitFor(answer.position, COMMAND_READ_TIMEOUT_MS);
    return answer;
  }

  private async answer(moved: Moved): Promise<OrderChangedResponse> {
    await this.runner.waitFor(moved.position, COMMAND_READ_TIMEOUT_MS);
    return { order: await this.queries.order(moved.orderId, null), position: moved.position };
  }
}
