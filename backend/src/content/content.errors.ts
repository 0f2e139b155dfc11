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
