import { Injectable } from '@nestjs/common';
import { ClaimStatus } from '@shop/contracts';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import { orderDecider, type ChangeClaimStatus } from '../../domain/order.decider.js';
import { RefundClaim } from './refund-claim.js';
import { StockReturns } from './stock-returns.js';

/**
 * Staff move a claim (CLAIM_TRANSITIONS). Completing a cancel or a return of a paid order refunds
 * it first ({@link RefundClaim}); the claim completes only once the refund is done, so a refused
 * refund leaves it open. A completed cancel gives the lines' stock back. Answers the highest log
 * position written. Throws 404, 409 InvalidTransition / CollectionNotComplete / RefundInProgress /
 * RefundExceedsPayment / RefundAccountMissing, 422 RefundFailed.
 */
@Injectable()
export class SettleClaimHandler implements UseCaseHandler<ChangeClaimStatus, { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly refunds: RefundClaim,
    private readonly stock: StockReturns,
  ) {}

  async execute(command: ChangeClaimStatus): Promise<{ position: number }> {
    const { orderId, lineIds, claimStatus } = command.data;
    const stream = `order-${orderId}`;
    let position = 0;
    if (claimStatus === ClaimStatus.CANCEL_COMPLETED || claimStatus === ClaimStatus.RETURN_COMPLETED) {
      // Decide first on the state as it is, so a move the tables refuse is refused before any money moves.
      const { state } = await this.runner.load(stream, orderDecider);
      const dryRun = () => orderDecider.decide(command, state);
      try {
        dryRun();
      } catch (e) {
        if (!(state.status === 'placed' && state.paid > 0 && isAwaitingRefund(e))) throw e;
      }
      if (state.status === 'placed' && state.paid > 0) position = await this.refunds.refund(orderId, lineIds, command.metadata);
    }
    const r = await this.runner.handle(stream, orderDecider, command);
    return { position: Math.max(position, r.position, await this.stock.after(r.events, r.state, command.metadata)) };
  }
}

/** The decider refuses completing a paid claim whose refund is not done yet with an InvalidTransition to the completed state. */
function isAwaitingRefund(e: unknown): boolean {
  const to = (e as { to?: string }).to;
  return (e as Error).name === 'InvalidTransitionError' && (to === ClaimStatus.CANCEL_COMPLETED || to === ClaimStatus.RETURN_COMPLETED);
}
