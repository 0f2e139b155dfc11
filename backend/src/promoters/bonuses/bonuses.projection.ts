import { Injectable } from '@nestjs/common';
import type { BonusEvent, BonusWithdrawalPaid, PromoterBonus } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';

/** Read-model collections of the promoter's bonuses. */
export const BONUS_MODELS = { lines: 'promoterBonuses', balances: 'promoterBonusBalances' } as const;

/** A history line, kept with its promoter and its event's log position (the order of lines of the same instant). */
export type PromoterBonusDoc = PromoterBonus & { promoterId: string; position: number };
/** A promoter's balance in 원. */
export interface BonusBalanceDoc {
  _id: string;
  balance: number;
}

/** The history line an event makes, its id the event's own (a redelivered event rewrites the same line). */
function lineOf(stored: StoredEvent, event: Exclude<BonusEvent, BonusWithdrawalPaid>): PromoterBonusDoc {
  const base = { _id: stored.id, promoterId: event.data.promoterId, position: stored.position };
  switch (event.type) {
    case 'BonusAccrued':
      return {
        ...base,
        type: event.data.bonusType,
        amount: event.data.amount,
        reason: event.data.reason,
        purchaseId: event.data.purchaseId,
        at: event.data.accruedAt,
      };
    case 'BonusReversed':
      return {
        ...base,
        type: 'SALES',
        amount: -event.data.amount,
        reason: event.data.reason,
        purchaseId: event.data.accrualId.replace(/^sales:/, ''),
        at: event.data.reversedAt,
      };
    case 'BonusAdjusted':
      return { ...base, type: event.data.bonusType, amount: event.data.amount, reason: event.data.reason, purchaseId: null, at: event.data.adjustedAt };
    case 'BonusWithdrawn':
      return {
        ...base,
        type: 'WITHDRAWAL',
        amount: -event.data.amount,
        reason: `출금 (실지급 ${event.data.net.toLocaleString('ko-KR')}원)`,
        purchaseId: null,
        at: event.data.withdrawnAt,
      };
    case 'BonusWithdrawalFailed':
      return {
        ...base,
        type: 'WITHDRAWAL',
        amount: event.data.amount,
        reason: `출금 실패 환원 (${event.data.reason})`,
        purchaseId: null,
        at: event.data.failedAt,
      };
  }
}

/**
 * The promoter's bonus history (one line per accrual, reversal, adjustment and withdrawal) and
 * balance, from the bonus ledger's events (/promoter/bonuses; console user-bonuses).
 */
@Injectable()
export class BonusesProjection implements Projection {
  readonly name = 'promoter-bonuses';
  readonly version = 3;
  readonly handles = ['BonusAccrued', 'BonusReversed', 'BonusAdjusted', 'BonusWithdrawn', 'BonusWithdrawalFailed'];
  readonly collections = Object.values(BONUS_MODELS);
  readonly indexes: Record<string, IndexSpec[]> = {
    [BONUS_MODELS.lines]: [{ key: { promoterId: 1, at: -1, position: -1 } }, { key: { at: -1, position: -1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = stored as unknown as Exclude<BonusEvent, BonusWithdrawalPaid>;
    const line = lineOf(stored, event);
    await applyOnce<PromoterBonusDoc>(store, BONUS_MODELS.lines, line._id, stored, () => line);
    await applyOnce<BonusBalanceDoc>(store, BONUS_MODELS.balances, line.promoterId, stored, (doc) => ({
      _id: line.promoterId,
      balance: (doc?.balance ?? 0) + line.amount,
    }));
  }
}
