import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
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
import { ShippingCode, UserType } from '../enums.js';
import { CouponPriceBase } from '../pricing.js';
import { CouponIssueTargetType, CouponIssueType, CouponRoundType, CouponUnit, CouponUsageTargetType } from '../coupons.js';

/** Korean messages of the coupon DTOs and refusals (the spec gives none but "Percent 0-100"). */
export const COUPON_MESSAGES = {
  NAME: '쿠폰명은 2자 이상 60자 이하로 입력해주세요',
  UNIT: '할인 단위는 원 또는 %로 선택해주세요',
  VALUE: '할인 금액은 0원 이상 10,000,000원 이하로 입력해주세요',
  PERCENT: '할인율은 0에서 100 사이로 입력해주세요',
  LIMIT: '최대 할인 금액은 0원 이상으로 입력해주세요',
  COUNT: '발급 매수는 1장 이상 100장 이하로 입력해주세요',
  ISSUE_TYPE: '발급 방식은 즉시 발급 또는 다운로드로 선택해주세요',
  EVENT_TYPE: '발급 이벤트는 40자 이하로 입력해주세요',
  CODE: '쿠폰 코드는 영문 대문자·숫자·하이픈 4자 이상 20자 이하로 입력해주세요',
  ROUND: '발급 회차는 1회, 지정일마다, 매일 중에서 선택해주세요',
  ROUND_DAYS: '회차 날짜는 yyyy-mm-dd 형식으로 입력해주세요',
  ISSUE_TARGET: '발급 대상은 전체, 지정 회원, 회원 유형, 회원 등급 중에서 선택해주세요',
  IDS: '대상 목록을 확인해주세요',
  USER_TYPES: '회원 유형은 개인회원 또는 기업회원으로 선택해주세요',
  SHOP_LIMIT: '전체 발급 한도는 0 이상의 정수로 입력해주세요',
  USAGE_COUNT_SUM: '전체 사용 한도는 0회 이상의 정수로 입력해주세요',
  USAGE_PRICE_SUM: '전체 할인 한도는 0원 이상의 정수로 입력해주세요',
  DATE: '날짜와 시간을 확인해주세요',
  ACTIVE: '사용 여부를 선택해주세요',
  USAGE_TYPE: '사용 구분은 40자 이하로 입력해주세요',
  USAGE_TARGET: '적용 대상은 전체 상품, 지정 상품, 기획전, 진열 코드, 카테고리 중에서 선택해주세요',
  PRICE_BASE: '할인 기준은 총 주문금액, 상품금액, 배송비, 설치비, 방문 서비스비 중에서 선택해주세요',
  TARGET_PRICE: '적용 금액 조건은 0원 이상으로 입력해주세요',
  COMBINABLE: '중복 사용 여부를 선택해주세요',
  ISSUE: '발급 조건을 입력해주세요',
  USAGE: '사용 조건을 입력해주세요',
  DOWNLOAD: '다운로드할 쿠폰 또는 쿠폰 코드를 입력해주세요',
  PRODUCT: '쿠폰을 적용할 상품을 확인해주세요',
  SHIPPING_CODE: '쿠폰을 적용할 배송 방법을 확인해주세요',
  USERNAME: '쿠폰을 발급할 회원 아이디를 입력해주세요',
  COUPON_ID: '발급할 쿠폰을 선택해주세요',
  TAB: '쿠폰 탭은 사용가능, 사용완료, 기간만료 중에서 선택해주세요',
} as const;

const ID_MAX = 64;
const LIST_MAX = 500;
/** A yyyy-mm-dd day (Asia/Seoul) of a bounded round. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Round of issue (spec §9 rounds; default single). */
export class CouponRoundDto {
  @IsIn(Object.values(CouponRoundType), { message: COUPON_MESSAGES.ROUND })
  type!: CouponRoundType;

  @IsOptional()
  @IsArray({ message: COUPON_MESSAGES.ROUND_DAYS })
  @ArrayMaxSize(366, { message: COUPON_MESSAGES.ROUND_DAYS })
  @Matches(DAY, { each: true, message: COUPON_MESSAGES.ROUND_DAYS })
  includeds?: string[];

