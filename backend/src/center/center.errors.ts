import { DomainError } from '../platform/event-sourcing/decider.js';

/** No such question, deleted, or not the caller's (spec §7 Center questions: a member reaches only their own). 404. */
export class QuestionNotFoundError extends DomainError {
  readonly code = 'QUESTION_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('질문을 찾을 수 없습니다');
  }
}

/** A question with this id was already asked. 409. */
export class QuestionExistsError extends DomainError {
  readonly code = 'QUESTION_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 질문입니다');
  }
}

/** The question has its answer: the writer may no longer change or delete it (spec §4 ANSWER_COMPLETE). 409. */
export class QuestionAnsweredError extends DomainError {
  readonly code = 'QUESTION_ANSWERED';
  readonly status = 409;
  constructor() {
    super('답변이 완료된 질문은 수정하거나 삭제할 수 없습니다');
  }
}

/** A picture index outside 0–4, or past the next free place (up to 5, one at a time). 400. */
export class QuestionImageIndexError extends DomainError {
  readonly code = 'QUESTION_IMAGE_INDEX';
  readonly status = 400;
  constructor() {
    super('사진은 5장까지 첨부할 수 있습니다');
  }
}

/** A question asked from the promoter area by a member who is not an approved promoter (spec §4 APPROVED). 403. */
export class QuestionNotPromoterError extends DomainError {
  readonly code = 'NOT_PROMOTER';
  readonly status = 403;
  constructor() {
    super('프로모터 승인 후 이용할 수 있습니다');
  }
}

/** No such notice or FAQ, a deleted one, or (in the shop) a hidden one. 404. */
export class CenterPostNotFoundError extends DomainError {
  readonly code = 'CENTER_POST_NOT_FOUND';
  readonly status = 404;
  constructor(what = '게시글') {
    super(`${what}을 찾을 수 없습니다`);
  }
}

/** No such form, deleted, or not the caller's: neither the writer's key nor their member account (spec §2 /center/inquiry/{_form}). 404. */
export class FormNotFoundError extends DomainError {
  readonly code = 'FORM_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('문의를 찾을 수 없습니다');
  }
}

/** A form with this id was already sent. 409. */
export class FormExistsError extends DomainError {
  readonly code = 'FORM_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 접수된 문의입니다');
  }
}

/** An attachment named in `_files` that was never uploaded (or is gone). 400. */
export class FormFileNotFoundError extends DomainError {
  readonly code = 'FORM_FILE_NOT_FOUND';
  readonly status = 400;
  constructor() {
    super('첨부한 사진을 다시 올려주세요');
  }
}

/** A form sent without the privacy terms agreement (개인정보 수집·이용 동의), or with more than five attachments. 400. */
export class FormTermsRequiredError extends DomainError {
  readonly code = 'FORM_TERMS_REQUIRED';
  readonly status = 400;
  constructor() {
    super('개인정보 수집·이용에 동의해주세요');
  }
}

/** The form has its answer: the member who sent it may no longer change or delete it (spec §4 ANSWER_COMPLETE). 409. */
export class FormAnsweredError extends DomainError {
  readonly code = 'FORM_ANSWERED';
  readonly status = 409;
  constructor() {
    super('답변이 완료된 문의는 수정하거나 삭제할 수 없습니다');
  }
}

/** A change naming another kind (`code`) than the form was sent as: the kind is fixed once sent. 400. */
export class FormKindChangedError extends DomainError {
  readonly code = 'FORM_KIND_CHANGED';
  readonly status = 400;
  constructor() {
    super('문의 종류는 바꿀 수 없습니다');
  }
}

/** No such 1:1 inquiry, deleted, or another member's (spec §7 Me: a member reaches only their own). 404. */
export class InquiryNotFoundError extends DomainError {
  readonly code = 'INQUIRY_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('문의를 찾을 수 없습니다');
  }
}

/** A 1:1 inquiry with this id was already asked. 409. */
export class InquiryExistsError extends DomainError {
  readonly code = 'INQUIRY_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 문의입니다');
  }
}

/** The inquiry has its answer: the writer may no longer change or delete it (spec §4 ANSWER_COMPLETE). 409. */
export class InquiryAnsweredError extends DomainError {
  readonly code = 'INQUIRY_ANSWERED';
  readonly status = 409;
  constructor() {
    super('답변이 완료된 문의는 수정하거나 삭제할 수 없습니다');
  }
}

/** A picture index outside 0–4, or past the next free place. 400. */
export class InquiryImageIndexError extends DomainError {
  readonly code = 'INQUIRY_IMAGE_INDEX';
  readonly status = 400;
  constructor() {
    super('사진은 5장까지 첨부할 수 있습니다');
  }
}

/** The order named is not one of the member's own (or does not exist). 404. */
export class InquiryOrderNotFoundError extends DomainError {
  readonly code = 'INQUIRY_ORDER_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('주문을 찾을 수 없습니다');
  }
}
