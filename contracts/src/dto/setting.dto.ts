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
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { BONUS_MESSAGES } from '../bonuses.js';
import { DisplayCode, ShippingCode } from '../enums.js';
import { ACCOUNT_NUMBER_PATTERN, SETTING_IMAGE_PATTERN, SETTING_LIMITS, SETTING_LINK_PATTERN, SETTING_MESSAGES } from '../settings.js';
import { SHOWROOM_CODE_PATTERN } from '../showcases.js';
import { TRACKING_ID_PATTERNS, TRACKING_MESSAGES } from '../tracking.js';

/** The shop setting's coupon policy. */
export class CouponSettingDto {
  /** Coupons come back when a return of their order is refunded. */
  @IsBoolean({ message: SETTING_MESSAGES.COUPON_RESTORE_ON_RETURN })
  restoreOnReturn!: boolean;
}

/** The shop setting's promoter bonus withdrawal policy, 원. */
export class BonusSettingDto {
  @IsInt({ message: BONUS_MESSAGES.MINIMUM_SETTING })
  @Min(0, { message: BONUS_MESSAGES.MINIMUM_SETTING })
  @Max(10_000_000, { message: BONUS_MESSAGES.MINIMUM_SETTING })
  minimumWithdrawal!: number;

  @IsInt({ message: BONUS_MESSAGES.CHARGE_SETTING })
  @Min(0, { message: BONUS_MESSAGES.CHARGE_SETTING })
  @Max(10_000, { message: BONUS_MESSAGES.CHARGE_SETTING })
  transferCharge!: number;
}

/** The shop setting's tracking ids (issue 14; spec §1 tracking hooks): each provider's id, an empty string to switch it off. */
export class TrackingSettingDto {
  @IsString({ message: TRACKING_MESSAGES.GOOGLE_ADS })
  @Matches(TRACKING_ID_PATTERNS.googleAds, { message: TRACKING_MESSAGES.GOOGLE_ADS })
  googleAds!: string;

  @IsString({ message: TRACKING_MESSAGES.NAVER })
  @Matches(TRACKING_ID_PATTERNS.naver, { message: TRACKING_MESSAGES.NAVER })
  naver!: string;

  @IsString({ message: TRACKING_MESSAGES.META_PIXEL })
  @Matches(TRACKING_ID_PATTERNS.metaPixel, { message: TRACKING_MESSAGES.META_PIXEL })
  metaPixel!: string;
}

/** Some text besides spaces. */
const NOT_BLANK = /\S/;

/**
 * The shop part of the setting (spec §3 Setting shop: cashReceipt, displayCodes, shippingCodes,
 * showroomCodes): whether bank-transfer orders may ask for a 현금영수증, and the codes the shop
 * uses: the display and shipping codes shown (the others are kept, hidden) and the showrooms offered.
 */
export class ShopSettingDto {
  @IsBoolean({ message: SETTING_MESSAGES.CASH_RECEIPT })
  cashReceipt!: boolean;

  @IsArray({ message: SETTING_MESSAGES.DISPLAY_CODES })
  @IsIn(Object.values(DisplayCode), { each: true, message: SETTING_MESSAGES.DISPLAY_CODES })
  displayCodes!: DisplayCode[];

  @IsArray({ message: SETTING_MESSAGES.SHIPPING_CODES })
  @IsIn(Object.values(ShippingCode), { each: true, message: SETTING_MESSAGES.SHIPPING_CODES })
  shippingCodes!: ShippingCode[];

  @IsArray({ message: SETTING_MESSAGES.SHOWROOM_CODES })
  @ArrayMaxSize(SETTING_LIMITS.showroomCodes, { message: SETTING_MESSAGES.SHOWROOM_CODES })
  @IsString({ each: true, message: SETTING_MESSAGES.SHOWROOM_CODES })
  @Matches(SHOWROOM_CODE_PATTERN, { each: true, message: SETTING_MESSAGES.SHOWROOM_CODES })
  showroomCodes!: string[];
}

/** Spec §3 Setting seo.meta: the title suffix, description, keywords and picture of pages without their own. */
export class SeoMetaDto {
  @IsString({ message: SETTING_MESSAGES.SEO_TITLE })
  @Length(1, SETTING_LIMITS.seoTitle, { message: SETTING_MESSAGES.SEO_TITLE })
  @Matches(NOT_BLANK, { message: SETTING_MESSAGES.SEO_TITLE })
  title!: string;

  @IsString({ message: SETTING_MESSAGES.SEO_DESCRIPTION })
  @Length(1, SETTING_LIMITS.seoDescription, { message: SETTING_MESSAGES.SEO_DESCRIPTION })
  @Matches(NOT_BLANK, { message: SETTING_MESSAGES.SEO_DESCRIPTION })
  description!: string;

  /** Comma-separated; empty for none. */
  @IsString({ message: SETTING_MESSAGES.SEO_KEYWORDS })
  @MaxLength(SETTING_LIMITS.seoKeywords, { message: SETTING_MESSAGES.SEO_KEYWORDS })
  keywords!: string;

