import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsOptional, IsString, Matches, Max, Min, ValidateNested } from 'class-validator';
import { BONUS_MESSAGES } from '../bonuses.js';
import { SETTING_MESSAGES } from '../settings.js';
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
}
