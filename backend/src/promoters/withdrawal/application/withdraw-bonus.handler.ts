import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { BANK_CODES, BONUS_WITHDRAWAL_PRINT_CONTENT, maskAccountNumber, type BonusWithdrawalResult } from '@shop/contracts';
import { Certifications } from '../../../identity/index.js';
import { OpenBankingClient, OpenBankingRefusedError } from '../../../platform/banking/open-banking/open-banking.client.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command, CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { PromoterBanks } from '../../bank-verification/promoter-banks.js';
import {
  bonusLedgerDecider,
  bonusLedgerStream,
  type BonusCommand,
  type FailBonusWithdrawal,
  type RecordBonusWithdrawalPaid,
  type WithdrawalRecord,
} from '../../bonuses/bonus-ledger.decider.js';
import { promoterDecider, promoterStream } from '../../domain/promoter.decider.js';
import {
  BonusAccountNotVerifiedError,
  BonusBelowMinimumError,
  BonusIdentityMismatchError,
  BonusInsufficientError,
  NotPromoterError,
} from '../../promoters.errors.js';
import { BonusWithdrawalSettings } from '../bonus-withdrawal-settings.js';
import { REFUSAL_TEXT } from '../domain/withdrawal-reconciliation.js';

/** The promoter withdraws bonus (POST /api/v1/promoter/bonuses/withdraw), after the §4 steps on /promoter/bonuses-withdraw. */
export type WithdrawPromoterBonus = Command<'WithdrawPromoterBonus', { userId: string; certification: string; amount: number; withdrawalId?: string }>;

/** The shop's own passbook text of a bonus payout (wd_print_content). */
const SENDER_PRINT_CONTENT = '보너스출금';

/** The answer a withdrawal's record gives, whenever it is asked. */
export function withdrawalResultOf(record: WithdrawalRecord): BonusWithdrawalResult {
  const w = record.withdrawn;
  return {
    withdrawalId: w.withdrawalId,
    status: record.status === 'REQUESTED' ? 'PENDING' : record.status,
    amount: w.amount,
    remain: record.status === 'FAILED' ? w.remain + w.amount : w.remain,
    withholding: w.withholding,
    net: w.net,
    meta: {
      bank: {
        code: w.bank.code,
        name: BANK_CODES[w.bank.code] ?? w.bank.code,
        accountHolder: w.bank.accountHolder,
        accountNumberMasked: w.bank.maskedAccountNumber,
      },
      charge: w.charge,
    },
    bankTranId: record.bankTranId,
    reason: record.reason,
    at: record.settledAt ?? w.withdrawnAt,
  };
}

/**
 * WithdrawPromoterBonus (spec §3 Bonus withdrawal, §4 steps; issue 12): pays `amount` 원 of the
 * promoter's balance, less the 3.3% withholding and the transfer fee, into the account verified
 * by 1원 인증. Steps:
 * 1. A repeated `withdrawalId` answers the first request's result (a retry never pays twice).
 * 2. Friendly checks before anything is spent: at least the minimum (400 BONUS_BELOW_MINIMUM),
 *    at most the balance (409 BONUS_INSUFFICIENT), a verified account (409 BONUS_ACCOUNT_NOT_VERIFIED).
 * 3. The 본인인증 must be the promoter's own person, the CI of their approved request
 *    (422 BONUS_IDENTITY_MISMATCH; 422 CERTIFICATION_INVALID when spent or expired); it is spent
 *    at once, so one certification makes at most one withdrawal.
 * 4. WithdrawBonus on the ledger stream: the balance is taken under the stream's revision, so
 *    racing withdrawals never pay out more than the balance (the decider refuses the rest).
 * 5. The transfer through open banking. PAID records the bank's transaction id; a refusal records
 *    BonusWithdrawalFailed and the amount is back in the balance; no answer at all leaves it
 *    PENDING (the money may have left). The transfer's `bank_tran_id` is recorded before it is
 *    sent, so ReconcileBonusWithdrawal can ask the bank later (이체결과조회).
 * Returns the result and the log position of its last event.
 */
@Injectable()
export class WithdrawBonusHandler implements UseCaseHandler<WithdrawPromoterBonus, BonusWithdrawalResult & { position: number }> {
  private readonly log = new Logger('BonusWithdrawal');

