import { Injectable } from '@nestjs/common';
import { maskName, type PromoterEvent, type PromoterRequestView, type UserRegistered, type UserWithdrew } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce } from '../../platform/projections/projection.js';
import type { Projection } from '../../platform/projections/projection.js';

/** Read-model collections of the promoters context. */
export const PROMOTER_MODELS = { requests: 'promoterRequests', promotees: 'promotees' } as const;

/** A member's promoter request as stored: what the member and staff see, masked (`_id` the user id). Nothing sealed is copied. */
export type PromoterRequestDoc = PromoterRequestView & { _id: string };

/** A member who joined with a promoter's code, as the promoter's list shows them (`_id` the member's user id). */
export interface PromoteeDoc {
  _id: string;
  promoterId: string;
  promoterCode: string;
  maskedName: string;
  joinedAt: string;
  [key: string]: unknown;
}

type Handled = PromoterEvent | UserRegistered | UserWithdrew;

/**
 * Builds the promoter requests (status, reason, code, masked numbers) from the promoter events,
 * and each promoter's promotees from UserRegistered events that name the promoter (the name
 * masked at once: 김*수). Sealed values never reach a read model.
 */
@Injectable()
export class PromotersProjection implements Projection {
  readonly name = 'promoters';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['PromoterApprovalRequested', 'PromoterApproved', 'PromoterRejected', 'UserRegistered', 'UserWithdrew'];
  readonly collections = Object.values(PROMOTER_MODELS);
  readonly indexes: Record<string, IndexSpec[]> = {
    [PROMOTER_MODELS.requests]: [{ key: { status: 1 } }, { key: { code: 1 } }],
    [PROMOTER_MODELS.promotees]: [{ key: { promoterId: 1, joinedAt: -1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = stored as unknown as Handled;
    switch (event.type) {
      case 'UserRegistered': {
        const promoter = event.data.promoter;
        if (!promoter) return;
        const d = event.data;
        await applyOnce<PromoteeDoc>(store, PROMOTER_MODELS.promotees, d.userId, stored, () => ({
          _id: d.userId,
          promoterId: promoter.userId,
          promoterCode: promoter.code,
          maskedName: maskName(d.name),
          joinedAt: d.registeredAt,
        }));
        return;
      }
      case 'UserWithdrew':
        await applyOnce<PromoteeDoc>(store, PROMOTER_MODELS.promotees, event.data.userId, stored, (doc) => (doc ? { ...doc, maskedName: '탈퇴회원' } : null));
        return;
      case 'PromoterApprovalRequested': {
        const d = event.data;
        await applyOnce<PromoterRequestDoc>(store, PROMOTER_MODELS.requests, d.userId, stored, (doc) => ({
          _id: d.userId,
          userId: d.userId,
          username: d.username,
          name: d.name,
          type: d.type,
          status: 'AWAITING',
          reason: null,
          code: doc?.code ?? null,
          phone: d.phone,
          bank: { code: d.bank.code, accountHolder: d.bank.accountHolder, maskedAccountNumber: d.bank.maskedAccountNumber },
          maskedResidentNumber: d.maskedResidentNumber,
          requestedAt: d.requestedAt,
          decidedAt: null,
        }));
        return;
      }
      case 'PromoterApproved':
        await applyOnce<PromoterRequestDoc>(store, PROMOTER_MODELS.requests, event.data.userId, stored, (doc) =>
          doc ? { ...doc, status: 'APPROVED', code: event.data.code, reason: event.data.reason, decidedAt: event.data.approvedAt } : null,
        );
        return;
      case 'PromoterRejected':
        await applyOnce<PromoterRequestDoc>(store, PROMOTER_MODELS.requests, event.data.userId, stored, (doc) =>
          doc ? { ...doc, status: 'REJECTED', reason: event.data.reason, decidedAt: event.data.rejectedAt } : null,
        );
        return;
    }
  }
}
