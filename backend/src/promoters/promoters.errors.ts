import { HOLD_MAX_ATTEMPTS } from '@shop/contracts';
import { DomainError } from '../platform/event-sourcing/decider.js';

/** No hold verification with this id among the member's own (another member's id too). 404. */
export class BankVerificationNotFoundError extends DomainError {
  readonly code = 'BANK_VERIFICATION_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('계좌 인증 요청을 찾을 수 없습니다');
  }
}

/** The verification was replaced by a newer request of the member. 409. */
export class BankVerificationSupersededError extends DomainError {
  readonly code = 'BANK_VERIFICATION_SUPERSEDED';
  readonly status = 409;
  constructor() {
    super('새로운 계좌 인증이 요청되어 이전 요청은 사용할 수 없습니다. 가장 최근에 받은 1원의 입금자명을 확인해주세요');
  }
}

/** The verification already succeeded. 409. */
export class BankVerificationCompletedError extends DomainError {
  readonly code = 'BANK_VERIFICATION_COMPLETED';
  readonly status = 409;
  constructor() {
    super('이미 인증이 완료된 계좌입니다');
  }
}

/** More than five minutes passed since the request (spec §3 isOutDated). 422. */
export class BankVerificationOutdatedError extends DomainError {
  readonly code = 'BANK_VERIFICATION_OUTDATED';
  readonly status = 422;
  constructor() {
    super('인증 시간이 지났습니다. 1원 인증을 다시 요청해주세요');
  }
}

/** Five wrong codes were typed (spec §3 attemptCount). 422. */
export class BankVerificationAttemptsExceededError extends DomainError {
  readonly code = 'BANK_VERIFICATION_ATTEMPTS_EXCEEDED';
  readonly status = 422;
  constructor() {
    super(`인증번호를 ${HOLD_MAX_ATTEMPTS}회 잘못 입력하셨습니다. 1원 인증을 다시 요청해주세요`);
  }
}

/** A wrong code (the attempt is counted). 422. */
export class BankVerificationCodeMismatchError extends DomainError {
  readonly code = 'BANK_VERIFICATION_CODE_MISMATCH';
  readonly status = 422;
  constructor(readonly attemptsLeft: number) {
    super(
      attemptsLeft > 0
        ? `인증번호가 일치하지 않습니다. ${attemptsLeft}회 더 입력하실 수 있습니다`
        : `인증번호를 ${HOLD_MAX_ATTEMPTS}회 잘못 입력하셨습니다. 1원 인증을 다시 요청해주세요`,
    );
  }
}

/** The bank does not know the account or it cannot receive (계좌 오류). 422. */
export class BankAccountInvalidError extends DomainError {
  readonly code = 'BANK_ACCOUNT_INVALID';
  readonly status = 422;
  constructor() {
    super('입금할 수 없는 계좌입니다. 은행과 계좌번호를 확인해주세요');
  }
}

/** The account's holder is not the name given. 422. */
export class BankAccountHolderMismatchError extends DomainError {
  readonly code = 'BANK_ACCOUNT_HOLDER_MISMATCH';
  readonly status = 422;
  constructor() {
    super('예금주명이 계좌의 예금주와 일치하지 않습니다');
  }
}

/** The 1원 could not be sent for another reason (the bank refused or did not answer). 422. */
export class BankTransferFailedError extends DomainError {
  readonly code = 'BANK_TRANSFER_FAILED';
  readonly status = 422;
  constructor() {
    super('1원 송금에 실패했습니다. 잠시 후 다시 시도해주세요');
  }
}

/** The member already has a request awaiting staff (spec §4 AWAITING): one open request at a time. 409. */
export class PromoterRequestOpenError extends DomainError {
  readonly code = 'PROMOTER_REQUEST_OPEN';
  readonly status = 409;
  constructor() {
    super('이미 승인 대기 중인 신청이 있습니다');
  }
}

/** The member is a promoter already (spec §4 APPROVED). 409. */
export class AlreadyPromoterError extends DomainError {
  readonly code = 'ALREADY_PROMOTER';
  readonly status = 409;
  constructor() {
    super('이미 승인된 프로모터입니다');
  }
}

/** The member never applied. 404. */
export class PromoterRequestNotFoundError extends DomainError {
  readonly code = 'PROMOTER_REQUEST_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('프로모터 신청 내역이 없습니다');
  }
}

/** Only a request awaiting staff may be approved or rejected (spec §4). 409. */
export class PromoterRequestNotAwaitingError extends DomainError {
  readonly code = 'PROMOTER_REQUEST_NOT_AWAITING';
  readonly status = 409;
  constructor() {
    super('승인 대기 중인 신청이 아닙니다');
  }
}

/** The promoter terms and the consent to collect the resident number were not all agreed. 400. */
export class PromoterTermsRequiredError extends DomainError {
  readonly code = 'PROMOTER_TERMS_REQUIRED';
  readonly status = 400;
  constructor() {
    super('필수 약관에 동의해주세요');
  }
}

/** The 본인인증 is of another person than the one who joined with 본인인증. 422. */
export class PromoterIdentityMismatchError extends DomainError {
  readonly code = 'PROMOTER_IDENTITY_MISMATCH';
  readonly status = 422;
  constructor() {
    super('회원 본인의 휴대폰으로 본인인증을 진행해주세요');
  }
}

/** A route of the promoter area used by a member who is not an approved promoter. 403. */
export class NotPromoterError extends DomainError {
  readonly code = 'NOT_PROMOTER';
  readonly status = 403;
  constructor() {
    super('프로모터 승인 후 이용할 수 있습니다');
  }
}

