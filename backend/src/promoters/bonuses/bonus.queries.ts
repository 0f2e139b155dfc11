import { Inject, Injectable } from '@nestjs/common';
import type { BonusType, PromoterBonusListResponse } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { BONUS_MODELS, type BonusBalanceDoc, type PromoterBonusDoc } from './bonuses.projection.js';

/** Reads of the promoter's bonuses: the balance and the history, a promoter's own only. */
@Injectable()
export class BonusQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The promoter's balance (원) and one page of the history, newest first, of one type (`WITHDRAWAL` for withdrawals) or all. */
  async bonuses(promoterId: string, type: BonusType | 'WITHDRAWAL' | undefined, page: { limit: number; skip: number }): Promise<PromoterBonusListResponse> {
    const filter = type ? { promoterId, type } : { promoterId };
    const lines = this.store.collection<PromoterBonusDoc>(BONUS_MODELS.lines);
    const [docs, totalCount, balance] = await Promise.all([
      lines.find(filter, { sort: { at: -1, position: -1 }, skip: page.skip, limit: page.limit }),
      lines.count(filter),
      this.store.collection<BonusBalanceDoc>(BONUS_MODELS.balances).findOne({ _id: promoterId }),
    ]);
    return {
      balance: balance?.balance ?? 0,
      bonuses: docs.map(({ _id, type: t, amount, reason, purchaseId, at }) => ({ _id, type: t, amount, reason, purchaseId, at })),
      summary: { totalCount },
    };
  }
}
