import { Body, Controller, Get, Headers, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  BulkChangePurchasesDto,
  BulkInvoicesDto,
  ChangeOrderStatusDto,
  ChangePurchaseDto,
  InvoiceDto,
  type BulkResponse,
  type OrderChangedResponse,
  PURCHASE_VIEW_TEXT,
  type ChangeOrderStatusResponse,
  type ConsoleOrderResponse,
  type PurchaseListResponse,
  type PurchaseView,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
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
    private readonly moves: PurchaseMoves,
  ) {}

  @Get('purchases')
  @ApiAnswer(200, 'PurchaseListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'view', required: false, description: 'Purchase view (other values: all)', enum: Object.keys(PURCHASE_VIEW_TEXT) })
  @ApiQuery({ name: 'searchValue', required: false, description: 'Words in the order number, buyer or product (first 50 characters)' })
  purchases(
    @Headers() headers: Record<string, string>,
    @Query('view') view?: string,
    @Query('searchValue') searchValue?: string,
  ): Promise<PurchaseListResponse> {
    const valid = view && Object.hasOwn(PURCHASE_VIEW_TEXT, view) ? (view as PurchaseView) : 'all';
    return this.queries.purchases(valid, searchValue?.slice(0, 50), pageFromHeaders(headers));
  }

  /** The order with its audit history (who did what, when). */
  @Get('orders/:id')
  @ApiAnswer(200, 'ConsoleOrderResponse')
  async order(@Param('id') id: string): Promise<ConsoleOrderResponse> {
    const order = await this.queries.order(id, null);
    if (!order) throw new OrderNotFoundError();
    return { order, history: await this.queries.history(id) };
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
