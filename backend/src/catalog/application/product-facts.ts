import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { productDecider } from '../domain/product.decider.js';
import { snapshotOf, type ProductSnapshot } from '../domain/product-snapshot.js';

/**
 * Product facts for other contexts' decisions, read from the products' own streams (the write
 * side reads no read model). The folded state is cached by the CommandRunner, so a popular
 * product is not replayed for every order.
 */
@Injectable()
export class ProductFacts {
  constructor(private readonly runner: CommandRunner) {}

  /** The product's snapshot, or null when it does not exist. */
  async snapshot(productId: string): Promise<ProductSnapshot | null> {
    const { state } = await this.runner.load(`product-${productId}`, productDecider);
    return snapshotOf(state);
  }
}
