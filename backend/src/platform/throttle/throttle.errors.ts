import { DomainError } from '../event-sourcing/decider.js';

/** "HH:mm" of an instant in Asia/Seoul (business times, ARCHITECTURE §5). */
export function seoulClock(at: Date): string {
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** Too many attempts of one kind from one person or address; says until when (Asia/Seoul). 429. */
export class TooManyAttemptsError extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS';
  readonly status = 429;
  /** `what` names what was tried with its subject particle, e.g. "로그인 시도가". */
  constructor(
    what: string,
    readonly until: Date,
  ) {
    super(`${what} 너무 많습니다. ${seoulClock(until)} 이후에 다시 시도해주세요.`);
  }
}
