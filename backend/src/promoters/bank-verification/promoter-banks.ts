import { Inject, Injectable } from '@nestjs/common';
import {
  BANK_CODES,
  HOLD_CODE_LENGTH,
  HOLD_MAX_ATTEMPTS,
  HOLD_SENDER_PREFIX,
  type HoldVerificationView,
  type PromoterBankResponse,
  type VerifiedBankAccountView,
} from '@shop/contracts';
import { ShopFieldCipher } from '../../platform/crypto/field-cipher.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { BankVerificationClock } from './bank-verification.clock.js';
import { PROMOTER_BANKS, type PromoterBankDoc } from './projections/promoter-banks.projection.js';

/** The additional data a member's sealed field is bound to (a ciphertext moved to another member or verification does not open). */
export const sealContext = {
  accountNumber: (userId: string) => `bank-verification:${userId}:accountNumber`,
  senderName: (userId: string, verificationId: string) => `bank-verification:${userId}:${verificationId}:senderName`,
};

/** A verified account in plain text, for sending a withdrawal. */
export interface PlainVerifiedAccount {
  bankCode: string;
  accountHolder: string;
  /** Digits only. */
  accountNumber: string;
  verifiedAt: string;
}

/**
 * Members' bank accounts verified by 1원 인증, read from the read model. For the withdrawal step:
 * inject `PromoterBanks` (exported by BankVerificationModule) and call `verifiedAccount(userId)`.
 */
@Injectable()
export class PromoterBanks {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly cipher: ShopFieldCipher,
    private readonly clock: BankVerificationClock,
  ) {}

  /** GET /api/v1/promoter/bank: the member's verified account and latest verification (masked), nulls when none. */
  async view(userId: string): Promise<PromoterBankResponse> {
    const doc = await this.doc(userId);
    return { account: doc?.account ? accountView(doc.account) : null, verification: doc?.verification ? this.verificationView(doc.verification) : null };
  }

  /** The verification `verificationId` of the member as answers show it; null when it is not the member's latest. */
  async verification(userId: string, verificationId: string): Promise<HoldVerificationView | null> {
    const doc = await this.doc(userId);
    return doc?.verification?.id === verificationId ? this.verificationView(doc.verification) : null;
  }

  /** The member's verified account decrypted, or null when none is verified. Throws when the sealed number does not open (another key). */
  async verifiedAccount(userId: string): Promise<PlainVerifiedAccount | null> {
    const account = (await this.doc(userId))?.account;
    if (!account) return null;
    return {
      bankCode: account.bankCode,
      accountHolder: account.accountHolder,
      accountNumber: this.cipher.decrypt(account.accountNumberEncrypted, sealContext.accountNumber(userId)),
      verifiedAt: account.verifiedAt,
    };
  }

  private doc(userId: string): Promise<PromoterBankDoc | null> {
    return this.store.collection<PromoterBankDoc>(PROMOTER_BANKS).findOne({ _id: userId });
  }

  private verificationView(v: NonNullable<PromoterBankDoc['verification']>): HoldVerificationView {
    return {
      id: v.id,
      stage: v.isSuccess ? 'SUCCESS' : 'VERIFY',
      bank: { code: v.bankCode, name: BANK_CODES[v.bankCode] ?? v.bankCode, accountHolder: v.accountHolder, accountNumberMasked: v.accountNumberMasked },
      sendAmount: v.sendAmount,
      senderName: `${HOLD_SENDER_PREFIX}${'*'.repeat(HOLD_CODE_LENGTH)}`,
      attemptCount: v.attemptCount,
      attemptsLeft: Math.max(0, HOLD_MAX_ATTEMPTS - v.attemptCount),
      isSuccess: v.isSuccess,
      isOutDated: !v.isSuccess && this.clock.now().getTime() > Date.parse(v.expiresAt),
      requestedAt: v.requestedAt,
      expiresAt: v.expiresAt,
    };
  }
}

function accountView(a: NonNullable<PromoterBankDoc['account']>): VerifiedBankAccountView {
  return {
    bankCode: a.bankCode,
    bankName: BANK_CODES[a.bankCode] ?? a.bankCode,
    accountHolder: a.accountHolder,
    accountNumberMasked: a.accountNumberMasked,
    verifiedAt: a.verifiedAt,
  };
}
