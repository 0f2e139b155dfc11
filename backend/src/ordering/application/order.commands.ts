import { randomInt, randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OrderStatus, type OrderQuote, type PlacedLine, type Receiver, type Sender, digitsOnly, type Setting } from '@shop/contracts';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { DomainError, type CommandMeta } from '../../platform/event-sourcing/decider.js';
import { CONTENT } from '../../content/application/content.commands.js';
import { documentDecider } from '../../content/domain/document.decider.js';
import { productDecider } from '../../catalog/domain/product.decider.js';
import { optionSurcharge, salePriceOf } from '../../catalog/domain/pricing.js';
import { shippingPriceOf } from '../../shipping/domain/shipping-charge.js';
import { cartDecider, cartLinesById } from '../domain/cart.decider.js';
import { orderDecider } from '../domain/order.decider.js';

export interface RequestedItem {
  product: string;
  option: Record<string, string>;
  amount: number;
}

/**
 * Places a bank-transfer order from cart lines or buy-now items. Every line is priced on the
 * server from the product's stream; stock is reserved per product under optimistic
 * concurrency (no oversell); if any reservation or the order append fails, what was reserved
 * is released and nothing else is written. 409 INSUFFICIENT_STOCK / NOT_ON_SALE, 404, 422.
 */
