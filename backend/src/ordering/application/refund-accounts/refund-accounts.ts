import { Inject, Injectable } from '@nestjs/common';
import { BANK_CODES, digitsOnly, maskAccountNumber, type RefundAccount } from '@shop/contracts';
import { ShopFieldCipher } from '../../../platform/crypto/field-cipher.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { refundAccountDecider, refundAccountStream, type RefundAccountState } from '../../domain/refund-account.decider.js';
import { REFUND_ACCOUNTS, type RefundAccountDoc } from '../../projections/refund-accounts.projection.js';

/** What a member sends to register a refund account (PUT /api/v1/me/refund-account), in plain text. */
export type SaveRefundAccount = Command<'SaveRefundAccount', { userId: string; bankCode: string; accountHolder: string; accountNumber: string }>;

/** A refund account in plain text, for paying a refund. */
export interface PlainRefundAccount {
  /** 금융결제원 bank code, e.g. 004. */
  bankCode: string;
  accountHolder: string;
  /** Digits only. */
  accountNumber: string;
}

/** The additional data a member's sealed field is bound to (a ciphertext moved to another member does not open). */
const context = (userId: string, field: 'bankCode' | 'accountNumber') => `refund-account:${userId}:${field}`;

/**
 * Members' refund accounts (spec §2 /mypage/refund-account), where refunds of bank-transfer
 * orders are sent. Bank code and account number are sealed with AES-256-GCM before they reach
 * the log (ARCHITECTURE §7) and shown masked.
 *
 * For the refund use case: inject `RefundAccounts` (exported by the ordering module) and call
 * `find(userId)`: the account decrypted, read from the member's own stream (the write side, so
 * an account registered a moment ago is there), or null when none is registered.
 */
@Injectable()
export class RefundAccounts implements UseCaseHandler<SaveRefundAccount, { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: ShopFieldCipher,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** The member's refund account decrypted, or null. Throws when a sealed value does not open (another key). */
  async find(userId: string): Promise<PlainRefundAccount | null> {
    const { state } = await this.runner.load(refundAccountStream(userId), refundAccountDecider);
    return state.status === 'registered' ? this.open(userId, state) : null;
  }

  /** The member's refund account as answers show it (number masked), from the read model; null when none. */
  async view(userId: string): Promise<RefundAccount | null> {
    const doc = await this.store.collection<RefundAccountDoc>(REFUND_ACCOUNTS).findOne({ _id: userId });
    if (!doc) return null;
    const bankCode = this.cipher.decrypt(doc.bankCodeEncrypted, context(userId, 'bankCode'));
    return {
      bankCode,
      bankName: BANK_CODES[bankCode] ?? bankCode,
      accountHolder: doc.accountHolder,
      accountNumberMasked: doc.accountNumberMasked,
      registeredAt: doc.registeredAt,
    };
  }

  /** SaveRefundAccount: seals bank code and number and registers them (replacing any earlier account). Returns the log position. */
  async execute({ data, metadata }: SaveRefundAccount): Promise<{ position: number }> {
    const accountNumber = digitsOnly(data.accountNumber);
    const { position } = await this.runner.handle(refundAccountStream(data.userId), refundAccountDecider, {
      type: 'RegisterRefundAccount',
      data: {
        userId: data.userId,
        bankCodeEncrypted: this.cipher.encrypt(data.bankCode, context(data.userId, 'bankCode')),
        accountHolder: data.accountHolder.trim(),
        accountNumberEncrypted: this.cipher.encrypt(accountNumber, context(data.userId, 'accountNumber')),
        accountNumberMasked: maskAccountNumber(accountNumber),
      },
      metadata,
    });
    return { position };
  }

  private open(userId: string, state: Extract<RefundAccountState, { status: 'registered' }>): PlainRefundAccount {
    return {
      bankCode: this.cipher.decrypt(state.bankCodeEncrypted, context(userId, 'bankCode')),
      accountHolder: state.accountHolder,
      accountNumber: this.cipher.decrypt(state.accountNumberEncrypted, context(userId, 'accountNumber')),
    };
  }
}