  /** A /files path or an https address; empty for none. */
  @IsString({ message: SETTING_MESSAGES.SEO_IMAGE })
  @MaxLength(SETTING_LIMITS.url, { message: SETTING_MESSAGES.SEO_IMAGE })
  @ValidateIf((o: SeoMetaDto) => o.image !== '')
  @Matches(SETTING_IMAGE_PATTERN, { message: SETTING_MESSAGES.SEO_IMAGE })
  image!: string;
}

/** The SEO part of the setting (spec §3 Setting seo.meta). */
export class SeoSettingDto {
  @IsObject({ message: SETTING_MESSAGES.SEO })
  @ValidateNested()
  @Type(() => SeoMetaDto)
  meta!: SeoMetaDto;
}

/** Spec §3 Setting main.care: the home's care block, a heading (text), a line (desc) and a link that may open a new window (isOuter). */
export class CareBlockDto {
  @IsString({ message: SETTING_MESSAGES.CARE_TEXT })
  @Length(1, SETTING_LIMITS.careText, { message: SETTING_MESSAGES.CARE_TEXT })
  @Matches(NOT_BLANK, { message: SETTING_MESSAGES.CARE_TEXT })
  text!: string;

  @IsString({ message: SETTING_MESSAGES.CARE_DESC })
  @MaxLength(SETTING_LIMITS.careDesc, { message: SETTING_MESSAGES.CARE_DESC })
  desc!: string;

  /** A shop path or an http(s) address; empty for no link. */
  @IsString({ message: SETTING_MESSAGES.CARE_LINK })
  @MaxLength(SETTING_LIMITS.url, { message: SETTING_MESSAGES.CARE_LINK })
  @ValidateIf((o: CareBlockDto) => o.link !== '')
  @Matches(SETTING_LINK_PATTERN, { message: SETTING_MESSAGES.CARE_LINK })
  link!: string;

  @IsBoolean({ message: SETTING_MESSAGES.CARE_OUTER })
  isOuter!: boolean;
}

/** The home part of the setting (spec §3 Setting main): the care block, or null to take it off the home. */
export class MainSettingDto {
  @ValidateIf((o: MainSettingDto) => o.care !== null)
  @IsObject({ message: SETTING_MESSAGES.CARE })
  @ValidateNested()
  @Type(() => CareBlockDto)
  care!: CareBlockDto | null;
}

/** The shop's deposit account for bank-transfer orders (issue 14 "bank-account line"). */
export class BankAccountSettingDto {
  @IsString({ message: SETTING_MESSAGES.BANK })
  @Length(1, SETTING_LIMITS.bank, { message: SETTING_MESSAGES.BANK })
  @Matches(NOT_BLANK, { message: SETTING_MESSAGES.BANK })
  bank!: string;

  @IsString({ message: SETTING_MESSAGES.ACCOUNT_NUMBER })
  @Matches(ACCOUNT_NUMBER_PATTERN, { message: SETTING_MESSAGES.ACCOUNT_NUMBER })
  accountNumber!: string;

  @IsString({ message: SETTING_MESSAGES.ACCOUNT_HOLDER })
  @Length(1, SETTING_LIMITS.holder, { message: SETTING_MESSAGES.ACCOUNT_HOLDER })
  @Matches(NOT_BLANK, { message: SETTING_MESSAGES.ACCOUNT_HOLDER })
  holder!: string;
}

/** Body of PUT /api/console/setting: the parts of the shop setting to change (each replaced whole; absent ones stay). */
export class UpdateSettingDto {
  @IsOptional()
  @IsObject({ message: SETTING_MESSAGES.COUPON_RESTORE_ON_RETURN })
  @ValidateNested()
  @Type(() => CouponSettingDto)
  coupons?: CouponSettingDto;

  @IsOptional()
  @IsObject({ message: BONUS_MESSAGES.MINIMUM_SETTING })
  @ValidateNested()
  @Type(() => BonusSettingDto)
  bonuses?: BonusSettingDto;

  @IsOptional()
  @IsObject({ message: TRACKING_MESSAGES.GOOGLE_ADS })
  @ValidateNested()
  @Type(() => TrackingSettingDto)
  tracking?: TrackingSettingDto;

  @IsOptional()
  @IsObject({ message: SETTING_MESSAGES.SHOP })
  @ValidateNested()
  @Type(() => ShopSettingDto)
  shop?: ShopSettingDto;

  @IsOptional()
  @IsObject({ message: SETTING_MESSAGES.SEO })
  @ValidateNested()
  @Type(() => SeoSettingDto)
  seo?: SeoSettingDto;

  @IsOptional()
  @IsObject({ message: SETTING_MESSAGES.CARE })
  @ValidateNested()
  @Type(() => MainSettingDto)
  main?: MainSettingDto;

  @IsOptional()
  @IsObject({ message: SETTING_MESSAGES.BANK_ACCOUNT })
  @ValidateNested()
  @Type(() => BankAccountSettingDto)
  bankAccount?: BankAccountSettingDto;
}
