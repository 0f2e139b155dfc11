import { randomInt, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { HOLD_CODE_LENGTH, HOLD_SEND_AMOUNT, HOLD_SENDER_PREFIX, digitsOnly, maskAccountNumber } from '@shop/contracts';
import { OpenBankingClient, OpenBankingRefusedError } from '../../../../platform/banking/open-banking/open-banking.client.js';
import { ShopFieldCipher } from '../../../../platform/crypto/field-cipher.js';
import { CommandRunner } from '../../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../../platform/event-sourcing/decider.js';
import { BankAccountHolderMismatchError, BankAccountInvalidError, BankTransferFailedError } from '../../../promoters.errors.js';
import { bankVerificationDecider, bankVerificationStream } from '../../bank-verification.decider.js';
import { sealContext } from '../../promoter-banks.js';

/** What the member asks (POST /api/v1/promoter/bank/hold-verifications), in plain text. */
export type RequestHoldVerification = Command<'RequestHoldVerification', { userId: string; bankCode: string; accountHolder: string; accountNumber: string }>;

/** The code of a new verification: {@link HOLD_CODE_LENGTH} random digits. */
export const drawHoldCode = (): string => String(randomInt(0, 10 ** HOLD_CODE_LENGTH)).padStart(HOLD_CODE_LENGTH, '0');

/**
 * RequestHoldVerification (spec §3, §7): sends 1원 whose passbook text is "세라" + a fresh code,
 * then records the verification (replacing any open one). Steps:
 * 1. `send` — 입금이체 through open banking, holder name checked. Throws BankAccountInvalidError
 *    (계좌 오류), BankAccountHolderMismatchError, or BankTransferFailedError; nothing recorded then.
 * 2. `record` — RequestBankHoldVerification on the member's stream with the number and the passbook
 *    text sealed. Should it fail, the 1원 is already sent and cannot be taken back: it is logged
 *    with its bank_tran_id, and the member requests again.
 * Returns the verification id and the log position.
 */
@Injectable()
export class RequestHoldVerificationHandler implements UseCaseHandler<RequestHoldVerification, { verificationId: string; position: number }> {
  private readonly log = new Logger('BankVerification');

  constructor(
    private readonly bank: OpenBankingClient,
    private readonly runner: CommandRunner,
    private readonly cipher: ShopFieldCipher,
  ) {}

  async execute({ data, metadata }: RequestHoldVerification): Promise<{ verificationId: string; position: number }> {
    const accountNumber = digitsOnly(data.accountNumber);
    const accountHolder = data.accountHolder.trim();
    const senderName = `${HOLD_SENDER_PREFIX}${drawHoldCode()}`;
    const bankTranId = await this.send(data.bankCode, accountNumber, accountHolder, senderName);
    const verificationId = randomUUID();
    try {
      const { position } = await this.runner.handle(bankVerificationStream(data.userId), bankVerificationDecider, {
        type: 'RequestBankHoldVerification',
        data: {
          userId: data.userId,
          verificationId,
          bankCode: data.bankCode,
          accountHolder,
          accountNumberEncrypted: this.cipher.encrypt(accountNumber, sealContext.accountNumber(data.userId)),
          accountNumberMasked: maskAccountNumber(accountNumber),
          senderNameEncrypted: this.cipher.encrypt(senderName, sealContext.senderName(data.userId, verificationId)),
          bankTranId,
        },
        metadata,
      });
      return { verificationId, position };
    } catch (error) {
      this.log.warn({ bankTranId, userId: data.userId }, '1원 sent but the verification was not recorded');
      throw error;
    }
  }

  private async send(bankCode: string, accountNumber: string, accountHolder: string, printContent: string): Promise<string> {
    try {
      const done = await this.bank.deposit({ bankCode, accountNumber, accountHolder, printContent, amount: HOLD_SEND_AMOUNT, requestedBy: accountHolder });
      return done.bankTranId;
    } catch (error) {
      if (error instanceof OpenBankingRefusedError && error.reason === 'account') throw new BankAccountInvalidError();
      if (error instanceof OpenBankingRefusedError && error.reason === 'holder') throw new BankAccountHolderMismatchError();
      this.log.warn({ err: error }, '1원 deposit failed');
      throw new BankTransferFailedError();
    }
  }
}
