import { DomainError } from '../platform/event-sourcing/decider.js';

/** No such post, a deleted one, or (in the shop) a hidden one. 404. */
export class BoardNotFoundError extends DomainError {
  readonly code = 'BOARD_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('게시글을 찾을 수 없습니다');
  }
}

/** A member changing a post they did not write (spec §7 Boards: members reach only their own posts). 403. */
export class BoardNotYoursError extends DomainError {
  readonly code = 'BOARD_NOT_YOURS';
  readonly status = 403;
  constructor() {
    super('본인이 작성한 게시글만 수정하거나 삭제할 수 있습니다');
  }
}

/** A member writing in a category only staff write in (news, cases, events). 403. */
export class BoardCategoryClosedError extends DomainError {
  readonly code = 'BOARD_CATEGORY_CLOSED';
  readonly status = 403;
  constructor() {
    super('이 게시판에는 글을 쓸 수 없습니다');
  }
}

/** A post already carries MAX_BOARD_FILES files. 422. */
export class BoardFilesLimitError extends DomainError {
  readonly code = 'BOARD_FILES_LIMIT';
  readonly status = 422;
  constructor(max: number) {
    super(`첨부파일은 ${max}개까지 올릴 수 있습니다`);
  }
}

/** No such file on the post. 404. */
export class BoardFileNotFoundError extends DomainError {
  readonly code = 'BOARD_FILE_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('첨부파일을 찾을 수 없습니다');
  }
}

/** No such comment under the post, or a deleted one. 404. */
export class BoardCommentNotFoundError extends DomainError {
  readonly code = 'BOARD_COMMENT_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('댓글을 찾을 수 없습니다');
  }
}

/** A member changing another member's comment. 403. */
export class BoardCommentNotYoursError extends DomainError {
  readonly code = 'BOARD_COMMENT_NOT_YOURS';
  readonly status = 403;
  constructor() {
    super('본인이 작성한 댓글만 수정하거나 삭제할 수 있습니다');
  }
}
