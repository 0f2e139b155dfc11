import { Injectable } from '@nestjs/common';
import { ClaimStatus, type OrderEvent } from '@shop/contracts';
import { stockSourcesOf, type ReleaseStock } from '../../../catalog/index.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import type { OrderState } from '../../domain/order.decider.js';

/**
 * Gives stock back to the products' streams after order events that take lines out of the order:
 * a whole-order cancel (OrderCanceled) gives back each product's whole reservation; a completed
 * cancel of some lines (ClaimRequested or ClaimStatusChanged to CANCEL_COMPLETED) gives back those
 * lines' units, once per line (ReleaseStock's `part`, with the line's options: a product with option
 * combinations takes them back into the line's combination). A returned line's goods are not put on sale
 * again here: staff check them and adjust the stock. A product bundle's line gives back its parts'
 * units (stockSourcesOf), never the bundle's own. Answers the highest log position written.
 */
@Injectable()
export class StockReturns {
  constructor(private readonly commands: Commands) {}

  async after(events: readonly OrderEvent[], state: OrderState, metadata: CommandMetadata): Promise<number> {
    if (state.status !== 'placed') return 0;
    const orderId = state.orderId;
    let position = 0;
    const send = async (command: ReleaseStock) => {
      position = Math.max(position, (await this.commands.send<{ position: number }>(command)).position);
    };
    if (events.some((e) => e.type === 'OrderCanceled')) {
      const partsOf = (lineId: string) => state.placed.lines.find((l) => l.lineId === lineId)?.parts;
      const sources = Object.values(state.lines).flatMap((l) => stockSourcesOf({ productId: l.productId, amount: l.amount, parts: partsOf(l.lineId) }));
      for (const productId of new Set(sources.map((s) => s.productId))) {
        await send({ type: 'ReleaseStock', data: { productId, orderId }, metadata });
      }
      return position;
    }
    for (const e of events) {
      const canceled =
        (e.type === 'ClaimRequested' && e.data.claimStatus === ClaimStatus.CANCEL_COMPLETED) ||
        (e.type === 'ClaimStatusChanged' && e.data.claimStatus === ClaimStatus.CANCEL_COMPLETED);
      if (!canceled) continue;
      for (const lineId of e.data.lineIds) {
        const line = state.lines[lineId];
        if (!line) continue;
        const placed = state.placed.lines.find((l) => l.lineId === lineId);
        for (const source of stockSourcesOf({ productId: line.productId, amount: line.amount, option: placed?.option, parts: placed?.parts })) {
          const part = { releaseId: lineId, amount: source.amount, ...(source.option ? { option: source.option } : {}) };
          await send({ type: 'ReleaseStock', data: { productId: source.productId, orderId, part }, metadata });
        }
      }
    }
    return position;
  }
}
