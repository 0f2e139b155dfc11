/**
 * The promoter's bank account hold verification (1원 인증, spec §3 Bank hold-verification, §4
 * stages INPUT → VERIFY → SUCCESS, §7 POST promoter/bank/hold-verifications, PUT {id}/verify).
 *
 * The shop sends {@link HOLD_SEND_AMOUNT}원 to the account; the deposit's passbook text (the
 * sender name the member sees, `senderName`) is {@link HOLD_SENDER_PREFIX} followed by a
 * {@link HOLD_CODE_LENGTH}-digit code (e.g. "세라4821"). Digits were chosen over Hangul syllables:
 * every bank app shows them the same way and they are typed on any keyboard. The member types the
 * code; {@link HOLD_MAX_ATTEMPTS} wrong codes close the verification, and it is outdated
 * {@link HOLD_VALID_MS} ms after the request. A new request starts over and supersedes the open one.
 */

/** Stages of bank verification (spec §4). */
export type BankVerificationStage = 'INPUT' | 'VERIFY' | 'SUCCESS';
/** The amount sent to the account (원). */
export const HOLD_SEND_AMOUNT = 1;
/** What the deposit's passbook text starts with; the code follows. */
export const HOLD_SENDER_PREFIX = '세라';
/** Digits of the code. */
export const HOLD_CODE_LENGTH = 4;
/** Wrong codes allowed before the verification is closed. */
export const HOLD_MAX_ATTEMPTS = 5;
/** How long a verification can be completed after the request (ms): 5 minutes. */
export const HOLD_VALID_MS = 5 * 60_000;

/** Korean messages of the verification form and its refusals. */
export const BANK_VERIFICATION_MESSAGES = {
  BANK: '은행 정보를 입력해주세요',
  CODE: `입금자명에 표시된 숫자 ${HOLD_CODE_LENGTH}자리를 입력해주세요`,
} as const;

/** Whether `value` has the shape of a code (digits only, {@link HOLD_CODE_LENGTH} of them). */
export const isHoldCode = (value: unknown): boolean => typeof value === 'string' && new RegExp(`^\\d{${HOLD_CODE_LENGTH}}$`).test(value.trim());

/** A hold verification as the member sees it; the code itself is never shown (it is read from the bank). */
export interface HoldVerificationView {
  id: string;
  /** VERIFY while the code can be typed, SUCCESS once verified. */
  stage: BankVerificationStage;
  bank: { code: string; name: string; accountHolder: string; accountNumberMasked: string };
  /** 원 sent to the account. */
  sendAmount: number;
  /** The passbook text with its code hidden until verified, e.g. "세라****". */
  senderName: string;
  /** Wrong codes typed so far. */
  attemptCount: number;
  /** Wrong codes still allowed. */
  attemptsLeft: number;
  isSuccess: boolean;
  /** True once {@link HOLD_VALID_MS} has passed since the request (and not verified). */
  isOutDated: boolean;
  requestedAt: string;
  expiresAt: string;
}

/** The member's verified bank account (for withdrawals), number masked. */
export interface VerifiedBankAccountView {
  bankCode: string;
  bankName: string;
  accountHolder: string;
  accountNumberMasked: string;
  verifiedAt: string;
}

/** GET /api/v1/promoter/bank: the verified account (null when none) and the latest verification (null when none). */
export interface PromoterBankResponse {
  account: VerifiedBankAccountView | null;
  verification: HoldVerificationView | null;
}

/** POST hold-verifications and PUT {id}/verify: the verification after the call, the verified account, the log position. */
export interface HoldVerificationResponse {
  verification: HoldVerificationView;
  account: VerifiedBankAccountView | null;
  position: number;
}
