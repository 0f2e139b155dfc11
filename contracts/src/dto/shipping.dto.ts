import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
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
import { ShippingBundleType, ShippingChargeType, ShippingCode } from '../enums.js';
import { ShippingTargetType } from '../shipping.js';

/** Korean messages of the shipping and island DTOs and refusals (the spec gives only 위치정보를 다시 입력하세요.). */
export const SHIPPING_MESSAGES = {
  NAME: '배송비 정책명은 2자 이상 60자 이하로 입력해주세요',
  PERIOD: '적용 기간은 올바른 날짜로 입력해주세요',
  PERIOD_ORDER: '적용 종료일은 시작일보다 뒤여야 합니다',
  IS_ACTIVE: '사용 여부를 선택해주세요',
  TARGET: '적용 대상을 선택해주세요',
  TARGET_LIST: '적용 대상의 상품·카테고리·브랜드를 선택해주세요',
  OPTIONS: '배송 옵션을 1개 이상 10개 이하로 입력해주세요',
  OPTION_CODE: '배송 방법을 선택해주세요',
  OPTION_CODE_TWICE: '같은 배송 방법의 옵션이 두 번 있습니다',
  BUNDLE: '묶음배송 여부를 선택해주세요',
  CHARGE_TYPE: '배송비 유형을 선택해주세요',
  AMOUNT: '금액은 0원 이상 10,000,000원 이하의 정수로 입력해주세요',
  DISTANCE: '거리는 0km 이상 2,000km 이하의 정수로 입력해주세요',
  RANGE: '구간은 1개 이상 20개 이하로 입력해주세요',
  RANGE_TWICE: '같은 기준의 구간이 두 번 있습니다',
  ISLAND_NAME: '지역명은 1자 이상 40자 이하로 입력해주세요',
  POSTCODE: '우편번호는 5자리 숫자로 입력해주세요',
  POSTCODE_ORDER: '끝 우편번호는 시작 우편번호보다 작을 수 없습니다',
  ISLAND_KIND: '구분(제주, 도서산간, 연륙도서)을 선택해주세요',
  NOTE: '비고는 200자 이하로 입력해주세요',
  ISLAND_EXISTS: '같은 우편번호 구간이 이미 등록되어 있습니다',
  SHIPPING_NOT_FOUND: '배송비 정책을 찾을 수 없습니다',
  ISLAND_NOT_FOUND: '도서산간 지역을 찾을 수 없습니다',
  /** Spec §8 GPS message: a distance needs both places' coordinates. */
  LOCATION_MISSING: '위치정보를 다시 입력하세요.',
} as const;

const AMOUNT_MAX = 10_000_000;

/** An ISO-8601 moment with its date ("2026-12-01", "2026-12-01T00:00:00.000Z", "2026-12-01T09:00:00+09:00") that names a real day. */
const IsMoment = (message: string) =>
  ValidateBy({
    name: 'isMoment',
    validator: {
      validate: (v: unknown) =>
        typeof v === 'string' &&
        /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(v) &&
        !Number.isNaN(Date.parse(v)),
      defaultMessage: () => message,
    },
  });

/** One row of a price-range table: from `price` 원 of the group's amount, `amount` 원. */
export class PriceRangeDto {
  @IsInt({ message: SHIPPING_MESSAGES.AMOUNT })
  @Min(0, { message: SHIPPING_MESSAGES.AMOUNT })
  @Max(1_000_000_000, { message: SHIPPING_MESSAGES.AMOUNT })
  price!: number;

  @IsInt({ message: SHIPPING_MESSAGES.AMOUNT })
  @Min(0, { message: SHIPPING_MESSAGES.AMOUNT })
  @Max(AMOUNT_MAX, { message: SHIPPING_MESSAGES.AMOUNT })
  amount!: number;
}

/** One row of a travel-range table: from `distance` km from the warehouse, `amount` 원. */
export class TravelRangeDto {
  @IsInt({ message: SHIPPING_MESSAGES.DISTANCE })
  @Min(0, { message: SHIPPING_MESSAGES.DISTANCE })
  @Max(2_000, { message: SHIPPING_MESSAGES.DISTANCE })
  distance!: number;

  @IsInt({ message: SHIPPING_MESSAGES.AMOUNT })
  @Min(0, { message: SHIPPING_MESSAGES.AMOUNT })
  @Max(AMOUNT_MAX, { message: SHIPPING_MESSAGES.AMOUNT })
  amount!: number;
}

