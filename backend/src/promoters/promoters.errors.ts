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