/** A freshly drawn promoter code is held by another promoter (drawn again). 409. */
export class PromoterCodeTakenError extends DomainError {
  readonly code = 'PROMOTER_CODE_TAKEN';
  readonly status = 409;
  constructor() {
    super('추천인코드를 만들지 못했습니다. 다시 시도해주세요');
  }
}

/** A bonus amount that is not a positive whole number of 원 (or a zero adjustment). 400. */
export class BonusAmountInvalidError extends DomainError {
  readonly code = 'BONUS_AMOUNT_INVALID';
  readonly status = 400;
  constructor() {
    super('보너스 금액을 원 단위 정수로 입력해주세요');
  }
}

/** A withdrawal below the minimum set in the console (or one that would pay nothing after tax and fee). 400. */
export class BonusBelowMinimumError extends DomainError {
  readonly code = 'BONUS_BELOW_MINIMUM';
  readonly status = 400;
  constructor(minimum: number) {
    super(`보너스는 ${minimum.toLocaleString('ko-KR')}원부터 출금하실 수 있습니다`);
  }
}

/** A withdrawal or debit beyond the balance (no double spend). 409. */
export class BonusInsufficientError extends DomainError {
  readonly code = 'BONUS_INSUFFICIENT';
  readonly status = 409;
  constructor(balance: number) {
    super(`출금 가능한 보너스가 부족합니다 (잔액 ${balance.toLocaleString('ko-KR')}원)`);
  }
}

/** No bank account has passed 1원 인증 yet: the withdrawal has nowhere to go (spec §4 step "confirm bank account"). 409. */
export class BonusAccountNotVerifiedError extends DomainError {
  readonly code = 'BONUS_ACCOUNT_NOT_VERIFIED';
  readonly status = 409;
  constructor() {
    super('출금 계좌가 인증되지 않았습니다. 계좌 인증을 먼저 진행해주세요');
  }
}

/** The 본인인증 of the withdrawal is of another person than the promoter's own (spec §4 step "verify identity"). 422. */
export class BonusIdentityMismatchError extends DomainError {
  readonly code = 'BONUS_IDENTITY_MISMATCH';
  readonly status = 422;
  constructor() {
    super('프로모터 본인의 휴대폰으로 인증해주세요');
  }
}

/** No withdrawal with this id on the promoter's ledger. 404. */
export class BonusWithdrawalNotFoundError extends DomainError {
  readonly code = 'BONUS_WITHDRAWAL_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('출금 내역을 찾을 수 없습니다');
  }
}

/** A withdrawal recorded before its transfer id was kept: the bank cannot be asked about it (409). */
/** The settlement's figures moved since finance looked at them: approve what is there now (409). */
export class SettlementFiguresChangedError extends DomainError {
  readonly code = 'SETTLEMENT_FIGURES_CHANGED';
  readonly status = 409;
  constructor() {
    super('정산 내역이 바뀌었습니다. 새로 고친 내역을 확인한 뒤 다시 승인해 주세요');
  }
}

export class BonusWithdrawalUntraceableError extends DomainError {
  readonly code = 'BONUS_WITHDRAWAL_UNTRACEABLE';
  readonly status = 409;
  constructor() {
    super('이체 번호가 없어 은행에 조회할 수 없습니다. 은행에서 직접 확인해 주세요');
  }
}

/** Staff adjust the bonus of a member who is not an approved promoter (console user-bonuses). 404. */
export class BonusPromoterNotFoundError extends DomainError {
  readonly code = 'BONUS_PROMOTER_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('승인된 프로모터 회원이 아니어서 보너스를 지급하거나 차감할 수 없습니다');
  }
}

/** A sales bonus rate outside 0–100 with at most one decimal, or a level or category given twice. 400. */
export class SalesBonusRateInvalidError extends DomainError {
  readonly code = 'SALES_BONUS_RATE_INVALID';
  readonly status = 400;
  constructor(message: string) {
    super(message);
  }
}

/** No settlement of that promoter and month (no bonus event in it), or not the promoter's own. 404. */
export class SettlementNotFoundError extends DomainError {
  readonly code = 'SETTLEMENT_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('정산 내역을 찾을 수 없습니다');
  }
}

/** A settlement of a month that has not ended yet (Asia/Seoul) cannot be approved. 409. */
export class SettlementMonthOpenError extends DomainError {
  readonly code = 'SETTLEMENT_MONTH_OPEN';
  readonly status = 409;
  constructor() {
    super('아직 끝나지 않은 달의 정산은 승인할 수 없습니다');
  }
}

/** The settlement was approved already (once only). 409. */
export class SettlementAlreadyApprovedError extends DomainError {
  readonly code = 'SETTLEMENT_ALREADY_APPROVED';
  readonly status = 409;
  constructor() {
    super('이미 승인된 정산입니다');
  }
}

/** Only an approved settlement may be marked paid. 409. */
export class SettlementNotApprovedError extends DomainError {
  readonly code = 'SETTLEMENT_NOT_APPROVED';
  readonly status = 409;
  constructor() {
    super('승인된 정산만 지급 완료로 처리할 수 있습니다');
  }
}

/** The settlement was marked paid already (once only). 409. */
export class SettlementAlreadyPaidError extends DomainError {
  readonly code = 'SETTLEMENT_ALREADY_PAID';
  readonly status = 409;
  constructor() {
    super('이미 지급 완료된 정산입니다');
  }
}
