import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  STATISTICS_LIMITS,
  STATISTICS_MESSAGES,
  type DailySalesResponse,
  type DayOfWeekSalesResponse,
  type MonthlySalesResponse,
  type ProductsSalesResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { readPeriod, seoulDate } from '../domain/calendar.js';
import { SalesStatisticsQueries } from '../application/sales-statistics.queries.js';

/** A single query-string value; a repeated parameter (an array) is not one. */
function single(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '\u0000';
}

/** Today's business day in Asia/Seoul. */
const today = () => seoulDate(new Date().toISOString()).day;

/**
 * Console sales statistics, /api/console/statistics (spec §7; the statistics area of spec §6: console, admin02, admin03).
 * Periods are `from`/`to` days `yyyy-mm-dd` (Asia/Seoul, both included), by default the last 30
 * days ending today; a bad period answers 400 "조회 기간을 확인해주세요". Figures are eventually
 * consistent: they follow the order events as the statistics consumer receives them.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('statistics')
@Controller('api/console/statistics')
export class StatisticsConsoleController {
  constructor(private readonly queries: SalesStatisticsQueries) {}

  /** Every day of the period (at most 366 days), zeros included. */
  @Get('dailySales')
  @ApiAnswer(200, 'DailySalesResponse')
  @ApiQuery({ name: 'from', required: false, description: 'First day, yyyy-mm-dd (Asia/Seoul)', example: '2026-05-01' })
  @ApiQuery({ name: 'to', required: false, description: 'Last day, yyyy-mm-dd (Asia/Seoul)', example: '2026-05-31' })
  dailySales(@Query('from') from?: unknown, @Query('to') to?: unknown): Promise<DailySalesResponse> {
    const period = this.period(from, to, STATISTICS_LIMITS.maxDailyDays);
    return this.queries.dailySales(period.from, period.to);
  }

  /** The 12 months of `year` (default: this year in Asia/Seoul). */
  @Get('monthlySales')
  @ApiAnswer(200, 'MonthlySalesResponse')
  @ApiQuery({ name: 'year', required: false, example: '2026' })
  monthlySales(@Query('year') year?: unknown): Promise<MonthlySalesResponse> {
    const value = single(year);
    if (value === undefined || value === '') return this.queries.monthlySales(Number(today().slice(0, 4)));
    if (!/^\d{4}$/.test(value) || Number(value) < 1970) throw new BadRequestException(STATISTICS_MESSAGES.YEAR);
    return this.queries.monthlySales(Number(value));
  }

  /** Seven entries, 일 to 토, over the period. */
  @Get('dayOfWeekSales')
  @ApiAnswer(200, 'DayOfWeekSalesResponse')
  @ApiQuery({ name: 'from', required: false, description: 'First day, yyyy-mm-dd (Asia/Seoul)', example: '2026-05-01' })
  @ApiQuery({ name: 'to', required: false, description: 'Last day, yyyy-mm-dd (Asia/Seoul)', example: '2026-05-31' })
  dayOfWeekSales(@Query('from') from?: unknown, @Query('to') to?: unknown): Promise<DayOfWeekSalesResponse> {
    const period = this.period(from, to);
    return this.queries.dayOfWeekSales(period.from, period.to);
  }

  /** The best sellers of the period by paid amount (default 10, at most 100). */
  @Get('productsSales')
  @ApiAnswer(200, 'ProductsSalesResponse')
  @ApiQuery({ name: 'from', required: false, description: 'First day, yyyy-mm-dd (Asia/Seoul)', example: '2026-05-01' })
  @ApiQuery({ name: 'to', required: false, description: 'Last day, yyyy-mm-dd (Asia/Seoul)', example: '2026-05-31' })
  @ApiQuery({ name: 'limit', required: false, example: '10' })
  productsSales(@Query('from') from?: unknown, @Query('to') to?: unknown, @Query('limit') limit?: unknown): Promise<ProductsSalesResponse> {
    const period = this.period(from, to);
    const value = single(limit);
    let count: number = STATISTICS_LIMITS.productsDefault;
    if (value !== undefined && value !== '') {
      count = /^\d{1,3}$/.test(value) ? Number(value) : 0;
      if (count < 1 || count > STATISTICS_LIMITS.productsMax) throw new BadRequestException(STATISTICS_MESSAGES.LIMIT);
    }
    return this.queries.productsSales(period.from, period.to, count);
  }

  /** The query's period, or 400 with the Korean message. */
  private period(from: unknown, to: unknown, maxDays?: number): { from: string; to: string } {
    const result = readPeriod(single(from), single(to), today(), STATISTICS_LIMITS.defaultDays, maxDays);
    if (!result.ok) throw new BadRequestException(STATISTICS_MESSAGES.PERIOD);
    return result;
  }
}