  @IsOptional()
  @IsArray({ message: COUPON_MESSAGES.ROUND_DAYS })
  @ArrayMaxSize(366, { message: COUPON_MESSAGES.ROUND_DAYS })
  @Matches(DAY, { each: true, message: COUPON_MESSAGES.ROUND_DAYS })
  excludeds?: string[];
}

/** Who may receive the coupon (spec §9 targets). */
export class CouponIssueTargetDto {
  @IsIn(Object.values(CouponIssueTargetType), { message: COUPON_MESSAGES.ISSUE_TARGET })
  type!: CouponIssueTargetType;

  @IsOptional()
  @IsArray({ message: COUPON_MESSAGES.IDS })
  @ArrayMaxSize(LIST_MAX, { message: COUPON_MESSAGES.IDS })
  @IsString({ each: true, message: COUPON_MESSAGES.IDS })
  @MaxLength(ID_MAX, { each: true, message: COUPON_MESSAGES.IDS })
  _users?: string[];

  @IsOptional()
  @IsArray({ message: COUPON_MESSAGES.IDS })
  @ArrayMaxSize(LIST_MAX, { message: COUPON_MESSAGES.IDS })
  @IsString({ each: true, message: COUPON_MESSAGES.IDS })
  @MaxLength(ID_MAX, { each: true, message: COUPON_MESSAGES.IDS })
  _levels?: string[];

  @IsOptional()
  @IsArray({ message: COUPON_MESSAGES.USER_TYPES })
  @IsIn([UserType.PERSON, UserType.COMPANY], { each: true, message: COUPON_MESSAGES.USER_TYPES })
  userTypes?: UserType[];
}

/** Shop-wide caps of issue (limit.shop): how many coupons in all and the sum of their face values (원). */
export class CouponShopLimitDto {
  @IsOptional()
  @IsInt({ message: COUPON_MESSAGES.SHOP_LIMIT })
  @Min(0, { message: COUPON_MESSAGES.SHOP_LIMIT })
  @Max(100_000_000, { message: COUPON_MESSAGES.SHOP_LIMIT })
  count__sum?: number | null;

  @IsOptional()
  @IsInt({ message: COUPON_MESSAGES.SHOP_LIMIT })
  @Min(0, { message: COUPON_MESSAGES.SHOP_LIMIT })
  @Max(100_000_000_000, { message: COUPON_MESSAGES.SHOP_LIMIT })
  price__sum?: number | null;
}

/** How the coupon is issued (spec §3 Coupon.issue). Omitted fields take their defaults (round single, target all). */
export class CouponIssueDto {
  @IsIn(Object.values(CouponIssueType), { message: COUPON_MESSAGES.ISSUE_TYPE })
  type!: CouponIssueType;

  @IsOptional()
  @IsString({ message: COUPON_MESSAGES.EVENT_TYPE })
  @MaxLength(40, { message: COUPON_MESSAGES.EVENT_TYPE })
  eventType?: string | null;

  @IsOptional()
  @IsString({ message: COUPON_MESSAGES.CODE })
  @Matches(/^[A-Za-z0-9-]{4,20}$/, { message: COUPON_MESSAGES.CODE })
  code?: string | null;

  @IsOptional()
  @IsObject({ message: COUPON_MESSAGES.ROUND })
  @ValidateNested()
  @Type(() => CouponRoundDto)
  round?: CouponRoundDto;

  @IsOptional()
  @IsObject({ message: COUPON_MESSAGES.ISSUE_TARGET })
  @ValidateNested()
  @Type(() => CouponIssueTargetDto)
  target?: CouponIssueTargetDto;

  @IsOptional()
  @IsObject({ message: COUPON_MESSAGES.SHOP_LIMIT })
  @ValidateNested()
  @Type(() => CouponShopLimitDto)
  shopLimit?: CouponShopLimitDto;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: COUPON_MESSAGES.DATE })
  startsAt?: string | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: COUPON_MESSAGES.DATE })
  endsAt?: string | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: COUPON_MESSAGES.DATE })
  issuesAt?: string | null;

  @IsOptional()
  @IsBoolean({ message: COUPON_MESSAGES.ACTIVE })
  isActive?: boolean;
}

/** Which lines a coupon discounts and on what base (spec §3 Coupon.usage target). */
export class CouponUsageTargetDto {
  @IsIn(Object.values(CouponUsageTargetType), { message: COUPON_MESSAGES.USAGE_TARGET })
  type!: CouponUsageTargetType;

