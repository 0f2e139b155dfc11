import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BonusWithdrawalResult } from '@shop/contracts';
import { OpenBankingClient } from '../../../platform/banking/open-banking/open-banking.client.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { bonusLedgerDecider, bonusLedgerStream } from '../../bonuses/bonus-ledger.decider.js';
import { BonusWithdrawalNotFoundError, BonusWithdrawalUntraceableError } from '../../promoters.errors.js';
import { reconciliationOf } from '../domain/withdrawal-reconciliation.js';
import { withdrawalResultOf } from './withdraw-bonus.handler.js';

/** Staff (or the shop's own timer) ask the bank how a PENDING bonus withdrawal's transfer ended. */
export type ReconcileBonusWithdrawal = Command<'ReconcileBonusWithdrawal', { promoterId: string; withdrawalId: string; memo?: string | null }>;

/**
 * ReconcileBonusWithdrawal (issue 12, PENDING withdrawals): asks open banking 이체결과조회 about
 * the transfer a withdrawal was sent under and records what the bank says (see
 * reconciliationOf): PAID, or FAILED with the amount back in the balance. A withdrawal already
 * answered is answered as it is, without asking; one the bank cannot tell yet, or that could
 * not be asked (no answer), stays PENDING. Throws 404 BONUS_WITHDRAWAL_NOT_FOUND, and 409
 * BONUS_WITHDRAWAL_UNTRACEABLE for a withdrawal recorded before its transfer id was kept.
 * Returns the withdrawal's result and the log position of the ledger after it.
 */
@Injectable()
export class ReconcileBonusWithdrawalHandler implements UseCaseHandler<ReconcileBonusWithdrawal, BonusWithdrawalResult & { position: number }> {
  private readonly log = new Logger('BonusWithdrawal');

  constructor(
    private readonly runner: CommandRunner,
    private readonly bank: OpenBankingClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ data, metadata }: ReconcileBonusWithdrawal): Promise<BonusWithdrawalResult & { position: number }> {
    const stream = bonusLedgerStream(data.promoterId);
    const { state } = await this.runner.load(stream, bonusLedgerDecider);
    // Nothing written here: the caller waits for the read models to show everything written so
    // far (the sweep, or another staff member, may have just settled it), not for a stream revision.
    const shown = () => this.store.headPosition();
    const record = state.withdrawals[data.withdrawalId];
    if (!record) throw new BonusWithdrawalNotFoundError();
    if (record.status !== 'REQUESTED') return { ...withdrawalResultOf(record), position: await shown() };
    const bankTranId = record.withdrawn.bankTranId;
    if (!bankTranId) throw new BonusWithdrawalUntraceableError();

    let result;
    try {
      result = await this.bank.transferResult({ bankTranId, sentAt: new Date(record.withdrawn.withdrawnAt), amount: record.withdrawn.net });
    } catch (error) {
      this.log.warn({ err: error, withdrawalId: data.withdrawalId }, 'the bank did not tell how the bonus payout ended: still PENDING');
      return { ...withdrawalResultOf(record), position: await shown() };
    }
    const decision = reconciliationOf(record, result, metadata.now, this.bank.settledAfterMs);
    if (decision.outcome === 'WAIT') return { ...withdrawalResultOf(record), position: await shown() };
    const { promoterId, withdrawalId } = data;
    const { position } =
      decision.outcome === 'PAID'
        ? await this.runner.handle(stream, bonusLedgerDecider, {
            type: 'RecordBonusWithdrawalPaid',
            data: { promoterId, withdrawalId, bankTranId: decision.bankTranId },
            metadata,
          })
        : await this.runner.handle(stream, bonusLedgerDecider, {
            type: 'FailBonusWithdrawal',
            data: { promoterId, withdrawalId, reason: decision.reason },
            metadata,
          });
    this.log.log({ withdrawalId, outcome: decision.outcome, by: metadata.userId, memo: data.memo ?? null }, 'bonus payout reconciled with the bank');
    const settled = (await this.runner.load(stream, bonusLedgerDecider)).state.withdrawals[withdrawalId];
    return { ...withdrawalResultOf(settled), position };
  }
}
