import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  NotEquals,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { LEVEL_MESSAGES } from '../levels.js';

/** A criterion of a level (spec §9 level criteria). */
export class LevelCriterionDto {
  @IsIn(['score', 'monthlyPurchaseAmount'], { message: LEVEL_MESSAGES.CRITERION_TYPE })
  type!: 'score' | 'monthlyPurchaseAmount';

  @IsInt({ message: LEVEL_MESSAGES.CRITERION_VALUE })
  @Min(0, { message: LEVEL_MESSAGES.CRITERION_VALUE })
  @Max(10_000_000_000, { message: LEVEL_MESSAGES.CRITERION_VALUE })
  value!: number;

  @IsBoolean({ message: LEVEL_MESSAGES.FLAG })
  isActive!: boolean;
}

/** A discount of a level: percent 0–100 (the default unit, spec §9) or 원 per unit. */
export class LevelDiscountDto {
  @IsOptional()
  @IsIn(['productPrice'], { message: LEVEL_MESSAGES.DISCOUNT_UNIT })
  type?: 'productPrice';

  @IsOptional()
  @IsIn(['percent', 'won'], { message: LEVEL_MESSAGES.DISCOUNT_UNIT })
  unit?: 'percent' | 'won';

  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: LEVEL_MESSAGES.DISCOUNT_VALUE })
  @Min(0, { message: LEVEL_MESSAGES.DISCOUNT_VALUE })
  @ValidateBy({
    name: 'levelDiscountValue',
    validator: {
      validate: (v, args) => {
        const unit = (args?.object as LevelDiscountDto).unit ?? 'percent';
        return typeof v === 'number' && (unit === 'won' ? Number.isInteger(v) && v <= 10_000_000 : v <= 100);
      },
      defaultMessage: (args) => ((args?.object as LevelDiscountDto).unit === 'won' ? LEVEL_MESSAGES.DISCOUNT_WON : LEVEL_MESSAGES.DISCOUNT_VALUE),
    },
  })
  value!: number;

  @IsBoolean({ message: LEVEL_MESSAGES.FLAG })
  isActive!: boolean;
}

/** Fields of a level shared by create and update. */
class LevelFieldsDto {
  @IsOptional()
  @IsInt({ message: LEVEL_MESSAGES.INDEX })
  @Min(0, { message: LEVEL_MESSAGES.INDEX })
  @Max(100, { message: LEVEL_MESSAGES.INDEX })
  index?: number;

  @IsOptional()
  @IsIn(['ALL', 'PERSON', 'COMPANY'], { message: LEVEL_MESSAGES.SCOPE })
  scope?: 'ALL' | 'PERSON' | 'COMPANY';

  @IsOptional()
  @IsBoolean({ message: LEVEL_MESSAGES.FLAG })
  isActive?: boolean;

  @IsOptional()
  @IsBoolean({ message: LEVEL_MESSAGES.FLAG })
  isWelcome?: boolean;

  @IsOptional()
  @IsArray({ message: LEVEL_MESSAGES.CRITERION_TYPE })
  @ArrayMaxSize(10, { message: LEVEL_MESSAGES.CRITERION_TYPE })
  @ValidateNested({ each: true })
  @Type(() => LevelCriterionDto)
  criteria?: LevelCriterionDto[];

  @IsOptional()
  @IsArray({ message: LEVEL_MESSAGES.DISCOUNT_VALUE })
  @ArrayMaxSize(10, { message: LEVEL_MESSAGES.DISCOUNT_VALUE })
  @ValidateNested({ each: true })
  @Type(() => LevelDiscountDto)
  discounts?: LevelDiscountDto[];

  /** Points rate on 구매확정, percent 0–100. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: LEVEL_MESSAGES.POINTS })
  @Min(0, { message: LEVEL_MESSAGES.POINTS })
  @Max(100, { message: LEVEL_MESSAGES.POINTS })
  points?: number;

  @IsOptional()
  @IsArray({ message: LEVEL_MESSAGES.COUPONS })
  @ArrayMaxSize(20, { message: LEVEL_MESSAGES.COUPONS })
  @IsString({ each: true, message: LEVEL_MESSAGES.COUPONS })
  @Length(1, 60, { each: true, message: LEVEL_MESSAGES.COUPONS })
  coupons?: string[];
}

/** Body of POST /api/console/levels. */
export class CreateLevelDto extends LevelFieldsDto {
  @IsString({ message: LEVEL_MESSAGES.CODE })
  @Matches(/^[A-Z0-9_]{2,20}$/, { message: LEVEL_MESSAGES.CODE })
  code!: string;

  @IsString({ message: LEVEL_MESSAGES.NAME })
  @Length(1, 20, { message: LEVEL_MESSAGES.NAME })
  name!: string;
}

/** Body of PUT /api/console/levels/{code}: the fields to change. */
export class UpdateLevelDto extends LevelFieldsDto {
  @IsOptional()
  @IsString({ message: LEVEL_MESSAGES.NAME })
  @Length(1, 20, { message: LEVEL_MESSAGES.NAME })
  name?: string;
}

/** Body of POST /api/console/levels/evaluate: one member (by username) or, when absent, every member. */
export class EvaluateLevelsDto {
  @IsOptional()
  @IsString({ message: LEVEL_MESSAGES.USERNAME })
  @Length(1, 40, { message: LEVEL_MESSAGES.USERNAME })
  username?: string;
}

/** Body of POST /api/console/users/{id}/scores: add to or subtract from the member's score, with a reason. */
export class AdjustUserScoreDto {
  @IsInt({ message: LEVEL_MESSAGES.SCORE_DELTA })
  @Min(-1_000_000, { message: LEVEL_MESSAGES.SCORE_DELTA })
  @Max(1_000_000, { message: LEVEL_MESSAGES.SCORE_DELTA })
  @NotEquals(0, { message: LEVEL_MESSAGES.SCORE_DELTA })
  delta!: number;

  @IsString({ message: LEVEL_MESSAGES.REASON })
  @Length(2, 200, { message: LEVEL_MESSAGES.REASON })
  reason!: string;
}

/** Body of POST /api/console/user-scores: the same for the member of a username. */
export class AdjustMemberScoreDto extends AdjustUserScoreDto {
  @IsString({ message: LEVEL_MESSAGES.USERNAME })
  @Length(1, 40, { message: LEVEL_MESSAGES.USERNAME })
  username!: string;
}

/** Body of PUT /api/console/users/{id}/grades: staff put the member at a level by hand, with a reason. */
export class AssignMemberLevelDto {
  @IsString({ message: LEVEL_MESSAGES.LEVEL_NOT_FOUND })
  @Matches(/^[A-Z0-9_]{2,20}$/, { message: LEVEL_MESSAGES.LEVEL_NOT_FOUND })
  code!: string;

  @IsString({ message: LEVEL_MESSAGES.REASON })
  @Length(2, 200, { message: LEVEL_MESSAGES.REASON })
  reason!: string;
}