  @IsIn(Object.values(CouponPriceBase), { message: COUPON_MESSAGES.PRICE_BASE })
  price!: CouponPriceBase;

  @IsOptional()
  @IsArray({ message: COUPON_MESSAGES.IDS })
  @ArrayMaxSize(LIST_MAX, { message: COUPON_MESSAGES.IDS })
  @IsString({ each: true, message: COUPON_MESSAGES.IDS })
  @MaxLength(ID_MAX, { each: true, message: COUPON_MESSAGES.IDS })
  _products?: string[];

  @IsOptional()
  @IsArray({ message: COUPON_MESSAGES.IDS })
  @ArrayMaxSize(LIST_MAX, { message: COUPON_MESSAGES.IDS })
  @IsString({ each: true, message: COUPON_MESSAGES.IDS })
  @MaxLength(ID_MAX, { each: true, message: COUPON_MESSAGES.IDS })
  _categories?: string[];

  @IsOptional()
  @IsArray({ message: COUPON_MESSAGES.IDS })
  @ArrayMaxSize(LIST_MAX, { message: COUPON_MESSAGES.IDS })
  @IsString({ each: true, message: COUPON_MESSAGES.IDS })
  @MaxLength(ID_MAX, { each: true, message: COUPON_MESSAGES.IDS })
  _exhibitions?: string[];

  @IsOptional()
  @IsArray({ message: COUPON_MESSAGES.IDS })
  @ArrayMaxSize(LIST_MAX, { message: COUPON_MESSAGES.IDS })
  @IsString({ each: true, message: COUPON_MESSAGES.IDS })
  @MaxLength(ID_MAX, { each: true, message: COUPON_MESSAGES.IDS })
  displayCodes?: string[];
}

/** Shop-wide caps of use (usage.limit.shop): how many uses in all, and the most discount (원) they give together; null or 0: none. */
export class CouponUsageShopLimitDto {
  @IsOptional()
  @IsInt({ message: COUPON_MESSAGES.USAGE_COUNT_SUM })
  @Min(0, { message: COUPON_MESSAGES.USAGE_COUNT_SUM })
  @Max(100_000_000, { message: COUPON_MESSAGES.USAGE_COUNT_SUM })
  count__sum?: number | null;

  @IsOptional()
  @IsInt({ message: COUPON_MESSAGES.USAGE_PRICE_SUM })
  @Min(0, { message: COUPON_MESSAGES.USAGE_PRICE_SUM })
  @Max(100_000_000_000, { message: COUPON_MESSAGES.USAGE_PRICE_SUM })
  price__sum?: number | null;
}

/** How the coupon is used (spec §3 Coupon.usage). */
export class CouponUsageDto {
  @IsOptional()
  @IsString({ message: COUPON_MESSAGES.USAGE_TYPE })
  @MaxLength(40, { message: COUPON_MESSAGES.USAGE_TYPE })
  type?: string;

  @IsObject({ message: COUPON_MESSAGES.USAGE_TARGET })
  @ValidateNested()
  @Type(() => CouponUsageTargetDto)
  target!: CouponUsageTargetDto;

  /** limit.target.price__min: least amount of the target lines (원). */
  @IsOptional()
  @IsInt({ message: COUPON_MESSAGES.TARGET_PRICE })
  @Min(0, { message: COUPON_MESSAGES.TARGET_PRICE })
  @Max(1_000_000_000, { message: COUPON_MESSAGES.TARGET_PRICE })
  priceMin?: number | null;

  /** limit.target.price__max: most amount of the target lines (원). */
  @IsOptional()
  @IsInt({ message: COUPON_MESSAGES.TARGET_PRICE })
  @Min(0, { message: COUPON_MESSAGES.TARGET_PRICE })
  @Max(1_000_000_000, { message: COUPON_MESSAGES.TARGET_PRICE })
  priceMax?: number | null;

