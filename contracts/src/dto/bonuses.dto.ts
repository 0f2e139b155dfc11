import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  NotEquals,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { BONUS_ADJUST_MAX, BONUS_MESSAGES, isBonusPercent, STAFF_BONUS_TYPES, staffBonusTypeOf, type StaffBonusType } from '../bonuses.js';

const Percent = () => ValidateBy({ name: 'bonusPercent', validator: { validate: (v) => isBonusPercent(v), defaultMessage: () => BONUS_MESSAGES.PERCENT } });

/**
 * Body of POST /api/console/users/{id}/bonuses: staff grant (amount > 0) a goods, grade or plain
 * bonus, or debit (amount < 0) a promoter's bonus, with a reason (spec §9 bonus types).
 */
export class AdjustUserBonusDto {
  /** Signed 원: positive grants, negative debits (차감); never 0; its sign must fit `type`. */
  @IsInt({ message: BONUS_MESSAGES.AMOUNT })
  @Min(-BONUS_ADJUST_MAX, { message: BONUS_MESSAGES.AMOUNT })
  @Max(BONUS_ADJUST_MAX, { message: BONUS_MESSAGES.AMOUNT })
  @NotEquals(0, { message: BONUS_MESSAGES.AMOUNT })
  @ValidateBy({
    name: 'bonusTypeSign',
    validator: {
      validate: (v, args) => typeof v !== 'number' || staffBonusTypeOf(v, (args?.object as AdjustUserBonusDto).type) !== null,
      defaultMessage: () => BONUS_MESSAGES.TYPE_SIGN,
    },
  })
  amount!: number;

  /** GOODS (상품 보너스), GRADE (등급 보너스), ADMIN_EDIT (관리자 지급) or DEBIT (차감); by the amount's sign when absent. */
  @IsOptional()
  @IsIn(STAFF_BONUS_TYPES, { message: BONUS_MESSAGES.TYPE })
  type?: StaffBonusType;

  @ValidateBy({
    name: 'bonusReason',
    validator: { validate: (v) => typeof v === 'string' && v.trim().length >= 2 && v.length <= 200, defaultMessage: () => BONUS_MESSAGES.REASON },
  })
  reason!: string;

  /** The client's id of this adjustment (a retried request applies once); generated when absent. */
  @IsOptional()
  @IsString({ message: '요청 식별자가 올바르지 않습니다' })
  @Matches(/^[A-Za-z0-9-]{8,64}$/, { message: '요청 식별자가 올바르지 않습니다' })
  adjustmentId?: string;
}

/** A level's sales bonus percent in PUT /api/console/sales-bonus-rates. */
export class LevelBonusRateDto {
  @IsString({ message: BONUS_MESSAGES.RATE_TARGET })
  @Length(1, 50, { message: BONUS_MESSAGES.RATE_TARGET })
  levelCode!: string;

  @Percent()
  percent!: number;
}

/** A category's sales bonus percent in PUT /api/console/sales-bonus-rates. */
export class CategoryBonusRateDto {
  @IsString({ message: BONUS_MESSAGES.RATE_TARGET })
  @Length(1, 50, { message: BONUS_MESSAGES.RATE_TARGET })
  categoryId!: string;

  @Percent()
  percent!: number;
}

/** Body of PUT /api/console/sales-bonus-rates: the whole table of sales bonus percents (0–100, one decimal at most). */
export class SalesBonusRatesDto {
  @Percent()
  defaultPercent!: number;

  @IsArray({ message: BONUS_MESSAGES.RATE_TARGET })
  @ArrayMaxSize(200, { message: BONUS_MESSAGES.RATE_TARGET })
  @ValidateNested({ each: true })
  @Type(() => LevelBonusRateDto)
  byLevel!: LevelBonusRateDto[];

  @IsArray({ message: BONUS_MESSAGES.RATE_TARGET })
  @ArrayMaxSize(500, { message: BONUS_MESSAGES.RATE_TARGET })
  @ValidateNested({ each: true })
  @Type(() => CategoryBonusRateDto)
  byCategory!: CategoryBonusRateDto[];
}

/** Body of PUT /api/console/bonus-withdrawals/{id}/reconcile: staff's optional note of what they checked, kept in the shop's log with the bank's answer. */
export class ReconcileBonusWithdrawalDto {
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: '메모는 200자 이내로 입력해주세요' })
  memo?: string;
}
