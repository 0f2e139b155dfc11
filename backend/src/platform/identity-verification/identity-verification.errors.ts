import { DomainError } from '../event-sourcing/decider.js';

/** KCP's return does not carry a valid `dn_hash` over `site_cd + ordr_idxx + cert_no`, or is for another site: it was not made by KCP. 400. */
export class CertificationForgedError extends DomainError {
  readonly code = 'CERTIFICATION_FORGED';
  readonly status = 400;
  constructor() {
    super('본인인증 결과를 확인할 수 없습니다. 다시 인증해주세요');
  }
}

/** KCP answered a failed or cancelled verification (`res_cd` other than 0000), with KCP's message when given. 422. */
export class CertificationFailedError extends DomainError {
  readonly code = 'CERTIFICATION_FAILED';
  readonly status = 422;
  constructor(message?: string) {
    super(message?.trim() ? `본인인증에 실패했습니다: ${message.trim()}` : '본인인증에 실패했습니다');
  }
}
