import { Inject, Injectable } from '@nestjs/common';
import type { BonusType, ConsoleBonusListResponse, PromoterBonusListResponse } from '@shop/contracts';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { PROMOTER_MODELS, type PromoterRequestDoc } from '../projections/promoters.projection.js';
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

  /**
   * Every promoter's bonus lines, newest first (console user-bonuses), of one `type` or all, and
   * of the promoters whose username or name holds `searchValue`; each with its promoter's
   * username and name from their promoter request.
   */
  async all(filter: { searchValue?: string; type?: BonusType | 'WITHDRAWAL' }, page: { limit: number; skip: number }): Promise<ConsoleBonusListResponse> {
    const requests = this.store.collection<PromoterRequestDoc>(PROMOTER_MODELS.requests);
    const query: Record<string, unknown> = filter.type ? { type: filter.type } : {};
    if (filter.searchValue) {
      const re = { $regex: escapeRegex(filter.searchValue), $options: 'i' };
      const matching = await requests.find({ $or: [{ username: re }, { name: re }] }, { limit: 500 });
      query.promoterId = { $in: matching.map((r) => r._id) };
    }
    const lines = this.store.collection<PromoterBonusDoc>(BONUS_MODELS.lines);
    const [docs, totalCount] = await Promise.all([
      lines.find(query, { sort: { at: -1, position: -1 }, skip: page.skip, limit: page.limit }),
      lines.count(query),
    ]);
    const ids = [...new Set(docs.map((d) => d.promoterId))];
    const who = new Map((ids.length ? await requests.find({ _id: { $in: ids } }) : []).map((r) => [r._id, r]));
    return {
      bonuses: docs.map(({ _id, promoterId, type, amount, reason, purchaseId, at }) => ({
        _id,
        promoterId,
        username: who.get(promoterId)?.username ?? '',
        name: who.get(promoterId)?.name ?? '',
        type,
        amount,
        reason,
        purchaseId,
        at,
      })),
      summary: { totalCount },
    };
  }
}
