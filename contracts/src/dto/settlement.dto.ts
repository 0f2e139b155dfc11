import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
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

/** Query of the month's export and withholding report: `month` `YYYY-MM` (Asia/Seoul). */
export class SettlementMonthQueryDto {
  @Matches(MONTH, { message: SETTLEMENT_MESSAGES.MONTH })
  month!: string;
}
