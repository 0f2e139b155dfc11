import { RECEIPT_MESSAGES } from '@shop/contracts';
import { DomainError } from '../platform/event-sourcing/decider.js';

/** The line is not in the member's cart (also another member's line: never revealed). 404. */
export class CartLineNotFoundError extends DomainError {
  readonly code = 'CART_LINE_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('장바구니에 없는 상품입니다');
  }
}

/** An order or quote names the same cart line more than once (it would be ordered, and its stock reserved, twice). 400. */
export class DuplicateCartLineError extends DomainError {
  readonly code = 'DUPLICATE_CART_LINE';
  readonly status = 400;
  constructor() {
    super('같은 장바구니 상품을 두 번 주문할 수 없습니다');
  }
}

/** An order or quote names no line. 422. */
export class NoItemsError extends DomainError {
  readonly code = 'NO_ITEMS';
  readonly status = 422;
  constructor() {
    super('주문할 상품을 선택해주세요');
  }
}

/** An order with this id was already placed. 409. */
export class OrderExistsError extends DomainError {
  readonly code = 'ORDER_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 접수된 주문입니다');
  }
}

/** No such order (also another member's order: never revealed). 404. */
export class OrderNotFoundError extends DomainError {
  readonly code = 'ORDER_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('주문을 찾을 수 없습니다');
  }
}

/** The order's status cannot move from `from` to `to` (contracts' ORDER_TRANSITIONS). 409. */
export class InvalidTransitionError extends DomainError {
  readonly code = 'INVALID_TRANSITION';
  readonly status = 409;
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`현재 주문상태에서는 변경할 수 없습니다 (${from} → ${to})`);
  }
}

/** The order cannot be paid now (already paid, or cancelled). Nothing is charged. 409. */
export class OrderNotPayableError extends DomainError {
  readonly code = 'ORDER_NOT_PAYABLE';
  readonly status = 409;
  constructor() {
    super('결제할 수 없는 주문입니다. 주문 상태를 확인해주세요');
  }
}

/** A payment's amount is not the order's total. 409. */
export class PaymentAmountMismatchError extends DomainError {
  readonly code = 'PAYMENT_AMOUNT_MISMATCH';
  readonly status = 409;
  constructor(
    readonly expected: number,
    readonly paid: number,
  ) {
    super('결제 금액이 주문 금액과 일치하지 않습니다');
  }
}

/**
 * The buyer's card authentication cannot be approved: declined in the payment window, or its
 * order, amount or signature is not what the shop asked for. Nothing is charged. 422; the
 * message is the provider's when it declined.
 */
export class CardAuthenticationFailedError extends DomainError {
  readonly code = 'CARD_AUTHENTICATION_FAILED';
  readonly status = 422;
  constructor(message: string) {
    super(message);
  }
}

/** This card authentication is already being approved or was handled (a result delivered twice). 409. */
export class CardPaymentInProgressError extends DomainError {
  readonly code = 'CARD_PAYMENT_IN_PROGRESS';
  readonly status = 409;
  constructor() {
    super('이미 처리된 결제입니다');
  }
}

/** The card company or NICE Pay refused the approval; nothing was charged. 422, with the provider's message. */
export class CardPaymentRefusedError extends DomainError {
  readonly code = 'CARD_PAYMENT_REFUSED';
  readonly status = 422;
  constructor(
    readonly resultCode: string,
    resultMsg: string,
  ) {
    super(`카드 결제가 승인되지 않았습니다: ${resultMsg}`);
  }
}

/** The approval's outcome could not be known, so the payment was net-cancelled (or is being). 409: pay again. */
export class CardPaymentUncertainError extends DomainError {
  readonly code = 'CARD_PAYMENT_UNCERTAIN';
  readonly status = 409;
  constructor() {
    super('결제 승인 결과를 확인하지 못해 결제를 취소했습니다. 잠시 후 다시 결제해주세요');
  }
}

/** 입금확인 of an order paid by card: only NICE Pay's approval pays it. 409. */
export class DepositNotExpectedError extends DomainError {
  readonly code = 'DEPOSIT_NOT_EXPECTED';
  readonly status = 409;
  constructor() {
    super('신용카드 주문은 입금확인할 수 없습니다. 카드 결제 승인으로만 결제완료됩니다');
  }
}

/** No such purchase (order line), or another member's: never revealed. 404. */
export class PurchaseNotFoundError extends DomainError {
  readonly code = 'PURCHASE_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('주문 상품을 찾을 수 없습니다');
  }
}

/** The line's state does not allow this claim now (contracts' claimsOpenTo: e.g. a return before delivery, anything after 구매확정). 409. */
export class ClaimNotAllowedError extends DomainError {
  readonly code = 'CLAIM_NOT_ALLOWED';
  readonly status = 409;
  constructor(what: string) {
    super(`${what}을(를) 신청할 수 없는 상태입니다`);
  }
}

