import { randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { PaymentMethod, digitsOnly, type CashReceiptRequest, type Receiver, type Sender } from '@shop/contracts';
import type { ReleaseStock, ReserveStock } from '../../../catalog/index.js';
import { SettingFacts } from '../../../content/index.js';
import { MemberFacts } from '../../../identity/index.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import { Commands, type UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command, CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import type { MarkCartLinesOrdered } from '../../domain/cart.decider.js';
import { orderDecider } from '../../domain/order.decider.js';
import { CashReceiptDisabledError } from '../../ordering.errors.js';
import { priceOrder } from '../../domain/order-pricing.js';
import { OrderDrafts, type DraftItem, type OrderSource } from './order-drafts.js';

/** What a member sends to place an order (POST /api/v1/shop/orders). */
export type PlaceOrderRequest = Command<
  'PlaceOrder',
  {
    orderId: string;
    userId: string;
    source: OrderSource;
    sender: Sender;
    receiver: Receiver;
    requestMessage: string;
    paymentMethod: PaymentMethod;
    /** 현금영수증 신청 with a bank transfer, as the DTO checked it. */
    cashReceipt?: CashReceiptRequest | null;
  }
>;

/** Order number shown to people: KST date and six random digits, e.g. 20261122-042917. */
export function orderNumberOf(now: string): string {
  const kst = new Date(Date.parse(now) + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${kst}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Places an order (bank transfer, or card paid afterwards through NICE Pay) across streams, in named steps:
 *  1. draft: load the items' facts (cart stream, product streams) and price them with the
 *     order's own pricing, so a refused order writes nothing;
 *  2. reserveStock: one ReserveStock per product, in id order (no oversell: each product's
 *     stream decides); a refusal gives back what was reserved so far;
 *  3. placeOrder: the order decider prices again and records the order; if that fails,
 *     releaseStock compensates by giving back every reservation;
 *  4. markCartLinesOrdered: the ordered cart lines leave the cart (a failure here leaves them
 *     in the cart but does not undo the placed order).
 * A 현금영수증 request is refused (409 CASH_RECEIPT_DISABLED) before anything when the shop
 * setting takes none.
 * Answers `{ orderId, position }`. Throws the steps' refusals (404, 409 INSUFFICIENT_STOCK, 422).
 */
@Injectable()
export class PlaceOrderHandler implements UseCaseHandler<PlaceOrderRequest, { orderId: string; position: number }> {
  private readonly logger = new Logger('PlaceOrder');

  constructor(
    private readonly drafts: OrderDrafts,
    private readonly runner: CommandRunner,
    private readonly commands: Commands,
    private readonly members: MemberFacts,
    private readonly settings: SettingFacts,
  ) {}

  async execute({ data, metadata }: PlaceOrderRequest): Promise<{ orderId: string; position: number }> {
    const { orderId, userId } = data;
    const wantsReceipt = data.paymentMethod === PaymentMethod.BANK && data.cashReceipt?.enabled === true;
    if (wantsReceipt && !(await this.settings.cashReceiptEnabled())) throw new CashReceiptDisabledError();
    const items = await this.drafts.items(userId, data.source);
    priceOrder(items, userId);
    const [member, bankAccountLine] = await Promise.all([this.members.snapshot(userId), this.settings.bankAccountLine()]);
    const reserved = await this.reserveStock(orderId, items, metadata);
    let position: number;
    try {
      position = await this.placeOrder(data, items, { username: member?.username ?? '', name: member?.name ?? data.sender.name }, bankAccountLine, metadata);
    } catch (e) {
      await this.releaseStock(orderId, reserved, metadata);
      throw e;
    }
    return { orderId, position: Math.max(position, await this.markCartLinesOrdered(data, items, metadata)) };
  }

  /** Step 2: reserves each product's units; on a refusal releases what it reserved and rethrows. Returns the reserved product ids. */
  private async reserveStock(orderId: string, items: DraftItem[], metadata: CommandMetadata): Promise<string[]> {
    const perProduct = new Map<string, number>();
    for (const item of items) perProduct.set(item.product!.productId, (perProduct.get(item.product!.productId) ?? 0) + item.amount);
    const reserved: string[] = [];
    try {
      for (const [productId, amount] of [...perProduct].sort(([a], [b]) => a.localeCompare(b))) {
        const command: ReserveStock = { type: 'ReserveStock', data: { productId, orderId, amount }, metadata };
        await this.commands.send(command);
        reserved.push(productId);
      }
    } catch (e) {
      await this.releaseStock(orderId, reserved, metadata);
      throw e;
    }
    return reserved;
  }

  /** Step 3: records the order with its facts. Returns its log position. */
  private async placeOrder(
    data: PlaceOrderRequest['data'],
    items: DraftItem[],
    buyer: { username: string; name: string },
    bankAccountLine: string | null,
    metadata: CommandMetadata,
  ): Promise<number> {
    const { orderId, userId, sender, receiver, requestMessage, paymentMethod, cashReceipt } = data;
    const placed = await this.runner.handle(
      `order-${orderId}`,
      orderDecider,
      {
        type: 'PlaceOrder',
        data: {
          orderId,
          orderNumber: orderNumberOf(metadata.now),
          userId,
          buyer,
          items: items.map(({ cartLineId: _c, ...item }) => item),
          sender,
          receiver,
          requestMessage,
          paymentMethod,
          bankAccountLine,
          cashReceipt:
            paymentMethod === PaymentMethod.BANK && cashReceipt?.enabled
              ? { enabled: true, type: cashReceipt.type, identity: digitsOnly(cashReceipt.identity) }
              : null,
        },
        metadata,
      },
      { newStream: true }, // the order id was just drawn
    );
    return placed.position;
  }

  /** Compensation: gives back what the order reserved (each release happens once, whatever is retried). */
  private async releaseStock(orderId: string, productIds: string[], metadata: CommandMetadata): Promise<void> {
    for (const productId of productIds) {
      const command: ReleaseStock = { type: 'ReleaseStock', data: { productId, orderId }, metadata };
      await this.commands.send(command);
    }
  }

  /** Step 4: the ordered cart lines leave the cart. Returns the cart's log position (0 when nothing changed). */
  private async markCartLinesOrdered(data: PlaceOrderRequest['data'], items: DraftItem[], metadata: CommandMetadata): Promise<number> {
    const lineIds = items.flatMap((i) => (i.cartLineId ? [i.cartLineId] : []));
    if (lineIds.length === 0) return 0;
    const command: MarkCartLinesOrdered = { type: 'MarkCartLinesOrdered', data: { userId: data.userId, lineIds, orderId: data.orderId }, metadata };
    try {
      return (await this.commands.send<{ position: number }>(command)).position;
    } catch (e) {
      this.logger.warn(`order ${data.orderId} placed, but its cart lines stay in the cart: ${(e as Error).message}`);
      return 0;
    }
  }
}