  constructor(
    private readonly runner: CommandRunner,
    private readonly certifications: Certifications,
    private readonly banks: PromoterBanks,
    private readonly bank: OpenBankingClient,
    private readonly settings: BonusWithdrawalSettings,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ data, metadata }: WithdrawPromoterBonus): Promise<BonusWithdrawalResult & { position: number }> {
    const { userId } = data;
    const withdrawalId = data.withdrawalId ?? randomUUID();
    const { state: ledger } = await this.runner.load(bonusLedgerStream(userId), bonusLedgerDecider);
    const earlier = ledger.withdrawals[withdrawalId];
    // A retry writes nothing: the caller waits for the read models to show all written so far (a log position, not the stream's revision).
    if (earlier) return { ...withdrawalResultOf(earlier), position: await this.store.headPosition() };

    const { minimumWithdrawal, transferCharge } = await this.settings.current();
    if (data.amount < minimumWithdrawal) throw new BonusBelowMinimumError(minimumWithdrawal);
    if (data.amount > ledger.balance) throw new BonusInsufficientError(Math.max(0, ledger.balance));
    const account = await this.banks.verifiedAccount(userId);
    if (!account) throw new BonusAccountNotVerifiedError();
    const { state: promoter } = await this.runner.load(promoterStream(userId), promoterDecider);
    if (promoter.status !== 'APPROVED') throw new NotPromoterError();

    const person = await this.certifications.open(data.certification, metadata.now);
    if (person.ciHash !== promoter.request.ciHash) throw new BonusIdentityMismatchError();
    await this.certifications.spend(person.certificationId, 'BONUS_WITHDRAWAL', userId, metadata);

    const stream = bonusLedgerStream(userId);
    const bankTranId = this.bank.newBankTranId();
    const withdrawn = await this.runner.handle(stream, bonusLedgerDecider, {
      type: 'WithdrawBonus',
      data: {
        promoterId: userId,
        withdrawalId,
        certificationId: person.certificationId,
        amount: data.amount,
        minimum: minimumWithdrawal,
        charge: transferCharge,
        bank: { code: account.bankCode, accountHolder: account.accountHolder, maskedAccountNumber: maskAccountNumber(account.accountNumber) },
        bankTranId,
      },
      metadata,
    });
    const record = (await this.runner.load(stream, bonusLedgerDecider)).state.withdrawals[withdrawalId];
    const net = record.withdrawn.net;

    let position = withdrawn.position;
    try {
      const done = await this.bank.deposit({
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
        accountHolder: account.accountHolder,
        printContent: BONUS_WITHDRAWAL_PRINT_CONTENT,
        senderPrintContent: SENDER_PRINT_CONTENT,
        amount: net,
        requestedBy: promoter.request.name,
        bankTranId,
      });
      position =
        (await this.settle(stream, { type: 'RecordBonusWithdrawalPaid', data: { promoterId: userId, withdrawalId, bankTranId: done.bankTranId } }, metadata)) ??
        position;
    } catch (error) {
      if (!(error instanceof OpenBankingRefusedError)) {
        this.log.error({ err: error, withdrawalId, userId }, 'bonus payout sent without an answer from the bank: left PENDING for staff to check');
      } else {
        const reason = REFUSAL_TEXT[error.reason];
        this.log.warn({ withdrawalId, userId, rspCode: error.rspCode, bankRspCode: error.bankRspCode }, 'bonus payout refused by the bank');
        position = (await this.settle(stream, { type: 'FailBonusWithdrawal', data: { promoterId: userId, withdrawalId, reason } }, metadata)) ?? position;
      }
    }
    const settled = (await this.runner.load(stream, bonusLedgerDecider)).state.withdrawals[withdrawalId];
    return { ...withdrawalResultOf(settled), position };
  }

  /** Records the bank's answer, at the time it came; answers its position, or null when it could not be recorded (logged: the ledger then still shows it PENDING). */
  private async settle(
    stream: string,
    command: Omit<RecordBonusWithdrawalPaid, 'metadata'> | Omit<FailBonusWithdrawal, 'metadata'>,
    metadata: CommandMetadata,
  ): Promise<number | null> {
    try {
      const answeredAt = { ...metadata, now: new Date().toISOString() };
      const { position } = await this.runner.handle(stream, bonusLedgerDecider, { ...command, metadata: answeredAt } as BonusCommand);
      return position;
    } catch (error) {
      this.log.error({ err: error, stream, command: command.type }, 'the bank answered but its answer was not recorded');
      return null;
    }
  }
}
