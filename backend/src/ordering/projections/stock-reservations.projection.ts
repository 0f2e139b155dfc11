import { Injectable } from '@nestjs/common';
import type { OrderPlaced, StockReleased, StockReserved } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { stockSourcesOf } from '../../catalog/index.js';

export const OPEN_RESERVATIONS = 'openReservations';

/** Stock reserved for an order that has not (yet) been seen placed. */
export interface OpenReservationDoc {
  _id: string;
  productId: string;
  orderId: string;
  amount: number;
  reservedAt: string;
}

/**
 * Tracks stock reservations that no placed order accounts for. Placing an order reserves stock
 * first and appends the order after; a process that dies in between leaves a reservation with
 * no order, which the ReservationSweeper gives back.
 */
@Injectable()
export class OpenReservationsProjection implements Projection {
  readonly name = 'openReservations';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['StockReserved', 'StockReleased', 'OrderPlaced'];
  readonly collections = [OPEN_RESERVATIONS];
  readonly indexes: Record<string, IndexSpec[]> = { [OPEN_RESERVATIONS]: [{ key: { orderId: 1 } }, { key: { reservedAt: 1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as StockReserved | StockReleased | OrderPlaced;
    switch (event.type) {
      case 'StockReserved': {
        const d = event.data;
        return applyOnce<OpenReservationDoc>(store, OPEN_RESERVATIONS, `${d.productId}:${d.orderId}`, stored, () => ({
          _id: `${d.productId}:${d.orderId}`,
          productId: d.productId,
          orderId: d.orderId,
          amount: d.amount,
          reservedAt: d.reservedAt,
        }));
      }
      case 'StockReleased':
        return applyOnce(store, OPEN_RESERVATIONS, `${event.data.productId}:${event.data.orderId}`, stored, () => null);
      case 'OrderPlaced': {
        // The order reserved each product its lines take units of once (PlaceOrder, stockSourcesOf): those reservations are accounted for.
        const reservations = store.collection(OPEN_RESERVATIONS);
        const productIds = new Set(event.data.lines.flatMap((line) => stockSourcesOf(line).map((s) => s.productId)));
        for (const productId of productIds) await reservations.deleteOne(`${productId}:${event.data.orderId}`);
        return;
      }
    }
  }
}
