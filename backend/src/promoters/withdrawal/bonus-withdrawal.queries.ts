import { Inject, Injectable } from '@nestjs/common';
import { BANK_CODES, type BonusWithdrawalStatus, type ConsoleBonusWithdrawalListResponse } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { PROMOTER_MODELS, type PromoterRequestDoc } from '../projections/promoters.projection.js';
import { BONUS_WITHDRAWAL_MODELS, type BonusWithdrawalDoc } from './projections/bonus-withdrawals.projection.js';

/** Reads of the promoters' bonus withdrawals for staff. */
@Injectable()
export class BonusWithdrawalQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** One page of withdrawals, newest first, of one status or all, each with its promoter's username and name; with how many are PENDING. */
  async list(status: BonusWithdrawalStatus | undefined, page: { limit: number; skip: number }): Promise<ConsoleBonusWithdrawalListResponse> {
    const withdrawals = this.store.collection<BonusWithdrawalDoc>(BONUS_WITHDRAWAL_MODELS.withdrawals);
    const query = status ? { status } : {};
    const [docs, totalCount, pendingCount] = await Promise.all([
      withdrawals.find(query, { sort: { withdrawnAt: -1 }, skip: page.skip, limit: page.limit }),
      withdrawals.count(query),
      withdrawals.count({ status: 'PENDING' }),
    ]);
    const ids = [...new Set(docs.map((d) => d.promoterId))];
    const requests = this.store.collection<PromoterRequestDoc>(PROMOTER_MODELS.requests);
    const who = new Map((ids.length ? await requests.find({ _id: { $in: ids } }) : []).map((r) => [r._id, r]));
    return {
      withdrawals: docs.map((d) => ({
        withdrawalId: d._id,
        promoterId: d.promoterId,
        username: who.get(d.promoterId)?.username ?? '',
        name: who.get(d.promoterId)?.name ?? '',
        status: d.status,
        amount: d.amount,
        net: d.net,
        charge: d.charge,
        withholding: d.withholding,
        bank: {
          code: d.bank.code,
          name: BANK_CODES[d.bank.code] ?? d.bank.code,
          accountHolder: d.bank.accountHolder,
          accountNumberMasked: d.bank.maskedAccountNumber,
        },
        bankTranId: d.bankTranId,
        reason: d.reason,
        withdrawnAt: d.withdrawnAt,
        settledAt: d.settledAt,
      })),
      summary: { totalCount, pendingCount },
    };
  }

  /** The promoter of a withdrawal, or null when there is no such withdrawal. */
  async promoterOf(withdrawalId: string): Promise<string | null> {
    const doc = await this.store.collection<BonusWithdrawalDoc>(BONUS_WITHDRAWAL_MODELS.withdrawals).findOne({ _id: withdrawalId });
    return doc?.promoterId ?? null;
  }

  /** Ids of the withdrawals still PENDING that were made before `before` (ISO), oldest first, at most `limit`. */
  async pendingBefore(before: string, limit: number): Promise<{ withdrawalId: string; promoterId: string }[]> {
    const docs = await this.store
      .collection<BonusWithdrawalDoc>(BONUS_WITHDRAWAL_MODELS.withdrawals)
      .find({ status: 'PENDING', withdrawnAt: { $lt: before } }, { sort: { withdrawnAt: 1 }, limit });
    return docs.map((d) => ({ withdrawalId: d._id, promoterId: d.promoterId }));
  }
}
