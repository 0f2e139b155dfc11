import { Injectable } from '@nestjs/common';
import type { RefundAccountEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collection of refund accounts (one per member, `_id` the user id). */
export const REFUND_ACCOUNTS = 'refundAccounts';

/** A refund account as stored: bank code and number stay sealed; the masked number is what answers show. */
export interface RefundAccountDoc {
  _id: string;
  bankCodeEncrypted: string;
  accountHolder: string;
  accountNumberEncrypted: string;
  accountNumberMasked: string;
  registeredAt: string;
}

/** Mirrors each member's refund account (sealed as in the log). */
@Injectable()
export class RefundAccountsProjection implements Projection {
  readonly name = 'refund-accounts';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['RefundAccountRegistered', 'RefundAccountDeleted'];
  readonly collections = [REFUND_ACCOUNTS];

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as RefundAccountEvent;
    await applyOnce<RefundAccountDoc>(store, REFUND_ACCOUNTS, event.data.userId, stored, () => {
      if (event.type === 'RefundAccountDeleted') return null;
      const { userId, ...account } = event.data;
      return { _id: userId, ...account };
    });
  }
}
