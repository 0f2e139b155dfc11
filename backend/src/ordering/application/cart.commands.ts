import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { DomainError, type CommandMeta } from '../../platform/event-sourcing/decider.js';
import { productDecider } from '../../catalog/domain/product.decider.js';
import { optionSurcharge } from '../../catalog/domain/pricing.js';
import { cartDecider } from '../domain/cart.decider.js';

/** Adds a product (with its chosen options) to the member's cart. 404 unknown product, 409 not on sale or sold out, 422 bad option. */
export class AddCartLine extends Command<{ lineId: string; position: number }> {
  constructor(
    readonly userId: string,
    readonly lineId: string,
    readonly productId: string,
    readonly option: Record<string, string>,
    readonly amount: number,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

@CommandHandler(AddCartLine)
export class AddCartLineHandler implements ICommandHandler<AddCartLine> {
  constructor(private readonly runner: CommandRunner) {}

  async execute(c: AddCartLine): Promise<{ lineId: string; position: number }> {
    const { state: product } = await this.runner.load(`product-${c.productId}`, productDecider);
    if (product.status !== 'active' || !product.fields.shows) throw new DomainError('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다', 404);
    if (!product.fields.sells) throw new DomainError('NOT_ON_SALE', '판매하지 않는 상품입니다', 409);
    if (product.stock === 0) throw new DomainError('SOLD_OUT', '품절된 상품입니다', 409);
    optionSurcharge(product.fields.options, c.option);
    const r = await this.runner.handle(
      `cart-${c.userId}`,
      cartDecider,
      { type: 'AddCartLine', userId: c.userId, lineId: c.lineId, productId: c.productId, option: c.option, amount: c.amount, now: c.meta.now },
      c.meta,
    );
    const line = r.state.lines.find((l) => l.productId === c.productId && JSON.stringify(l.option) === JSON.stringify(c.option)) ?? r.state.lines.at(-1)!;
    return { lineId: line.lineId, position: r.position };
  }
}

/** Sets the quantity of one of the member's cart lines (404 when the line is not in their cart). */
export class ChangeCartLineAmount extends Command<{ position: number }> {
  constructor(
    readonly userId: string,
    readonly lineId: string,
    readonly amount: number,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

@CommandHandler(ChangeCartLineAmount)
export class ChangeCartLineAmountHandler implements ICommandHandler<ChangeCartLineAmount> {
  constructor(private readonly runner: CommandRunner) {}
  async execute(c: ChangeCartLineAmount): Promise<{ position: number }> {
    const r = await this.runner.handle(`cart-${c.userId}`, cartDecider, { type: 'ChangeCartLineAmount', userId: c.userId, lineId: c.lineId, amount: c.amount, now: c.meta.now }, c.meta);
    return { position: r.position };
  }
}

/** Removes one of the member's cart lines (404 when the line is not in their cart). */
export class RemoveCartLine extends Command<{ position: number }> {
  constructor(
    readonly userId: string,
    readonly lineId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

@CommandHandler(RemoveCartLine)
export class RemoveCartLineHandler implements ICommandHandler<RemoveCartLine> {
  constructor(private readonly runner: CommandRunner) {}
  async execute(c: RemoveCartLine): Promise<{ position: number }> {
    const r = await this.runner.handle(`cart-${c.userId}`, cartDecider, { type: 'RemoveCartLine', userId: c.userId, lineId: c.lineId, now: c.meta.now }, c.meta);
    return { position: r.position };
  }
}

export const CART_COMMAND_HANDLERS = [AddCartLineHandler, ChangeCartLineAmountHandler, RemoveCartLineHandler];
