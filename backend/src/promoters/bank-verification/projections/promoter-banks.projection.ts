import { Injectable } from '@nestjs/common';
import type { BankVerificationEvent } from '@shop/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import type { ReadStore } from '../../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../../platform/projections/projection.js';

/** Read-model collection of members' bank verification (one per member, `_id` the user id). */
export const PROMOTER_BANKS = 'promoterBanks';

/** A member's verified account (number sealed as in the log) and latest verification, as stored. */
export interface PromoterBankDoc {
  _id: string;
  account: {
    verificationId: string;
    bankCode: string;
    accountHolder: string;
    accountNumberEncrypted: string;
    accountNumberMasked: string;
    verifiedAt: string;
  } | null;
  verification: {
    id: string;
    bankCode: string;
    accountHolder: string;
    accountNumberMasked: string;
    sendAmount: number;
    attemptCount: number;
    isSuccess: boolean;
    requestedAt: string;
    expiresAt: string;
  } | null;
}

/** Mirrors each member's verified bank account (for withdrawals) and their latest hold verification. */
@Injectable()
export class PromoterBanksProjection implements Projection {
  readonly name = 'promoter-banks';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['BankHoldVerificationRequested', 'BankHoldVerificationAttemptFailed', 'BankAccountVerified'];
  readonly collections = [PROMOTER_BANKS];

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as BankVerificationEvent;
    await applyOnce<PromoterBankDoc>(store, PROMOTER_BANKS, event.data.userId, stored, (doc) => {
      const current: PromoterBankDoc = doc ?? { _id: event.data.userId, account: null, verification: null };
      switch (event.type) {
        case 'BankHoldVerificationRequested': {
          const d = event.data;
          return {
            ...current,
            verification: {
              id: d.verificationId,
              bankCode: d.bankCode,
              accountHolder: d.accountHolder,
              accountNumberMasked: d.accountNumberMasked,
              sendAmount: d.sendAmount,
              attemptCount: 0,
              isSuccess: false,
              requestedAt: d.requestedAt,
              expiresAt: d.expiresAt,
            },
          };
        }
        case 'BankHoldVerificationAttemptFailed':
          if (current.verification?.id !== event.data.verificationId) return current;
          return { ...current, verification: { ...current.verification, attemptCount: event.data.attemptCount } };
        case 'BankAccountVerified': {
          const { userId: _u, ...account } = event.data;
          const verification = current.verification?.id === event.data.verificationId ? { ...current.verification, isSuccess: true } : current.verification;
          return { ...current, account, verification };
        }
        default:
          return current;
      }
    });
  }
}