export class PlaceOrder extends Command<{ orderId: string; position: number }> {
  constructor(
    readonly orderId: string,
    readonly userId: string,
    readonly source: { carts: string[] } | { items: RequestedItem[] },
    readonly sender: Sender,
    readonly receiver: Receiver,
    readonly requestMessage: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

/**
 * Prices requested items on the write side (the products' streams, not the read models): unit
 * price = sale price after the product's discount + option surcharges (spec §3 Product).
 * Throws 404 for an unknown product and 422 for a bad option choice.
 */
export async function priceLines(runner: CommandRunner, requested: RequestedItem[]): Promise<PlacedLine[]> {
  const lines: PlacedLine[] = [];
  for (const item of requested) {
    const { state } = await runner.load(`product-${item.product}`, productDecider);
    if (state.status !== 'active') throw new DomainError('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다', 404);
    const unit = salePriceOf(state.fields.price, state.fields.discount) + optionSurcharge(state.fields.options, item.option);
    lines.push({
      lineId: randomUUID(),
      productId: item.product,
      code: state.fields.code,
      name: state.fields.name,
      thumb: state.fields.thumb,
      option: item.option,
      amount: item.amount,
      salePrice: unit,
      totalPrice: unit * item.amount,
      shippingCode: state.fields.shippingCode,
      shippingBundleType: state.fields.shippingBundleType,
    });
  }
  return lines;
}

/** The requested items of a cart-line selection (404 when a line is not in the member's cart). */
export async function cartItems(runner: CommandRunner, userId: string, lineIds: string[]): Promise<(RequestedItem & { cartLineId: string })[]> {
  const { state } = await runner.load(`cart-${userId}`, cartDecider);
  return cartLinesById(state, lineIds).map((l) => ({ product: l.productId, option: l.option, amount: l.amount, cartLineId: l.lineId }));
}

/** Order number shown to people: KST date and six random digits, e.g. 20261122-042917. */
function orderNumberOf(now: string): string {
  const kst = new Date(new Date(now).getTime() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${kst}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder> {
  constructor(private readonly runner: CommandRunner) {}

  async execute(c: PlaceOrder): Promise<{ orderId: string; position: number }> {
    const { meta, orderId } = c;
    const requested: (RequestedItem & { cartLineId?: string })[] = 'carts' in c.source ? await cartItems(this.runner, c.userId, c.source.carts) : c.source.items;
    if (requested.length === 0) throw new DomainError('NO_ITEMS', '주문할 상품을 선택해주세요', 422);

    const lines = await priceLines(this.runner, requested);

    const perProduct = new Map<string, number>();
    for (const l of lines) perProduct.set(l.productId, (perProduct.get(l.productId) ?? 0) + l.amount);
    const reserved: string[] = [];
    try {
      for (const [productId, amount] of [...perProduct].sort(([a], [b]) => a.localeCompare(b))) {
        await this.runner.handle(`product-${productId}`, productDecider, { type: 'ReserveStock', productId, orderId, amount, now: meta.now }, meta);
        reserved.push(productId);
      }
      // The account to pay into comes from the settings' own stream: the write side reads no read model.
      const { state: settings } = await this.runner.load(`document-${CONTENT.setting}:shop`, documentDecider);
      const bankAccountLine = settings.status === 'present' ? ((settings.fields as Partial<Setting>).bankAccountLine ?? null) : null;
      const productsPrice = lines.reduce((s, l) => s + l.totalPrice, 0);
      const shippingPrice = shippingPriceOf(lines);
      const placed = await this.runner.handle(
        `order-${orderId}`,
        orderDecider,
        {
          type: 'PlaceOrder',
          data: {
            orderId,
            orderNumber: orderNumberOf(meta.now),
            userId: c.userId,
            lines,
            sender: { ...c.sender, phone: digitsOnly(c.sender.phone) },
            receiver: { ...c.receiver, phone: digitsOnly(c.receiver.phone) },
            requestMessage: c.requestMessage,
            paymentMethod: 'bank',
            productsPrice,
            shippingPrice,
            totalPrice: productsPrice + shippingPrice,
            bankAccountLine,
            placedAt: meta.now,
          },
        },
        meta,
      );
      let position = placed.position;
      const cartLineIds = requested.flatMap((r) => (r.cartLineId ? [r.cartLineId] : []));
      if (cartLineIds.length) {
        const cart = await this.runner.handle(`cart-${c.userId}`, cartDecider, { type: 'MarkCartLinesOrdered', userId: c.userId, lineIds: cartLineIds, orderId, now: meta.now }, meta);
        position = Math.max(position, cart.position);
      }
      return { orderId, position };
    } catch (e) {
      for (const productId of reserved) {
        await this.runner.handle(`product-${productId}`, productDecider, { type: 'ReleaseStock', productId, orderId, now: meta.now }, meta);
      }
      throw e;
    }
  }
}

/** Moves an order to another status (staff). Cancelling gives the reserved stock back. 404, 409 INVALID_TRANSITION. */
export class ChangeOrderStatus extends Command<{ position: number }> {
  constructor(
    readonly orderId: string,
    readonly orderStatus: OrderStatus,
    readonly orderStatusMessage: string | null,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

@CommandHandler(ChangeOrderStatus)
export class ChangeOrderStatusHandler implements ICommandHandler<ChangeOrderStatus> {
  constructor(private readonly runner: CommandRunner) {}

  async execute(c: ChangeOrderStatus): Promise<{ position: number }> {
    const r = await this.runner.handle(
      `order-${c.orderId}`,
      orderDecider,
      { type: 'ChangeOrderStatus', orderId: c.orderId, orderStatus: c.orderStatus, orderStatusMessage: c.orderStatusMessage, by: c.meta.userId, now: c.meta.now },
      c.meta,
    );
    let position = r.position;
    if (r.events.some((e) => e.type === 'OrderCanceled') && r.state.status === 'placed') {
      const productIds = new Set(r.state.placed.lines.map((l) => l.productId));
      for (const productId of productIds) {
        const released = await this.runner.handle(`product-${productId}`, productDecider, { type: 'ReleaseStock', productId, orderId: c.orderId, now: c.meta.now }, c.meta);
        position = Math.max(position, released.position);
      }
    }
    return { position };
  }
}

export const ORDER_COMMAND_HANDLERS = [PlaceOrderHandler, ChangeOrderStatusHandler];

/**
 * Prices cart lines or buy-now items exactly as PlaceOrder will, without reserving or writing
 * anything. Throws like PlaceOrder's pricing (404, 422).
 */
export async function quoteOrder(runner: CommandRunner, userId: string, source: { carts: string[] } | { items: RequestedItem[] }): Promise<OrderQuote> {
  const requested = 'carts' in source ? await cartItems(runner, userId, source.carts) : source.items;
  if (requested.length === 0) throw new DomainError('NO_ITEMS', '주문할 상품을 선택해주세요', 422);
  const lines = await priceLines(runner, requested);
  const productsPrice = lines.reduce((s, l) => s + l.totalPrice, 0);
  const shippingPrice = shippingPriceOf(lines);
  return {
    lines: lines.map((l) => ({ product: l.productId, option: l.option, amount: l.amount, salePrice: l.salePrice, totalPrice: l.totalPrice })),
    productsPrice,
    shippingPrice,
    totalPrice: productsPrice + shippingPrice,
  };
}
