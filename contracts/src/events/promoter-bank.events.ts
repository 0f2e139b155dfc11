/**
 * A member's bank account hold verifications (stream `bank-verification-{userId}`, spec §3).
 * The account number and the passbook text (which carries the code) are ciphertexts (AES-256-GCM,
 * the shop's field key); `accountNumberMasked` is what answers show.
 */
export interface BankHoldVerificationRequested {
  type: 'BankHoldVerificationRequested';
  data: {
    userId: string;
    verificationId: string;
    bankCode: string;
    accountHolder: string;
    accountNumberEncrypted: string;
    accountNumberMasked: string;
    /** 원 sent (1). */
    sendAmount: number;
    senderNameEncrypted: string;
    /** The bank's transaction id of the 1원 deposit. */
    bankTranId: string;
    /** The open verification this one replaces, or null. */
    supersedes: string | null;
    requestedAt: string;
    expiresAt: string;
  };
}
/** A wrong code was typed; `attemptCount` wrong codes so far. */
export interface BankHoldVerificationAttemptFailed {
  type: 'BankHoldVerificationAttemptFailed';
  data: { userId: string; verificationId: string; attemptCount: number; failedAt: string };
}
/** The right code was typed: the account is the member's verified account from now on. */
export interface BankAccountVerified {
  type: 'BankAccountVerified';
  data: {
    userId: string;
    verificationId: string;
    bankCode: string;
    accountHolder: string;
    accountNumberEncrypted: string;
    accountNumberMasked: string;
    verifiedAt: string;
  };
}
export type BankVerificationEvent = BankHoldVerificationRequested | BankHoldVerificationAttemptFailed | BankAccountVerified;
