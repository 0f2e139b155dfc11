import { Injectable } from '@nestjs/common';
import type { SettlementEvent, SettlementSummary } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';

/** Read-model collection of the settlements' approval states. */
export const SETTLEMENT_STATUS_MODELS = { statuses: 'promoterSettlementStatuses' } as const;

/** A settlement's status with who set it and when (`_id` the settlement id); absent while OPEN. */
export type SettlementStatusDoc = { _id: string } & Pick<
  SettlementSummary,
  'status' | 'approvedBy' | 'approvedByName' | 'approvedAt' | 'paidBy' | 'paidByName' | 'paidAt' | 'approvedMemo' | 'paidMemo' | 'approvedTotals'
>;

/**
 * The settlements' statuses (APPROVED, PAID, with author and time) from the settlement streams,
 * through the ProjectionRunner so that finance reads its own approval at once (read-your-writes);
 * the figures come from the bus consumer and the two are joined by settlement id when read.
 */
@Injectable()
export class SettlementStatusesProjection implements Projection {
  readonly name = 'promoter-settlement-statuses';
  readonly version = 2;
  readonly handles = ['SettlementApproved', 'SettlementMarkedPaid'];
  readonly collections = Object.values(SETTLEMENT_STATUS_MODELS);

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = stored as unknown as SettlementEvent;
    const id = event.data.settlementId;
    await applyOnce<SettlementStatusDoc>(store, SETTLEMENT_STATUS_MODELS.statuses, id, stored, (doc) =>
      event.type === 'SettlementApproved'
        ? {
            _id: id,
            status: doc?.status === 'PAID' ? 'PAID' : 'APPROVED',
            approvedBy: event.data.approvedBy,
            approvedByName: event.data.approvedByName,
            approvedAt: event.data.approvedAt,
            paidBy: doc?.paidBy ?? null,
            paidByName: doc?.paidByName ?? null,
            paidAt: doc?.paidAt ?? null,
            approvedMemo: event.data.memo,
            paidMemo: doc?.paidMemo ?? null,
            approvedTotals: event.data.totals ?? null,
          }
        : {
            _id: id,
            status: 'PAID',
            approvedBy: doc?.approvedBy ?? null,
            approvedByName: doc?.approvedByName ?? null,
            approvedAt: doc?.approvedAt ?? null,
            paidBy: event.data.paidBy,
            paidByName: event.data.paidByName,
            paidAt: event.data.paidAt,
            approvedMemo: doc?.approvedMemo ?? null,
            paidMemo: event.data.memo,
            approvedTotals: doc?.approvedTotals ?? null,
          },
    );
  }
}
