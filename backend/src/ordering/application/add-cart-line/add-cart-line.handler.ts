import { Injectable } from '@nestjs/common';
import { ProductFacts } from '../../../catalog/index.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import { cartDecider, lineOf, type AddCartLineRequest } from '../../domain/cart.decider.js';

/**
 * Adds a product to the member's cart: loads the product's snapshot from its stream and lets
 * the cart decider refuse what cannot be ordered (404 missing or hidden, 409 not on sale or
 * sold out, 422 bad option). Answers the id of the line that holds the product (an existing
 * line when the same product and options were already there) and the log position.
 */
@Injectable()
export class AddCartLineHandler implements UseCaseHandler<AddCartLineRequest, { lineId: string; position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly products: ProductFacts,
  ) {}

  async execute({ data, metadata }: AddCartLineRequest): Promise<{ lineId: string; position: number }> {
    const product = await this.products.snapshot(data.productId);
    const r = await this.runner.handle(`cart-${data.userId}`, cartDecider, { type: 'AddCartLine', data: { ...data, product }, metadata });
    return { lineId: lineOf(r.state, data.productId, data.option, [...new Set(data.choices ?? [])])?.lineId ?? data.lineId, position: r.position };
  }
}
