import { BUSINESS_NUMBER_MESSAGE, REJOIN_AFTER_WITHDRAWAL_DAYS } from '@shop/contracts';
import { LEVEL_MESSAGES } from '@shop/contracts';
import { DomainError } from '../platform/event-sourcing/decider.js';

/** An account with this id exists. 409. */
export class UserExistsError extends DomainError {
  readonly code = 'USER_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 가입된 회원입니다');
  }
}

/** Another account holds this username. 409. */
export class UsernameTakenError extends DomainError {
  readonly code = 'USERNAME_TAKEN';
  readonly status = 409;
  constructor() {
    super('이미 사용 중인 아이디입니다');
  }
}

/** A member must agree to every required term (spec §3 User sign-up `_terms`). 400. */
export class TermsRequiredError extends DomainError {
  readonly code = 'TERMS_REQUIRED';
  readonly status = 400;
  constructor() {
    super('필수 약관에 동의해주세요');
  }
}

/** A COMPANY member gives a 10-digit business registration number. 400. */
export class BusinessRegistrationRequiredError extends DomainError {
  readonly code = 'BUSINESS_REGISTRATION_REQUIRED';
  readonly status = 400;
  constructor() {
    super(BUSINESS_NUMBER_MESSAGE);
  }
}

/** Unknown username or wrong password (one message for both, so neither is revealed). 401. */
export class BadCredentialsError extends DomainError {
  readonly code = 'BAD_CREDENTIALS';
  readonly status = 401;
  constructor() {
    super('아이디 또는 비밀번호를 확인해주세요');
  }
}

/** A session with this id was already started. 409. */
export class SessionExistsError extends DomainError {
  readonly code = 'SESSION_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 시작된 세션입니다');
  }
}

/** The refresh token is malformed, rotated away, ended or expired, or its account is gone. 401. */
export class SessionInvalidError extends DomainError {
  readonly code = 'SESSION_INVALID';
  readonly status = 401;
  constructor() {
    super('로그인 정보가 만료되었습니다. 다시 로그인해주세요.');
  }
}

/** A level with this code exists. 409. */
export class LevelExistsError extends DomainError {
  readonly code = 'LEVEL_EXISTS';
  readonly status = 409;
  constructor() {
    super(LEVEL_MESSAGES.LEVEL_EXISTS);
  }
}

/** No level with this code (or it was deleted). 404. */
export class LevelNotFoundError extends DomainError {
  readonly code = 'LEVEL_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super(LEVEL_MESSAGES.LEVEL_NOT_FOUND);
  }
}

/** A subtraction would take the member's score below 0. 409. */
export class ScoreNegativeError extends DomainError {
  readonly code = 'SCORE_NEGATIVE';
  readonly status = 409;
  constructor() {
    super(LEVEL_MESSAGES.SCORE_NEGATIVE);
  }
}

/** No member with this username (console user-scores, evaluation of one member). 404. */
export class LevelMemberNotFoundError extends DomainError {
  readonly code = 'LEVEL_MEMBER_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super(LEVEL_MESSAGES.USER_NOT_FOUND);
  }
}

/** No member account with this id (console users/{id}; an operator account is not a member). 404. */
export class MemberNotFoundError extends DomainError {
  readonly code = 'MEMBER_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('회원을 찾을 수 없습니다');
  }
}

/** A member's type may only be PERSON or COMPANY (spec §6 user types; operators are not made from members). 400. */
export class MemberTypeInvalidError extends DomainError {
  readonly code = 'MEMBER_TYPE_INVALID';
  readonly status = 400;
  constructor() {
    super('회원 유형은 개인회원 또는 기업회원만 선택할 수 있습니다');
  }
}

/** The password typed again (POST me/verify) is not the account's. 400, so the client does not take it for a lost session. */
export class PasswordMismatchError extends DomainError {
  readonly code = 'PASSWORD_MISMATCH';
  readonly status = 400;
  constructor() {
    super('비밀번호가 일치하지 않습니다');
  }
}

/** PUT me/info without a live proof of POST me/verify (absent, expired or another session's). 403. */
export class VerificationRequiredError extends DomainError {
  readonly code = 'VERIFICATION_REQUIRED';
  readonly status = 403;
  constructor() {
    super('비밀번호를 다시 확인해주세요');
  }
}

/** The 본인인증 named is unknown, expired (CERTIFICATION_TTL_MS) or already spent on a sign-up or a reset. 422. */
export class CertificationInvalidError extends DomainError {
  readonly code = 'CERTIFICATION_INVALID';
  readonly status = 422;
  constructor() {
    super('본인인증 정보가 만료되었거나 이미 사용되었습니다. 다시 인증해주세요');
  }
}

/** The verified person (CI) already holds an account: one person, one account. 409. */
export class IdentityTakenError extends DomainError {
  readonly code = 'IDENTITY_TAKEN';
  readonly status = 409;
  constructor() {
    super('이미 가입된 회원입니다. 한 분당 하나의 계정만 만들 수 있습니다. 아이디 찾기를 이용해주세요');
  }
}

