import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { EMAIL_RULES, NAME_RULES, PHONE_RULES } from '../rules/rules.js';
import { FollowsRules } from '../rules/follows-rules.js';
import { OrderStatus, PaymentMethod } from '../enums.js';
import { ORDER_MESSAGES } from '../rules/order-messages.js';
import { MAX_CHOSEN_CHOICES } from '../rules/choice-items.js';
import { ADDRESS_MESSAGES, GeolocationDto, IsGeoPoint } from './address.dto.js';
import { RECEIPT_MESSAGES, cashReceiptIdentityViolation, type CashReceiptType } from '../rules/receipts.js';

export { ORDER_MESSAGES };

/** Most lines one order or quote may name. */
export const MAX_ORDER_LINES = 100;
/** Longest record id a client may send (UUIDs and product codes fit). */
const ID_MAX = 64;

/** Body of POST /api/v1/me/carts. */
export class AddCartLineDto {
  /** Product _id. */
  @IsString({ message: ORDER_MESSAGES.PRODUCT })
  @MaxLength(ID_MAX, { message: ORDER_MESSAGES.PRODUCT })
  product!: string;

  /** Chosen value per option name. */
  @IsOptional()
  @IsObject({ message: ORDER_MESSAGES.OPTION })
  option?: Record<string, string>;

  /** Picked choice items of the product, by choiceKeyOf (spec §3 choicees); one of its mandatory ones when it has any. */
  @IsOptional()
  @IsArray({ message: ORDER_MESSAGES.CHOICES })
  @ArrayMaxSize(MAX_CHOSEN_CHOICES, { message: ORDER_MESSAGES.CHOICES })
  @IsString({ each: true, message: ORDER_MESSAGES.CHOICES })
  @MaxLength(200, { each: true, message: ORDER_MESSAGES.CHOICES })
  choices?: string[];

  @IsInt({ message: ORDER_MESSAGES.AMOUNT })
  @Min(1, { message: ORDER_MESSAGES.AMOUNT })
  @Max(999, { message: ORDER_MESSAGES.AMOUNT })
  amount!: number;
}

/** Body of PUT /api/v1/me/carts/{id}. */
export class UpdateCartLineDto {
  @IsInt({ message: ORDER_MESSAGES.AMOUNT })
  @Min(1, { message: ORDER_MESSAGES.AMOUNT })
  @Max(999, { message: ORDER_MESSAGES.AMOUNT })
  amount!: number;
}

export class AddressDto {
  /** Korean postcode: five digits. */
  @IsString({ message: ORDER_MESSAGES.POSTCODE })
  @Matches(/^\d{5}$/, { message: ORDER_MESSAGES.POSTCODE })
  postcode!: string;

  @IsString({ message: ORDER_MESSAGES.ADDRESS })
  @Length(2, 200, { message: ORDER_MESSAGES.ADDRESS })
  address1!: string;

  @IsString({ message: ORDER_MESSAGES.ADDRESS2 })
  @MaxLength(200, { message: ORDER_MESSAGES.ADDRESS2 })
  address2!: string;

  /** Where the address lies, as the postcode search placed it (travel-distance shipping); absent when typed by hand. */
  @IsOptional()
  @IsObject({ message: ADDRESS_MESSAGES.GEOLOCATION })
  @ValidateNested()
  @IsGeoPoint()
  @Type(() => GeolocationDto)
  geolocation?: GeolocationDto;
}

export class SenderDto extends AddressDto {
  @FollowsRules(NAME_RULES)
  name!: string;

  @FollowsRules(PHONE_RULES)
  phone!: string;

  @FollowsRules(EMAIL_RULES)
  email!: string;
}

export class ReceiverDto extends AddressDto {
  @FollowsRules(NAME_RULES)
  name!: string;

  @FollowsRules(PHONE_RULES)
  phone!: string;
}

/** An item ordered directly ("buy now"), without a cart line. */
export class OrderItemDto extends AddCartLineDto {}

/** Where a quote's order would go (spec §3 Order draft receiver): postcode and address for the island surcharge and delivery areas, the point for distance charges. */
export class DestinationDto {
  @IsString({ message: ORDER_MESSAGES.POSTCODE })
  @Matches(/^\d{5}$/, { message: ORDER_MESSAGES.POSTCODE })
  postcode!: string;

  @IsString({ message: ORDER_MESSAGES.ADDRESS })
  @Length(2, 200, { message: ORDER_MESSAGES.ADDRESS })
  address1!: string;

  @IsOptional()
  @IsObject({ message: ADDRESS_MESSAGES.GEOLOCATION })
  @ValidateNested()
  @IsGeoPoint()
  @Type(() => GeolocationDto)
  geolocation?: GeolocationDto;
}

/**
 * Body of POST /api/v1/shop/orders/quote: the lines to price (cart line ids, or buy-now items),
 * with the member's coupons and points to use (spec §3 Order draft: carts, coupons, point) and,
 * for the quote, where it would go (the placed order takes its receiver's address instead).
 */
