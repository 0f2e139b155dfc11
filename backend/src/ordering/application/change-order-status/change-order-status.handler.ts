import { Injectable } from '@nestjs/common';
import type { ReleaseStock } from '../../../catalog/index.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import { Commands, type UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import { orderDecider, type ChangeOrderStatus } from '../../domain/order.decider.js';

/**
 * Moves an order to another status (staff). When that cancels the order, the stock it reserved
 * goes back to each product's stream (a second stream per product: hence a use case).
 * Answers the highest log position written. 404 OrderNotFoundError, 409 InvalidTransitionError.
 */
@Injectable()
export class ChangeOrderStatusHandler implements UseCaseHandler<ChangeOrderStatus, { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly commands: Commands,
  ) {}

  async execute(command: ChangeOrderStatus): Promise<{ position: number }> {
    const r = await this.runner.handle(`order-${command.data.orderId}`, orderDecider, command);
    let position = r.position;
    if (r.events.some((e) => e.type === 'OrderCanceled') && r.state.status === 'placed') {
      for (const productId of new Set(r.state.placed.lines.map((l) => l.productId))) {
        const release: ReleaseStock = { type: 'ReleaseStock', data: { productId, orderId: command.data.orderId }, metadata: command.metadata };
        position = Math.max(position, (await this.commands.send<{ position: number }>(release)).position);
      }
    }
    return { position };
  }
}
