import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { BONUS_MESSAGES } from '../bonuses.js';
import { SETTING_MESSAGES } from '../settings.js';

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
}