  /** limit.shop: shop-wide caps of use (count__sum uses, price__sum 원 of discount). */
  @IsOptional()
  @IsObject({ message: COUPON_MESSAGES.USAGE_COUNT_SUM })
  @ValidateNested()
  @Type(() => CouponUsageShopLimitDto)
  shopLimit?: CouponUsageShopLimitDto;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: COUPON_MESSAGES.DATE })
  startsAt?: string | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: COUPON_MESSAGES.DATE })
  endsAt?: string | null;

  @IsOptional()
  @IsBoolean({ message: COUPON_MESSAGES.ACTIVE })
  isActive?: boolean;

  @IsOptional()
  @IsBoolean({ message: COUPON_MESSAGES.COMBINABLE })
  combinable?: boolean;
}

/** Body of POST and PUT /api/console/shop/coupons[/{id}]: the whole coupon (a PUT replaces it). */
export class CouponDto {
  @IsString({ message: COUPON_MESSAGES.NAME })
  @Length(2, 60, { message: COUPON_MESSAGES.NAME })
  name!: string;

  @IsIn(Object.values(CouponUnit), { message: COUPON_MESSAGES.UNIT })
  unit!: CouponUnit;

  @IsInt({ message: COUPON_MESSAGES.VALUE })
  @Min(0, { message: COUPON_MESSAGES.VALUE })
  @Max(10_000_000, { message: COUPON_MESSAGES.VALUE })
  @ValidateBy({
    name: 'couponPercent',
    validator: {
      validate: (value, args) => (args?.object as CouponDto | undefined)?.unit !== CouponUnit.PERCENT || (typeof value === 'number' && value <= 100),
      defaultMessage: () => COUPON_MESSAGES.PERCENT,
    },
  })
  value!: number;

  @IsOptional()
  @IsInt({ message: COUPON_MESSAGES.LIMIT })
  @Min(0, { message: COUPON_MESSAGES.LIMIT })
  @Max(10_000_000, { message: COUPON_MESSAGES.LIMIT })
  limit?: number | null;

  @IsOptional()
  @IsInt({ message: COUPON_MESSAGES.COUNT })
  @Min(1, { message: COUPON_MESSAGES.COUNT })
  @Max(100, { message: COUPON_MESSAGES.COUNT })
  count?: number;

  @IsObject({ message: COUPON_MESSAGES.ISSUE })
  @ValidateNested()
  @Type(() => CouponIssueDto)
  issue!: CouponIssueDto;

  @IsObject({ message: COUPON_MESSAGES.USAGE })
  @ValidateNested()
  @Type(() => CouponUsageDto)
  usage!: CouponUsageDto;
}

/** Body of POST /api/v1/me/coupons: download a coupon by its id, or by the code the member typed. */
export class DownloadCouponDto {
  @ValidateIf((o: DownloadCouponDto) => o.code === undefined || o.coupon !== undefined)
  @IsString({ message: COUPON_MESSAGES.DOWNLOAD })
  @Length(1, ID_MAX, { message: COUPON_MESSAGES.DOWNLOAD })
  coupon?: string;

  @ValidateIf((o: DownloadCouponDto) => o.coupon === undefined || o.code !== undefined)
  @IsString({ message: COUPON_MESSAGES.DOWNLOAD })
  @Length(1, 20, { message: COUPON_MESSAGES.DOWNLOAD })
  code?: string;
}

/** Body of PUT /api/v1/me/coupons/{id}/product: the product a product-price coupon applies to (null: every target line). */
export class ChooseCouponProductDto {
  @IsOptional()
  @IsString({ message: COUPON_MESSAGES.PRODUCT })
  @MaxLength(ID_MAX, { message: COUPON_MESSAGES.PRODUCT })
  product?: string | null;
}

/** Body of PUT /api/v1/me/coupons/{id}/shippingCode: the shipping group a delivery-fare coupon applies to (null: all). */
export class ChooseCouponShippingCodeDto {
  @IsOptional()
  @IsIn(Object.values(ShippingCode), { message: COUPON_MESSAGES.SHIPPING_CODE })
  shippingCode?: ShippingCode | null;
}

/** Body of POST /api/console/user-coupons: issue a coupon to a member (by username). */
export class IssueUserCouponDto {
  @IsString({ message: COUPON_MESSAGES.COUPON_ID })
  @Length(1, ID_MAX, { message: COUPON_MESSAGES.COUPON_ID })
  coupon!: string;

  @IsString({ message: COUPON_MESSAGES.USERNAME })
  @Length(1, 40, { message: COUPON_MESSAGES.USERNAME })
  username!: string;
}