/** The line has a claim in progress, so it cannot be shipped, confirmed or claimed again. 409. */
export class ClaimOpenError extends DomainError {
  readonly code = 'CLAIM_OPEN';
  readonly status = 409;
  constructor() {
    super('취소·반품·교환 처리 중인 상품입니다');
  }
}

/** A return is completed (and refunded) only once its goods were collected. 409. */
export class CollectionNotCompleteError extends DomainError {
  readonly code = 'COLLECTION_NOT_COMPLETE';
  readonly status = 409;
  constructor() {
    super('회수가 완료된 후 반품을 완료할 수 있습니다');
  }
}

/** An invoice is registered on a line being prepared or shipped only. 409. */
export class InvoiceNotAllowedError extends DomainError {
  readonly code = 'INVOICE_NOT_ALLOWED';
  readonly status = 409;
  constructor() {
    super('배송준비중 또는 배송중인 상품에만 송장을 등록할 수 있습니다');
  }
}

/** 구매확정 is for delivered lines with no claim in progress. 409. */
export class NotConfirmableError extends DomainError {
  readonly code = 'NOT_CONFIRMABLE';
  readonly status = 409;
  constructor() {
    super('배송이 완료된 상품만 구매확정할 수 있습니다');
  }
}

/** A refund would take back more than is left of the payment (what was paid less refunds done or under way). 409. */
export class RefundExceedsPaymentError extends DomainError {
  readonly code = 'REFUND_EXCEEDS_PAYMENT';
  readonly status = 409;
  constructor(left: number) {
    super(`환불 가능한 금액을 넘습니다 (남은 금액 ${left.toLocaleString('ko-KR')}원)`);
  }
}

/** The payment provider refused the refund; the claim stays open. 422. */
export class RefundFailedError extends DomainError {
  readonly code = 'REFUND_FAILED';
  readonly status = 422;
  constructor(reason: string) {
    super(`환불 처리에 실패했습니다: ${reason}`);
  }
}

/** A bank-transfer order is refunded to the member's refund account, and none is registered. 409. */
export class RefundAccountMissingError extends DomainError {
  readonly code = 'REFUND_ACCOUNT_MISSING';
  readonly status = 409;
  constructor() {
    super('회원의 환불 계좌가 등록되어 있지 않습니다');
  }
}

/** A refund of these lines is already under way; its outcome shows on the order shortly. 409. */
export class RefundInProgressError extends DomainError {
  readonly code = 'REFUND_IN_PROGRESS';
  readonly status = 409;
  constructor() {
    super('환불이 진행 중입니다. 잠시 후 다시 확인해주세요');
  }
}

/** A target payment names a username no member has. 404. */
export class TargetUserNotFoundError extends DomainError {
  readonly code = 'TARGET_USER_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('해당 아이디의 회원이 없습니다');
  }
}

/** A target payment already ordered (paid or being paid) is no longer changed or withdrawn. 409. */
export class TargetPaymentLockedError extends DomainError {
  readonly code = 'TARGET_PAYMENT_LOCKED';
  readonly status = 409;
  constructor() {
    super('이미 결제가 진행된 요청은 변경하거나 철회할 수 없습니다');
  }
}

/** The shop setting takes no 현금영수증 requests (spec §3 Setting shop.cashReceipt.enabled). 409. */
export class CashReceiptDisabledError extends DomainError {
  readonly code = 'CASH_RECEIPT_DISABLED';
  readonly status = 409;
  constructor() {
    super(RECEIPT_MESSAGES.CASH_RECEIPT_DISABLED);
  }
}

/** A cash receipt is asked for an order whose deposit is not confirmed, or that asked for none. 409. */
export class CashReceiptNotDueError extends DomainError {
  readonly code = 'CASH_RECEIPT_NOT_DUE';
  readonly status = 409;
  constructor() {
    super('입금이 확인된 현금영수증 신청 주문이 아닙니다');
  }
}

/** The cash receipt's result does not fit its state (no request open). 409. */
export class CashReceiptNotRequestedError extends DomainError {
  readonly code = 'CASH_RECEIPT_NOT_REQUESTED';
  readonly status = 409;
  constructor() {
    super('발행 요청 중인 현금영수증이 없습니다');
  }
}

/** A refund is taken off a cash receipt not issued yet (its amount will leave the refund out). 409. */
export class CashReceiptNotIssuedError extends DomainError {
  readonly code = 'CASH_RECEIPT_NOT_ISSUED';
  readonly status = 409;
  constructor() {
    super('발행된 현금영수증이 없습니다');
  }
}

/** The member has no refund account. 404. */
export class RefundAccountNotFoundError extends DomainError {
  readonly code = 'REFUND_ACCOUNT_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('등록된 환불계좌가 없습니다');
  }
}
