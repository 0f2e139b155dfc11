import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import { orderDecider, type RequestClaim } from '../../domain/order.decider.js';
import { StockReturns } from './stock-returns.js';

/**
 * A member's claim on lines of their order (cancel, return, exchange). The order decider checks
 * what the lines' states allow (contracts' claimsOpenTo); a cancel of an unpaid line completes at
 * once and its stock goes back. Answers the highest log position written.
 * Throws 404 PurchaseNotFound, 409 ClaimNotAllowed.
 */
@Injectable()
export class RequestClaimHandler implements UseCaseHandler<RequestClaim, { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly stock: StockReturns,
  ) {}

  async execute(command: RequestClaim): Promise<{ position: number }> {
    const r = await this.runner.handle(`order-${command.data.orderId}`, orderDecider, command);
    return { position: Math.max(r.position, await this.stock.after(r.events, r.state, command.metadata)) };
  }
}