/** A password reset by 본인인증 for an ID that is not the verified person's. 422. */
export class RecoveryNotMatchedError extends DomainError {
  readonly code = 'RECOVERY_NOT_MATCHED';
  readonly status = 422;
  constructor() {
    super('입력하신 아이디와 본인인증 정보가 일치하지 않습니다');
  }
}

/** The password-reset link is malformed, expired or already used. 400. */
export class ResetTokenInvalidError extends DomainError {
  readonly code = 'RESET_TOKEN_INVALID';
  readonly status = 400;
  constructor() {
    super('비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요');
  }
}

/** The `state` of a social login callback is not the one this browser started with, or its 10 minutes passed (CSRF). 400. */
export class SocialStateInvalidError extends DomainError {
  readonly code = 'SOCIAL_STATE_INVALID';
  readonly status = 400;
  constructor() {
    super('로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요');
  }
}

/** The person declined on the provider's consent page. 422. */
export class SocialLoginDeniedError extends DomainError {
  readonly code = 'SOCIAL_LOGIN_DENIED';
  readonly status = 422;
  constructor(providerName: string) {
    super(`${providerName} 로그인에 동의하지 않아 로그인하지 못했습니다. 다시 시도하거나 아이디로 로그인해주세요`);
  }
}

/** The provider refused the code (used, expired) or could not be reached. 422. */
export class SocialLoginFailedError extends DomainError {
  readonly code = 'SOCIAL_LOGIN_FAILED';
  readonly status = 422;
  constructor(providerName: string) {
    super(`${providerName} 로그인에 실패했습니다. 잠시 후 다시 시도해주세요`);
  }
}

/** The ticket of a first social login is forged or older than 30 minutes. 400. */
export class SocialTicketInvalidError extends DomainError {
  readonly code = 'SOCIAL_TICKET_INVALID';
  readonly status = 400;
  constructor() {
    super('소셜 로그인 시간이 지났습니다. 처음부터 다시 시도해주세요');
  }
}

/** The provider account is linked to another member already (one provider id, one member). 409. */
export class SocialAccountTakenError extends DomainError {
  readonly code = 'SOCIAL_ACCOUNT_TAKEN';
  readonly status = 409;
  constructor(providerName: string) {
    super(`이미 다른 회원에 연결된 ${providerName} 계정입니다`);
  }
}

/** The member has another account of this provider linked. 409. */
export class SocialAlreadyLinkedError extends DomainError {
  readonly code = 'SOCIAL_ALREADY_LINKED';
  readonly status = 409;
  constructor(providerName: string) {
    super(`이 회원은 이미 다른 ${providerName} 계정과 연결되어 있습니다`);
  }
}

/** The member linked to this provider account left the shop. 403. */
export class SocialMemberWithdrawnError extends DomainError {
  readonly code = 'SOCIAL_MEMBER_WITHDRAWN';
  readonly status = 403;
  constructor() {
    super('탈퇴한 회원은 로그인할 수 없습니다');
  }
}

/** The member has no account of this provider linked. 404. */
export class SocialNotLinkedError extends DomainError {
  readonly code = 'SOCIAL_NOT_LINKED';
  readonly status = 404;
  constructor(providerName: string) {
    super(`연결된 ${providerName} 계정이 없습니다`);
  }
}

/**
 * Unlinking would leave the member no way to sign in: they joined with a provider, set no
 * password, and this is the last linked account. 409.
 */
export class SocialLastSignInError extends DomainError {
  readonly code = 'SOCIAL_LAST_SIGN_IN';
  readonly status = 409;
  constructor() {
    super('마지막 로그인 수단은 해제할 수 없습니다. 비밀번호 찾기에서 비밀번호를 먼저 설정해주세요');
  }
}

/** The business registration certificate uploaded is neither a PDF nor a picture the shop can read. 400. */
export class BusinessCertificateUnreadableError extends DomainError {
  readonly code = 'BUSINESS_CERTIFICATE_UNREADABLE';
  readonly status = 400;
  constructor() {
    super('사업자등록증은 PDF 또는 JPG, PNG, WEBP, HEIC 이미지로 올려주세요');
  }
}

/** The sign-up names a business registration certificate that was never uploaded. 400. */
export class BusinessCertificateInvalidError extends DomainError {
  readonly code = 'BUSINESS_CERTIFICATE_INVALID';
  readonly status = 400;
  constructor() {
    super('사업자등록증을 다시 올려주세요');
  }
}

/** The verified person closed an account less than REJOIN_AFTER_WITHDRAWAL_DAYS ago. 409. */
export class RejoinTooSoonError extends DomainError {
  readonly code = 'REJOIN_TOO_SOON';
  readonly status = 409;
  /** `from`: the first day (yyyy-mm-dd, KST) the person may join again. */
  constructor(from: string) {
    super(`탈퇴 후 ${REJOIN_AFTER_WITHDRAWAL_DAYS}일이 지나야 다시 가입하실 수 있습니다 (${from}부터 가능)`);
  }
}

/** A sign-up with a promoter code no approved promoter holds (spec §3 User sign-up promoterCode). 400. */
export class PromoterCodeUnknownError extends DomainError {
  readonly code = 'PROMOTER_CODE_UNKNOWN';
  readonly status = 400;
  constructor() {
    super('존재하지 않는 추천인코드입니다. 추천인코드를 확인해주세요');
  }
}
