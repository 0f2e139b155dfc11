import { BadRequestException, Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  STATISTICS_LIMITS,
  STATISTICS_TABLES,
  excelFileName,
  periodMonths,
  periodTable,
  previousPeriod,
  productsTable,
  type StatisticsTable,
  type StatisticsTableKind,
  STATISTICS_MESSAGES,
  type DailySalesResponse,
  type DayOfWeekSalesResponse,
  type MonthlySalesResponse,
  type ProductsSalesResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { isMonth, monthsBetween, readPeriod, seoulDate } from '../domain/calendar.js';
import { SalesStatisticsQueries } from '../application/sales-statistics.queries.js';
import { statisticsWorkbook } from '../application/statistics-workbook.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

  /**
   * The 12 months of `year` (default: this year in Asia/Seoul), or the months `from`..`to`
   * (`yyyy-mm`, both needed, at most 36) when a range is given; a bad range answers 400 "조회 기간을 확인해주세요".
   */
  @Get('monthlySales')
  @ApiAnswer(200, 'MonthlySalesResponse')
  @ApiQuery({ name: 'year', required: false, example: '2026' })
  @ApiQuery({ name: 'from', required: false, description: 'First month, yyyy-mm (Asia/Seoul)', example: '2025-12' })
  @ApiQuery({ name: 'to', required: false, description: 'Last month, yyyy-mm (Asia/Seoul)', example: '2026-11' })
  monthlySales(@Query('year') year?: unknown, @Query('from') from?: unknown, @Query('to') to?: unknown): Promise<MonthlySalesResponse> {
    const [first, last] = [single(from), single(to)];
    if (first !== undefined || last !== undefined) {
      const ok = isMonth(first) && isMonth(last) && first <= last && monthsBetween(first, last).length <= STATISTICS_LIMITS.maxMonths;
      if (!ok) throw new BadRequestException(STATISTICS_MESSAGES.PERIOD);
      return this.queries.monthlySalesBetween(first, last);
    }
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

  /**
   * One table of the statistics page as an .xlsx file, `statistics_{table}_YYYYMMDD_HHmmss.xlsx`
   * (spec §9, KST): the rows of the period (`from`..`to`, at most 366 days; the months it touches
   * for `monthly`; the best 10 for `products`) beside the previous period of the same length
   * (contracts' `previousPeriod`), as the page shows them. 400 for an unknown table or a bad period.
   */
  @Get('export')
  @ApiQuery({ name: 'table', required: true, enum: Object.keys(STATISTICS_TABLES) })
  @ApiQuery({ name: 'from', required: false, description: 'First day, yyyy-mm-dd (Asia/Seoul)', example: '2026-05-01' })
  @ApiQuery({ name: 'to', required: false, description: 'Last day, yyyy-mm-dd (Asia/Seoul)', example: '2026-05-31' })
  @ApiProduces(XLSX)
  @ApiResponse({ status: 200, description: 'The .xlsx workbook', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } })
  async export(
    @CommandMeta() metadata: CommandMetadata,
    @Query('table') table?: unknown,
    @Query('from') from?: unknown,
    @Query('to') to?: unknown,
  ): Promise<StreamableFile> {
    const kind = single(table);
    if (kind === undefined || !Object.hasOwn(STATISTICS_TABLES, kind)) throw new BadRequestException(STATISTICS_MESSAGES.TABLE);
    const period = this.period(from, to, STATISTICS_LIMITS.maxDailyDays);
    const sheet = await this.table(kind as StatisticsTableKind, period);
    const name = excelFileName(`statistics_${kind}`, new Date(metadata.now));
    return new StreamableFile(statisticsWorkbook(sheet, period), { type: XLSX, disposition: `attachment; filename="${name}"` });
  }

  /** The table `kind` of `period` beside its previous period. */
  private async table(kind: StatisticsTableKind, period: { from: string; to: string }): Promise<StatisticsTable> {
    const previous = previousPeriod(period);
    switch (kind) {
      case 'monthly': {
        const [now, then] = [periodMonths(period), periodMonths(previous)];
        const [current, before] = await Promise.all([this.queries.monthlySalesBetween(now.from, now.to), this.queries.monthlySalesBetween(then.from, then.to)]);
        return periodTable({ kind, current, previous: before });
      }
      case 'daily': {
        const [current, before] = await Promise.all([this.queries.dailySales(period.from, period.to), this.queries.dailySales(previous.from, previous.to)]);
        return periodTable({ kind, current, previous: before });
      }
      case 'dayOfWeek': {
        const [current, before] = await Promise.all([
          this.queries.dayOfWeekSales(period.from, period.to),
          this.queries.dayOfWeekSales(previous.from, previous.to),
        ]);
        return periodTable({ kind, current, previous: before });
      }
      case 'products': {
        const limit = STATISTICS_LIMITS.productsDefault;
        const [current, before] = await Promise.all([
          this.queries.productsSales(period.from, period.to, limit),
          this.queries.productsSales(previous.from, previous.to, STATISTICS_LIMITS.productsMax),
        ]);
        return productsTable(current, before);
      }
    }
  }

  /** The query's period, or 400 with the Korean message. */
  private period(from: unknown, to: unknown, maxDays?: number): { from: string; to: string } {
    const result = readPeriod(single(from), single(to), today(), STATISTICS_LIMITS.defaultDays, maxDays);
    if (!result.ok) throw new BadRequestException(STATISTICS_MESSAGES.PERIOD);
    return result;
  }
}
