import { DomainError } from '../platform/event-sourcing/decider.js';

/** No page the shop shows has this path. 404. */
export class ContentPageNotFoundError extends DomainError {
  readonly code = 'CONTENT_PAGE_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('페이지를 찾을 수 없습니다');
  }
}

/** A page has (or had) this path. 409. */
export class ContentPagePathTakenError extends DomainError {
  readonly code = 'CONTENT_PAGE_PATH_TAKEN';
  readonly status = 409;
  constructor() {
    super('이미 사용 중인 페이지 주소입니다');
  }
}

/** A block lacks what its kind needs (contracts pageBlockProblem). 422. */
export class ContentPageInvalidError extends DomainError {
  readonly code = 'CONTENT_PAGE_INVALID';
  readonly status = 422;
  constructor(message: string) {
    super(message);
  }
}
