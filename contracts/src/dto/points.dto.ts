import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Max, Min, ValidateBy } from 'class-validator';
import { POINT_MESSAGES } from '../points.js';

const notBlank = (message: string) =>
  ValidateBy({ name: 'notBlank', validator: { validate: (v) => typeof v === 'string' && v.trim().length >= 2, defaultMessage: () => message } });

/** Body of POST /api/console/shop/points: a point policy with a fixed amount or a rate (one of them). */
export class CreatePointPolicyDto {
  @IsString({ message: POINT_MESSAGES.POLICY_NAME })
  @Length(2, 40, { message: POINT_MESSAGES.POLICY_NAME })
  @notBlank(POINT_MESSAGES.POLICY_NAME)
  name!: string;

  /** 원 granted each time; null or absent when the policy grants by rate. */
  @IsOptional()
  @IsInt({ message: POINT_MESSAGES.POLICY_AMOUNT })
  @Min(1, { message: POINT_MESSAGES.POLICY_AMOUNT })
  @Max(10_000_000, { message: POINT_MESSAGES.POLICY_AMOUNT })
  amount?: number | null;

  /** Percent 0–100 (spec §9 "Percent 0-100"); null or absent when the policy grants a fixed amount. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: POINT_MESSAGES.POLICY_RATE })
  @Min(0, { message: POINT_MESSAGES.POLICY_RATE })
  @Max(100, { message: POINT_MESSAGES.POLICY_RATE })
  rate?: number | null;

  /** Days a grant stays usable; null or absent: never expires. */
  @IsOptional()
  @IsInt({ message: POINT_MESSAGES.VALIDITY_DAYS })
  @Min(1, { message: POINT_MESSAGES.VALIDITY_DAYS })
  @Max(3_650, { message: POINT_MESSAGES.VALIDITY_DAYS })
  validityDays?: number | null;

  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

/** Body of PUT /api/console/shop/points/{id}: the fields to change. */
export class UpdatePointPolicyDto {
  @IsOptional()
  @IsString({ message: POINT_MESSAGES.POLICY_NAME })
  @Length(2, 40, { message: POINT_MESSAGES.POLICY_NAME })
  @notBlank(POINT_MESSAGES.POLICY_NAME)
  name?: string;

  @IsOptional()
  @IsInt({ message: POINT_MESSAGES.POLICY_AMOUNT })
  @Min(1, { message: POINT_MESSAGES.POLICY_AMOUNT })
  @Max(10_000_000, { message: POINT_MESSAGES.POLICY_AMOUNT })
  amount?: number | null;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: POINT_MESSAGES.POLICY_RATE })
  @Min(0, { message: POINT_MESSAGES.POLICY_RATE })
  @Max(100, { message: POINT_MESSAGES.POLICY_RATE })
  rate?: number | null;

  @IsOptional()
  @IsInt({ message: POINT_MESSAGES.VALIDITY_DAYS })
  @Min(1, { message: POINT_MESSAGES.VALIDITY_DAYS })
  @Max(3_650, { message: POINT_MESSAGES.VALIDITY_DAYS })
  validityDays?: number | null;

  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

/** Body of POST /api/console/users/{id}/points: staff grant points to the member or take them away, with a reason. */
export class AdjustUserPointsDto {
  /** `grant` (적립) or `debit` (차감). */
  @IsIn(['grant', 'debit'], { message: POINT_MESSAGES.ADJUST_KIND })
  kind!: 'grant' | 'debit';

  /** 원. For a grant under a fixed-amount policy it may be left out (the policy's amount). */
  @IsOptional()
  @IsInt({ message: POINT_MESSAGES.ADJUST_AMOUNT })
  @Min(1, { message: POINT_MESSAGES.ADJUST_AMOUNT })
  @Max(10_000_000, { message: POINT_MESSAGES.ADJUST_AMOUNT })
  amount?: number;

  /** The point policy of a grant (its name and validity), or absent. */
  @IsOptional()
  @IsString({ message: POINT_MESSAGES.POLICY_NOT_FOUND })
  @Length(1, 60, { message: POINT_MESSAGES.POLICY_NOT_FOUND })
  pointId?: string;

  @IsString({ message: POINT_MESSAGES.REASON })
  @Length(2, 200, { message: POINT_MESSAGES.REASON })
  @notBlank(POINT_MESSAGES.REASON)
  reason!: string;
}

/** Body of POST /api/console/user-points: the same for the member of a username. */
export class AdjustMemberPointsDto extends AdjustUserPointsDto {
  @IsString({ message: POINT_MESSAGES.USERNAME })
  @Length(1, 40, { message: POINT_MESSAGES.USERNAME })
  username!: string;
}
