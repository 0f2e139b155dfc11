import { DomainError } from '../platform/event-sourcing/decider.js';

/** A document with this id exists in the collection. 409. */
export class DocumentExistsError extends DomainError {
  readonly code = 'DOCUMENT_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 항목입니다');
  }
}

/** No such document (never created, or deleted). 404. */
export class DocumentNotFoundError extends DomainError {
  readonly code = 'DOCUMENT_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('항목을 찾을 수 없습니다');
  }
}

/** The document was deleted: its history stays readable, but it cannot be brought back to an earlier version (issue 14). 409. */
export class DocumentDeletedError extends DomainError {
  readonly code = 'DOCUMENT_DELETED';
  readonly status = 409;
  constructor() {
    super('삭제된 항목은 되돌릴 수 없습니다');
  }
}

/** The document changed after the version staff saw as the latest: a restore would undo a newer change unseen (issue 14). 409. */
export class DocumentChangedError extends DomainError {
  readonly code = 'DOCUMENT_CHANGED';
  readonly status = 409;
  constructor() {
    super('그 사이에 다른 변경이 있었습니다. 변경 이력을 다시 확인해주세요');
  }
}

/** The document has no such version (never written, or the one that deleted it). 404. */
export class ContentVersionNotFoundError extends DomainError {
  readonly code = 'CONTENT_VERSION_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('해당 버전을 찾을 수 없습니다');
  }
}

/** This version of the term was published already (or a later one was). 409. */
export class TermsVersionExistsError extends DomainError {
  readonly code = 'TERMS_VERSION_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 약관 버전입니다');
  }
}

/** No term has this code. 404. */
export class TermsNotFoundError extends DomainError {
  readonly code = 'TERMS_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('약관을 찾을 수 없습니다');
  }
}

/** A term with this code exists already (spec §7 console terms): publish a new version of it instead. 409. */
export class TermsExistsError extends DomainError {
  readonly code = 'TERMS_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 약관 코드입니다');
  }
}

/** The term has no such version (never published, or withdrawn). 404. */
export class TermsVersionNotFoundError extends DomainError {
  readonly code = 'TERMS_VERSION_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('약관 버전을 찾을 수 없습니다');
  }
}

/** The version is in force or was (its effective date has come): members may have agreed to it, so it stays as it is. 409. */
export class TermsVersionInForceError extends DomainError {
  readonly code = 'TERMS_VERSION_IN_FORCE';
  readonly status = 409;
  constructor() {
    super('시행 중이거나 시행이 지난 약관 버전은 수정하거나 철회할 수 없습니다. 새 버전을 등록해주세요');
  }
}

/** A later version is scheduled after this one: withdraw that first, so the numbers stay without gaps. 409. */
export class TermsVersionNotLatestError extends DomainError {
  readonly code = 'TERMS_VERSION_NOT_LATEST';
  readonly status = 409;
  constructor() {
    super('이후에 예정된 버전을 먼저 철회해주세요');
  }
}

/** The effective date sent has passed: a version takes effect now or later, never retroactively. 400. */
export class TermsEffectivePastError extends DomainError {
  readonly code = 'TERMS_EFFECTIVE_PAST';
  readonly status = 400;
  constructor() {
    super('시행일시는 현재 이후로 입력해주세요');
  }
}

/** The effective date is not after the previous version's (or not before the next one's). 409. */
export class TermsEffectiveOrderError extends DomainError {
  readonly code = 'TERMS_EFFECTIVE_ORDER';
  readonly status = 409;
  constructor() {
    super('시행일시는 이전 버전의 시행일시 이후, 다음 버전의 시행일시 이전으로 입력해주세요');
  }
}

/** The content has no text once sanitised (an empty editor, or only tags that are not kept). 400. */
export class TermsContentEmptyError extends DomainError {
  readonly code = 'TERMS_CONTENT_EMPTY';
  readonly status = 400;
  constructor() {
    super('약관 내용을 입력해주세요');
  }
}

/** A banner's or popup's end is not after its start. 422. */
export class ContentPeriodInvalidError extends DomainError {
  readonly code = 'CONTENT_PERIOD_INVALID';
  readonly status = 422;
  constructor() {
    super('종료일시는 시작일시 이후로 입력해주세요');
  }
}

/** A picture index other than 0 (PC) or 1 (mobile) (spec §7 banners image POST/DELETE by index). 400. */
export class ContentImageIndexError extends DomainError {
  readonly code = 'CONTENT_IMAGE_INDEX';
  readonly status = 400;
  constructor() {
    super('이미지 순서는 0(PC) 또는 1(모바일)입니다');
  }
}

/** The ids sent to order a slot are not exactly its banners (one was added or removed meanwhile). 409. */
export class BannerSlotOrderError extends DomainError {
  readonly code = 'CONTENT_SLOT_ORDER';
  readonly status = 409;
  constructor() {
    super('배너 목록이 바뀌었습니다. 새로고침 후 다시 시도해주세요');
  }
}
