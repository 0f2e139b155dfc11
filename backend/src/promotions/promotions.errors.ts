/** Errors of the promotions context (coupons and points), each with its code, HTTP status and Korean message. */
import { POINT_MESSAGES } from '@shop/contracts';
import { DomainError } from '../platform/event-sourcing/decider.js';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** No such coupon (or it was deleted). 404. */
export class CouponNotFoundError extends DomainError {
  readonly code = 'COUPON_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('쿠폰을 찾을 수 없습니다');
  }
}

/** A coupon with this id exists already. 409. */
export class CouponExistsError extends DomainError {
  readonly code = 'COUPON_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 쿠폰입니다');
  }
}

/** Another coupon holds this download code (codes are unique, claimed on the write side). 409. */
export class CouponCodeTakenError extends DomainError {
  readonly code = 'COUPON_CODE_TAKEN';
  readonly status = 409;
  constructor() {
    super('이미 사용 중인 쿠폰 코드입니다');
  }
}

/** A period ends before it starts. 400. */
export class CouponPeriodInvalidError extends DomainError {
  readonly code = 'COUPON_PERIOD_INVALID';
  readonly status = 400;
  constructor() {
    super('종료일은 시작일보다 뒤여야 합니다');
  }
}

/** A member asked to download a coupon that is not a download coupon, is switched off, or is given by code only. 422. */
export class CouponNotDownloadableError extends DomainError {
  readonly code = 'COUPON_NOT_DOWNLOADABLE';
  readonly status = 422;
  constructor() {
    super('다운로드할 수 없는 쿠폰입니다');
  }
}

/** Outside the issue period, or not a round day. 422. */
export class CouponIssueClosedError extends DomainError {
  readonly code = 'COUPON_ISSUE_CLOSED';
  readonly status = 422;
  constructor() {
    super('지금은 발급받을 수 없는 쿠폰입니다');
  }
}

/** The member is not among the coupon's targets (users, user types, levels). 422. */
export class CouponNotForMemberError extends DomainError {
  readonly code = 'COUPON_NOT_FOR_MEMBER';
  readonly status = 422;
  constructor() {
    super('발급 대상이 아닌 쿠폰입니다');
  }
}

/** The member received it already in this round. 409. */
export class CouponAlreadyIssuedError extends DomainError {
  readonly code = 'COUPON_ALREADY_ISSUED';
  readonly status = 409;
  constructor() {
    super('이미 발급받은 쿠폰입니다');
  }
}

/** The shop-wide issue limit (count__sum, price__sum) is reached. 409. */
export class CouponSoldOutError extends DomainError {
  readonly code = 'COUPON_SOLD_OUT';
  readonly status = 409;
  constructor() {
    super('준비된 쿠폰이 모두 소진되었습니다');
  }
}

/**
 * The coupon's shop-wide usage limit (usage.limit.shop) would be passed by this use: every use is
 * taken (count__sum), or its discount would take the coupon past the discount it may give in all
 * (price__sum). 409: other orders took what was left.
 */
export class CouponUsageExhaustedError extends DomainError {
  readonly code = 'COUPON_USAGE_EXHAUSTED';
  readonly status = 409;
  constructor(
    readonly couponName: string,
    which: 'count' | 'price',
  ) {
    super(
      which === 'count' ? `준비된 사용 수량이 모두 소진된 쿠폰입니다: ${couponName}` : `쿠폰의 전체 할인 한도가 부족하여 사용할 수 없습니다: ${couponName}`,
    );
  }
}

/** The member holds no such coupon (also another member's: never revealed). 404. */
export class UserCouponNotFoundError extends DomainError {
  readonly code = 'USER_COUPON_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('보유하지 않은 쿠폰입니다');
  }
}

/** Used on another order already (single use). 409. */
export class UserCouponUsedError extends DomainError {
  readonly code = 'USER_COUPON_USED';
  readonly status = 409;
  constructor(readonly couponName = '') {
    super(couponName ? `이미 사용한 쿠폰입니다: ${couponName}` : '이미 사용한 쿠폰입니다');
  }
}

/** Its usage period is over, or it was expired. 409. */
export class UserCouponExpiredError extends DomainError {
  readonly code = 'USER_COUPON_EXPIRED';
  readonly status = 409;
  constructor(readonly couponName = '') {
    super(couponName ? `사용 기간이 지난 쿠폰입니다: ${couponName}` : '사용 기간이 지난 쿠폰입니다');
  }
}

/** A product chosen on a coupon that does not discount products, or a shipping code on one that does not discount delivery. 422. */
export class UserCouponChoiceInvalidError extends DomainError {
  readonly code = 'USER_COUPON_CHOICE_INVALID';
  readonly status = 422;
  constructor(what: 'product' | 'shippingCode') {
    super(what === 'product' ? '상품 할인 쿠폰에만 적용 상품을 지정할 수 있습니다' : '배송비 할인 쿠폰에만 배송 방법을 지정할 수 있습니다');
  }
}

/** Switched off, or its usage period has not begun. 422. */
export class CouponNotUsableError extends DomainError {
  readonly code = 'COUPON_NOT_USABLE';
  readonly status = 422;
  constructor(readonly couponName: string) {
    super(`지금은 사용할 수 없는 쿠폰입니다: ${couponName}`);
  }
}

/** A non-combinable coupon chosen with another coupon (spec §3 usage.combinable). 409. */
export class CouponNotCombinableError extends DomainError {
  readonly code = 'COUPON_NOT_COMBINABLE';
  readonly status = 409;
  constructor(readonly couponName: string) {
    super(`다른 쿠폰과 함께 사용할 수 없는 쿠폰입니다: ${couponName}`);
  }
}

/** The target lines' amount is outside limit.target (price__min, price__max). 422. */
export class CouponTargetPriceError extends DomainError {
  readonly code = 'COUPON_TARGET_PRICE';
  readonly status = 422;
  constructor(
    readonly couponName: string,
    bound: { min: number } | { max: number },
  ) {
    super(
      'min' in bound
        ? `${won(bound.min)} 이상 구매 시 사용할 수 있는 쿠폰입니다: ${couponName}`
        : `${won(bound.max)} 이하 구매 시 사용할 수 있는 쿠폰입니다: ${couponName}`,
    );
  }
}

/** No line of the order is among the coupon's targets (or nothing is left of its base). 422. */
export class CouponNoTargetError extends DomainError {
  readonly code = 'COUPON_NO_TARGET';
  readonly status = 422;
  constructor(readonly couponName: string) {
    super(`쿠폰을 적용할 상품이 없습니다: ${couponName}`);
  }
}

/** Staff issue a coupon to a username no member has. 404. */
export class CouponMemberNotFoundError extends DomainError {
  readonly code = 'COUPON_MEMBER_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('해당 아이디의 회원이 없습니다');
  }
}

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
