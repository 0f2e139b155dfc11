import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { SETTING_MESSAGES } from '../settings.js';

/** The shop setting's coupon policy. */
export class CouponSettingDto {
  /** Coupons come back when a return of their order is refunded. */
  @IsBoolean({ message: SETTING_MESSAGES.COUPON_RESTORE_ON_RETURN })
  restoreOnReturn!: boolean;
}

/** Body of PUT /api/console/setting: the parts of the shop setting to change (each replaced whole; absent ones stay). */
export class UpdateSettingDto {
  @IsOptional()
  @IsObject({ message: SETTING_MESSAGES.COUPON_RESTORE_ON_RETURN })
  @ValidateNested()
  @Type(() => CouponSettingDto)
  coupons?: CouponSettingDto;
}
