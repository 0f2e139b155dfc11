import { IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { SETTLEMENT_MESSAGES } from '../rules/settlements.js';

const MONTH = /^(2\d{3})-(0[1-9]|1[0-2])$/;

/** Query of GET /api/console/settlements: the month (`YYYY-MM`, Asia/Seoul), words in the promoter's name or username, the page (from 1). */
export class ConsoleSettlementListQueryDto {
  @Matches(MONTH, { message: SETTLEMENT_MESSAGES.MONTH })
  month!: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  searchValue?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,3}$/, { message: SETTLEMENT_MESSAGES.PAGE })
  page?: string;
}

/** Body of PUT /api/console/settlements/{id}/approve and /paid (optional): finance's memo (at most 200 characters), kept with the decision. */
export class SettlementDecisionDto {
  @IsOptional()
  @IsString({ message: SETTLEMENT_MESSAGES.MEMO })
  @MaxLength(200, { message: SETTLEMENT_MESSAGES.MEMO })
  memo?: string;

  /**
   * The position of the last line finance saw (the detail's `lines`, 0 with none): an approval
   * is refused with 409 SETTLEMENT_FIGURES_CHANGED when the figures moved since.
   */
  @IsOptional()
  @IsInt({ message: SETTLEMENT_MESSAGES.AS_OF })
  @Min(0, { message: SETTLEMENT_MESSAGES.AS_OF })
  asOf?: number;
}

/** Query of the month's export and withholding report: `month` `YYYY-MM` (Asia/Seoul). */
export class SettlementMonthQueryDto {
  @Matches(MONTH, { message: SETTLEMENT_MESSAGES.MONTH })
  month!: string;
}
