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
