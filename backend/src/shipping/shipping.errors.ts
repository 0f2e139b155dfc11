import { SHIPPING_CODE_TEXT, SHIPPING_MESSAGES, type ShippingCode } from '@shop/contracts';
import { DomainError } from '../platform/event-sourcing/decider.js';

/** No such shipping rule (never created, or deleted). 404. */
export class ShippingNotFoundError extends DomainError {
  readonly code = 'SHIPPING_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super(SHIPPING_MESSAGES.SHIPPING_NOT_FOUND);
  }
}

/** A rule that cannot price anything as written (period backwards, empty target list, option twice, range twice). 422. */
export class ShippingInvalidError extends DomainError {
  readonly code = 'SHIPPING_INVALID';
  readonly status = 422;
  constructor(message: string) {
    super(message);
  }
}

/** No such row of the islands table. 404. */
export class IslandNotFoundError extends DomainError {
  readonly code = 'ISLAND_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super(SHIPPING_MESSAGES.ISLAND_NOT_FOUND);
  }
}

/** A row whose range ends before it starts. 422. */
export class IslandInvalidError extends DomainError {
  readonly code = 'ISLAND_INVALID';
  readonly status = 422;
  constructor(message: string) {
    super(message);
  }
}

/** A row with the same postcode range exists (or the id is taken). 409. */
export class IslandExistsError extends DomainError {
  readonly code = 'ISLAND_EXISTS';
  readonly status = 409;
  constructor() {
    super(SHIPPING_MESSAGES.ISLAND_EXISTS);
  }
}

/**
 * The address does not start with an area the shipping code ships to (spec §9: "Shipping is not
 * available when the address does not start with an allowed area"). 422, said on the order page
 * before payment; `lineIds` are the lines that cannot go there.
 */
export class ShippingAreaUnavailableError extends DomainError {
  readonly code = 'SHIPPING_AREA_UNAVAILABLE';
  readonly status = 422;
  constructor(
    readonly shippingCode: ShippingCode,
    readonly areas: string[],
    readonly lineIds: string[],
  ) {
    super(`${SHIPPING_CODE_TEXT[shippingCode]} 상품은 ${areas.join(', ')} 지역에만 배송됩니다. 배송지를 확인해주세요.`);
  }
}

/** A travel-distance charge where the destination or the warehouse has no coordinates (spec §5, §8 GPS message). 422. */
export class LocationMissingError extends DomainError {
  readonly code = 'LOCATION_MISSING';
  readonly status = 422;
  constructor() {
    super(SHIPPING_MESSAGES.LOCATION_MISSING);
  }
}