/** A delivery charge: the table its type reads is required. */
export class ShippingChargeDto {
  @IsIn(Object.values(ShippingChargeType), { message: SHIPPING_MESSAGES.CHARGE_TYPE })
  type!: ShippingChargeType;

  @ValidateIf((o: ShippingChargeDto) => o.type === 'fixed')
  @IsInt({ message: SHIPPING_MESSAGES.AMOUNT })
  @Min(0, { message: SHIPPING_MESSAGES.AMOUNT })
  @Max(AMOUNT_MAX, { message: SHIPPING_MESSAGES.AMOUNT })
  fixedAmount?: number;

  @ValidateIf((o: ShippingChargeDto) => o.type === 'pricesRange')
  @IsArray({ message: SHIPPING_MESSAGES.RANGE })
  @ArrayMinSize(1, { message: SHIPPING_MESSAGES.RANGE })
  @ArrayMaxSize(20, { message: SHIPPING_MESSAGES.RANGE })
  @IsObject({ each: true, message: SHIPPING_MESSAGES.RANGE })
  @ValidateNested({ each: true })
  @Type(() => PriceRangeDto)
  pricesRange?: PriceRangeDto[];

  @ValidateIf((o: ShippingChargeDto) => o.type === 'travelRange')
  @IsArray({ message: SHIPPING_MESSAGES.RANGE })
  @ArrayMinSize(1, { message: SHIPPING_MESSAGES.RANGE })
  @ArrayMaxSize(20, { message: SHIPPING_MESSAGES.RANGE })
  @IsObject({ each: true, message: SHIPPING_MESSAGES.RANGE })
  @ValidateNested({ each: true })
  @Type(() => TravelRangeDto)
  travelRange?: TravelRangeDto[];
}

export class BundleDto {
  @IsIn(Object.values(ShippingBundleType), { message: SHIPPING_MESSAGES.BUNDLE })
  type!: ShippingBundleType;
}

export class IslandChargeAmountsDto {
  @IsInt({ message: SHIPPING_MESSAGES.AMOUNT })
  @Min(0, { message: SHIPPING_MESSAGES.AMOUNT })
  @Max(AMOUNT_MAX, { message: SHIPPING_MESSAGES.AMOUNT })
  amount__base!: number;

  @IsInt({ message: SHIPPING_MESSAGES.AMOUNT })
  @Min(0, { message: SHIPPING_MESSAGES.AMOUNT })
  @Max(AMOUNT_MAX, { message: SHIPPING_MESSAGES.AMOUNT })
  amount__jeju!: number;
}

export class IslandChargeDto {
  @IsBoolean({ message: SHIPPING_MESSAGES.IS_ACTIVE })
  isActive!: boolean;

  @IsObject({ message: SHIPPING_MESSAGES.AMOUNT })
  @ValidateNested()
  @Type(() => IslandChargeAmountsDto)
  charge!: IslandChargeAmountsDto;
}

export class ServiceChargeAmountDto {
  @IsInt({ message: SHIPPING_MESSAGES.AMOUNT })
  @Min(0, { message: SHIPPING_MESSAGES.AMOUNT })
  @Max(AMOUNT_MAX, { message: SHIPPING_MESSAGES.AMOUNT })
  amount!: number;
}

export class ServiceChargeDto {
  @IsBoolean({ message: SHIPPING_MESSAGES.IS_ACTIVE })
  isActive!: boolean;

  @IsObject({ message: SHIPPING_MESSAGES.AMOUNT })
  @ValidateNested()
  @Type(() => ServiceChargeAmountDto)
  charge!: ServiceChargeAmountDto;
}

/** One shipping option of a rule (spec §3 Shipping option). */
export class ShippingOptionDto {
  @IsIn(Object.values(ShippingCode), { message: SHIPPING_MESSAGES.OPTION_CODE })
  code!: ShippingCode;

  @IsObject({ message: SHIPPING_MESSAGES.BUNDLE })
  @ValidateNested()
  @Type(() => BundleDto)
  bundle!: BundleDto;

  @IsObject({ message: SHIPPING_MESSAGES.CHARGE_TYPE })
  @ValidateNested()
  @Type(() => ShippingChargeDto)
  charge!: ShippingChargeDto;

