import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ClaimReason, ClaimStatus, OrderStatus } from '@shop/contracts';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import { orderDecider, type ChangeClaimStatus, type ChangeOrderStatus, type RequestClaim } from '../../domain/order.decider.js';
import { InvalidTransitionError } from '../../ordering.errors.js';
import { RequestClaimHandler } from '../claims/request-claim.handler.js';
import { SettleClaimHandler } from '../claims/settle-claim.handler.js';
import { StockReturns } from '../claims/stock-returns.js';

/**
 * Moves an order, or some of its lines, to another status (staff). A cancel gives the stock back
 * to each product's stream. Staff cancelling a paid order refund it: the cancel goes through a
 * cancel claim on every line, approved at once (refund, then CANCEL_COMPLETED), so no paid order
 * is ever cancelled without its money going back. Answers the highest log position written.
 * 404 OrderNotFoundError, 409 InvalidTransitionError, and the refund's refusals.
 */
@Injectable()
export class ChangeOrderStatusHandler implements UseCaseHandler<ChangeOrderStatus, { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly stock: StockReturns,
    private readonly claims: RequestClaimHandler,
    private readonly settle: SettleClaimHandler,
  ) {}

  async execute(command: ChangeOrderStatus): Promise<{ position: number }> {
    const { orderId, orderStatus, orderStatusMessage, lineIds } = command.data;
    if (orderStatus === OrderStatus.ORDER_CANCELED && !lineIds) {
      const { state } = await this.runner.load(`order-${orderId}`, orderDecider);
      if (state.status === 'placed' && state.paid > 0) return this.cancelPaid(command, state.orderStatus, Object.values(state.lines), orderStatusMessage);
    }
    const r = await this.runner.handle(`order-${orderId}`, orderDecider, command);
    return { position: Math.max(r.position, await this.stock.after(r.events, r.state, command.metadata)) };
  }

  /** Cancels a paid order by a staff cancel claim on its open lines, refunded. */
  private async cancelPaid(
    command: ChangeOrderStatus,
    from: OrderStatus,
    lines: { lineId: string; orderStatus: OrderStatus }[],
    message: string | null,
  ): Promise<{ position: number }> {
    const open = lines.filter((l) => l.orderStatus !== OrderStatus.ORDER_CANCELED).map((l) => l.lineId);
    if (from === OrderStatus.ORDER_CANCELED) return { position: 0 };
    if (open.length === 0) throw new InvalidTransitionError(from, OrderStatus.ORDER_CANCELED);
    const { orderId } = command.data;
    const claim: RequestClaim = {
      type: 'RequestClaim',
      data: {
        orderId,
        claimId: randomUUID(),
        lineIds: open,
        kind: 'CANCEL',
        claimReason: ClaimReason.OTHER,
        claimReasonDetails: message ?? '판매자 취소',
        images: [],
      },
      metadata: command.metadata,
    };
    const requested = await this.claims.execute(claim);
    const approve: ChangeClaimStatus = {
      type: 'ChangeClaimStatus',
      data: { orderId, lineIds: open, claimStatus: ClaimStatus.CANCEL_COMPLETED, claimStatusMessage: message },
      metadata: command.metadata,
    };
    const settled = await this.settle.execute(approve);
    return { position: Math.max(requested.position, settled.position) };
  }
}
