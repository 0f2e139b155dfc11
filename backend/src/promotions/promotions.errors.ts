import { POINT_MESSAGES } from '@shop/contracts';
import { DomainError } from '../platform/event-sourcing/decider.js';

/** Errors of the promotions context (coupons and points), each with its code, HTTP status and Korean message. */

/** More points asked than the member holds (a spend or a staff debit). 409: the balance moved or never was. */
export class InsufficientPointsError extends DomainError {
  readonly code = 'POINTS_INSUFFICIENT';
  readonly status = 409;
  constructor() {
    super(POINT_MESSAGES.INSUFFICIENT);
  }
}

/** The order already used a different amount of points (a retry must ask the same). 409. */
export class PointsAlreadySpentError extends DomainError {
  readonly code = 'POINTS_ALREADY_SPENT';
  readonly status = 409;
  constructor() {
    super(POINT_MESSAGES.ALREADY_SPENT);
  }
}

/** Points asked on an order break the usage rule (amount, minimum, unit, balance, what is left to pay): see pointsUsable. 400. */
export class PointsNotUsableError extends DomainError {
  readonly status = 400;
  constructor(
    readonly code: 'POINTS_INVALID_AMOUNT' | 'POINTS_BELOW_MINIMUM' | 'POINTS_UNIT' | 'POINTS_INSUFFICIENT' | 'POINTS_EXCEED_PAYMENT',
    message: string,
  ) {
    super(message);
  }
}

/** A point policy with this id exists. 409. */
export class PointPolicyExistsError extends DomainError {
  readonly code = 'POINT_POLICY_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 있는 적립금 정책입니다');
  }
}

/** No point policy with this id (or it was deleted). 404. */
export class PointPolicyNotFoundError extends DomainError {
  readonly code = 'POINT_POLICY_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super(POINT_MESSAGES.POLICY_NOT_FOUND);
  }
}

/** Staff granted under a policy that is switched off. 409. */
export class PointPolicyInactiveError extends DomainError {
  readonly code = 'POINT_POLICY_INACTIVE';
  readonly status = 409;
  constructor() {
    super(POINT_MESSAGES.POLICY_INACTIVE);
  }
}

/** A policy or a staff grant without an amount to grant (neither a fixed amount nor a rate, or a rate policy without an amount). 400. */
export class PointAmountRequiredError extends DomainError {
  readonly code = 'POINT_AMOUNT_REQUIRED';
  readonly status = 400;
  constructor(message: string = POINT_MESSAGES.POLICY_AMOUNT_OR_RATE) {
    super(message);
  }
}

/** No member with this username (console user-points). 404. */
export class PointMemberNotFoundError extends DomainError {
  readonly code = 'POINT_MEMBER_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super(POINT_MESSAGES.USER_NOT_FOUND);
  }
}
