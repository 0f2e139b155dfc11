import { MEMBER_LIST_MESSAGES } from '@shop/contracts';
import { DomainError } from '../platform/event-sourcing/decider.js';

/** The like is not on the member's wishlist (also another member's like: never revealed). 404. */
export class LikeNotFoundError extends DomainError {
  readonly code = 'LIKE_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super(MEMBER_LIST_MESSAGES.LIKE_NOT_FOUND);
  }
}

/** The wishlist already holds MAX_LIKES products. 422. */
export class LikesFullError extends DomainError {
  readonly code = 'LIKES_FULL';
  readonly status = 422;
  constructor() {
    super(MEMBER_LIST_MESSAGES.LIKES_FULL);
  }
}

/** The product is not on the member's recently viewed list. 404. */
export class WatchNotFoundError extends DomainError {
  readonly code = 'WATCH_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super(MEMBER_LIST_MESSAGES.WATCH_NOT_FOUND);
  }
}

/** The address is not one of the member's saved addresses (also another member's: never revealed). 404. */
export class DestinationNotFoundError extends DomainError {
  readonly code = 'DESTINATION_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super(MEMBER_LIST_MESSAGES.DESTINATION_NOT_FOUND);
  }
}

/** The member already saved MAX_DESTINATIONS addresses. 422. */
export class DestinationsFullError extends DomainError {
  readonly code = 'DESTINATIONS_FULL';
  readonly status = 422;
  constructor() {
    super(MEMBER_LIST_MESSAGES.DESTINATIONS_FULL);
  }
}

/** The signed-in account is gone (withdrawn or never there). 404. */
export class MemberDashboardMemberNotFoundError extends DomainError {
  readonly code = 'MEMBER_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('회원 정보를 찾을 수 없습니다');
  }
}
