import { DomainError } from '../platform/event-sourcing/decider.js';

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