  @IsObject({ message: SHIPPING_MESSAGES.AMOUNT })
  @ValidateNested()
  @Type(() => IslandChargeDto)
  island!: IslandChargeDto;

  @IsObject({ message: SHIPPING_MESSAGES.AMOUNT })
  @ValidateNested()
  @Type(() => ServiceChargeDto)
  service!: ServiceChargeDto;
}

/** What a rule applies to: the list its type names must not be empty (checked by the rule). */
export class ShippingTargetDto {
  @IsIn(Object.values(ShippingTargetType), { message: SHIPPING_MESSAGES.TARGET })
  type!: ShippingTargetType;

  @IsOptional()
  @IsArray({ message: SHIPPING_MESSAGES.TARGET_LIST })
  @ArrayMaxSize(500, { message: SHIPPING_MESSAGES.TARGET_LIST })
  @IsString({ each: true, message: SHIPPING_MESSAGES.TARGET_LIST })
  @Length(1, 60, { each: true, message: SHIPPING_MESSAGES.TARGET_LIST })
  _products?: string[];

  @IsOptional()
  @IsArray({ message: SHIPPING_MESSAGES.TARGET_LIST })
  @ArrayMaxSize(500, { message: SHIPPING_MESSAGES.TARGET_LIST })
  @IsString({ each: true, message: SHIPPING_MESSAGES.TARGET_LIST })
  @Length(1, 60, { each: true, message: SHIPPING_MESSAGES.TARGET_LIST })
  _categories?: string[];

  @IsOptional()
  @IsArray({ message: SHIPPING_MESSAGES.TARGET_LIST })
  @ArrayMaxSize(500, { message: SHIPPING_MESSAGES.TARGET_LIST })
  @IsString({ each: true, message: SHIPPING_MESSAGES.TARGET_LIST })
  @Length(1, 60, { each: true, message: SHIPPING_MESSAGES.TARGET_LIST })
  _brands?: string[];
}

/** Body of POST and PUT /api/console/shop/shippings[/{id}]: the whole rule (PUT replaces it). */
export class SaveShippingDto {
  @IsString({ message: SHIPPING_MESSAGES.NAME })
  @Length(2, 60, { message: SHIPPING_MESSAGES.NAME })
  name!: string;

  @IsOptional()
  @IsMoment(SHIPPING_MESSAGES.PERIOD)
  startsAt?: string;

  @IsOptional()
  @IsMoment(SHIPPING_MESSAGES.PERIOD)
  endsAt?: string;

  @IsBoolean({ message: SHIPPING_MESSAGES.IS_ACTIVE })
  isActive!: boolean;

  @IsObject({ message: SHIPPING_MESSAGES.TARGET })
  @ValidateNested()
  @Type(() => ShippingTargetDto)
  target!: ShippingTargetDto;

  @IsArray({ message: SHIPPING_MESSAGES.OPTIONS })
  @ArrayMinSize(1, { message: SHIPPING_MESSAGES.OPTIONS })
  @ArrayMaxSize(10, { message: SHIPPING_MESSAGES.OPTIONS })
  @IsObject({ each: true, message: SHIPPING_MESSAGES.OPTIONS })
  @ValidateNested({ each: true })
  @Type(() => ShippingOptionDto)
  options!: ShippingOptionDto[];
}

const POSTCODE = /^\d{5}$/;

/** Body of POST and PUT /api/console/shop/islands[/{id}]: one row of the islands table. */
export class SaveIslandDto {
  @IsString({ message: SHIPPING_MESSAGES.ISLAND_NAME })
  @Length(1, 40, { message: SHIPPING_MESSAGES.ISLAND_NAME })
  name!: string;

  @IsString({ message: SHIPPING_MESSAGES.POSTCODE })
  @Matches(POSTCODE, { message: SHIPPING_MESSAGES.POSTCODE })
  postcodeFrom!: string;

  @IsString({ message: SHIPPING_MESSAGES.POSTCODE })
  @Matches(POSTCODE, { message: SHIPPING_MESSAGES.POSTCODE })
  postcodeTo!: string;

  @IsIn(['jeju', 'island', 'exempt'], { message: SHIPPING_MESSAGES.ISLAND_KIND })
  kind!: 'jeju' | 'island' | 'exempt';

  @IsOptional()
  @IsString({ message: SHIPPING_MESSAGES.NOTE })
  @MaxLength(200, { message: SHIPPING_MESSAGES.NOTE })
  note?: string;
}
