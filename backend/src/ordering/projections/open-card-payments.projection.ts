import { Injectable } from '@nestjs/common';
import type { CardPaymentEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

export const OPEN_CARD_PAYMENTS = 'openCardPayments';

/** A card authentication with no recorded outcome yet (approved, refused or net-cancelled). */
export interface OpenCardPaymentDoc {
  _id: string;
  orderId: string;
  amount: number;
  authenticatedAt: string;
}

/**
 * Tracks card payments taken up for approval whose outcome the shop has not recorded: normally
 * for the length of one approval call; one left longer was interrupted (a crash, a net cancel
 * that failed) and the CardPaymentReconciler settles it with NICE Pay.
 */
@Injectable()
export class OpenCardPaymentsProjection implements Projection {
  readonly name = 'openCardPayments';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['CardPaymentAuthenticated', 'CardPaymentApproved', 'CardPaymentRefused', 'CardPaymentNetCanceled'];
  readonly collections = [OPEN_CARD_PAYMENTS];
  readonly indexes: Record<string, IndexSpec[]> = { [OPEN_CARD_PAYMENTS]: [{ key: { authenticatedAt: 1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as CardPaymentEvent;
    switch (event.type) {
      case 'CardPaymentAuthenticated': {
        const d = event.data;
        return applyOnce<OpenCardPaymentDoc>(store, OPEN_CARD_PAYMENTS, d.tid, stored, () => ({
          _id: d.tid,
          orderId: d.orderId,
          amount: d.amount,
          authenticatedAt: d.authenticatedAt,
        }));
      }
      case 'CardPaymentApproved':
        return applyOnce(store, OPEN_CARD_PAYMENTS, event.data.payment.tid, stored, () => null);
      case 'CardPaymentRefused':
      case 'CardPaymentNetCanceled':
        return applyOnce(store, OPEN_CARD_PAYMENTS, event.data.tid, stored, () => null);
    }
  }
}