export class QuoteOrderDto {
  @IsOptional()
  @IsArray({ message: ORDER_MESSAGES.CARTS })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: ORDER_MESSAGES.CARTS })
  @IsString({ each: true, message: ORDER_MESSAGES.CARTS })
  @MaxLength(ID_MAX, { each: true, message: ORDER_MESSAGES.CARTS })
  carts?: string[];

  @IsOptional()
  @IsArray({ message: ORDER_MESSAGES.NO_ITEMS })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: ORDER_MESSAGES.NO_ITEMS })
  @IsObject({ each: true, message: ORDER_MESSAGES.NO_ITEMS })
  @ValidateNested({ each: true })
  @Type(() => OrderItemDto)
  items?: OrderItemDto[];

  /** The member's coupons (user coupon ids) to apply. */
  @IsOptional()
  @IsArray({ message: ORDER_MESSAGES.COUPONS })
  @ArrayMaxSize(10, { message: ORDER_MESSAGES.COUPONS })
  @IsString({ each: true, message: ORDER_MESSAGES.COUPONS })
  @MaxLength(ID_MAX, { each: true, message: ORDER_MESSAGES.COUPONS })
  coupons?: string[];

  /** Points (적립금) to use, 원; the shop's minimum and unit apply. */
  @IsOptional()
  @IsInt({ message: ORDER_MESSAGES.POINT })
  @Min(0, { message: ORDER_MESSAGES.POINT })
  @Max(100_000_000, { message: ORDER_MESSAGES.POINT })
  point?: number;

  /** Quote only: where the order would go; without it no island surcharge or area check applies yet. */
  @IsOptional()
  @IsObject({ message: ORDER_MESSAGES.DESTINATION })
  @ValidateNested()
  @Type(() => DestinationDto)
  destination?: DestinationDto;
}

/**
 * 현금영수증 신청 of a bank-transfer order (spec §3 order draft cashReceipt): 소득공제용 by mobile
 * phone (PERSON) or 지출증빙용 by business registration number with a valid check digit (COMPANY).
 * Checked only when enabled.
 */
export class CashReceiptDto {
  @IsBoolean({ message: RECEIPT_MESSAGES.CASH_RECEIPT })
  enabled!: boolean;

  @ValidateIf((o: CashReceiptDto) => o.enabled === true)
  @IsIn(['PERSON', 'COMPANY'], { message: RECEIPT_MESSAGES.CASH_RECEIPT_TYPE })
  type!: CashReceiptType;

  /** Mobile phone or business registration number; dashes allowed, stored as digits. */
  @ValidateIf((o: CashReceiptDto) => o.enabled === true)
  @IsString({ message: RECEIPT_MESSAGES.CASH_RECEIPT_PHONE })
  @MaxLength(20, { message: RECEIPT_MESSAGES.CASH_RECEIPT_PHONE })
  @ValidateBy({
    name: 'cashReceiptIdentity',
    validator: {
      validate: (value, args) => cashReceiptIdentityViolation((args?.object as CashReceiptDto | undefined)?.type, value) === null,
      defaultMessage: (args) => cashReceiptIdentityViolation((args?.object as CashReceiptDto | undefined)?.type, args?.value) ?? RECEIPT_MESSAGES.CASH_RECEIPT,
    },
  })
  identity!: string;
}

/**
 * Body of POST /api/v1/shop/orders. Either `carts` (cart line ids of the member's cart) or
 * `items` (buy now). Prices are never taken from the client: the server prices every line.
 */
export class PlaceOrderDto extends QuoteOrderDto {
  @IsObject({ message: ORDER_MESSAGES.SENDER })
  @ValidateNested()
  @Type(() => SenderDto)
  sender!: SenderDto;

  @IsObject({ message: ORDER_MESSAGES.RECEIVER })
  @ValidateNested()
  @Type(() => ReceiverDto)
  receiver!: ReceiverDto;

  @IsOptional()
  @IsString({ message: ORDER_MESSAGES.REQUEST_MESSAGE })
  @MaxLength(200, { message: ORDER_MESSAGES.REQUEST_MESSAGE })
  requestMessage?: string;

  @IsIn([PaymentMethod.BANK, PaymentMethod.CARD], { message: ORDER_MESSAGES.PAYMENT_METHOD })
  paymentMethod!: PaymentMethod;

  /** 현금영수증 신청: only with bank transfer (a card payment has its own 매출전표). */
  @IsOptional()
  @IsObject({ message: RECEIPT_MESSAGES.CASH_RECEIPT })
  @ValidateBy({
    name: 'cashReceiptBankOnly',
    validator: {
      validate: (value, args) =>
        (value as CashReceiptDto | undefined)?.enabled !== true || (args?.object as PlaceOrderDto).paymentMethod === PaymentMethod.BANK,
      defaultMessage: () => RECEIPT_MESSAGES.CASH_RECEIPT_BANK_ONLY,
    },
  })
  @ValidateNested()
  @Type(() => CashReceiptDto)
  cashReceipt?: CashReceiptDto;
}

/** Body of PUT /api/console/shop/orders/{id}: the status to move the order to. */
export class ChangeOrderStatusDto {
  @IsIn(Object.values(OrderStatus), { message: ORDER_MESSAGES.ORDER_STATUS })
  orderStatus!: OrderStatus;

  /** Optional message shown to the member instead of the status's label. */
  @IsOptional()
  @IsString({ message: ORDER_MESSAGES.STATUS_MESSAGE })
  @MaxLength(100, { message: ORDER_MESSAGES.STATUS_MESSAGE })
  orderStatusMessage?: string;
}

/** Minimum length check used by list endpoints for the search box. */
export class SearchQueryDto {
  @IsOptional()
  @IsString({ message: ORDER_MESSAGES.SEARCH })
  @MaxLength(50, { message: ORDER_MESSAGES.SEARCH })
  searchValue?: string;
}
