import { Body, Controller, Get, Param, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  ConsoleSettlementListQueryDto,
  SETTLEMENT_STATUS_TEXT,
  SettlementDecisionDto,
  SettlementMonthQueryDto,
  excelFileName,
  parseSettlementId,
  settlementAsOf,
  type ConsoleSettlementListResponse,
  type ConsoleSettlementResponse,
  type SettlementDetail,
  type WithholdingReportResponse,
} from '@shop/contracts';
import { MemberFacts } from '../../identity/index.js';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { SettlementNotFoundError } from '../promoters.errors.js';
import type { ApproveSettlement, MarkSettlementPaid } from '../settlements/settlement.decider.js';
import { SettlementQueries } from '../settlements/settlement.queries.js';
import { settlementsWorkbook } from '../settlements/settlements-workbook.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLSX_ANSWER = { status: 200, description: 'The .xlsx workbook', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } };

/**
 * Promoters' monthly settlements for finance, /api/console/settlements (spec §2 console
 * user-settlements; §6 settlements: console only). Figures follow the bonus events as the
 * settlements consumer receives them; statuses are read back at once after approve / paid.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('settlements')
@Controller('api/console/settlements')
export class SettlementsConsoleController {
  constructor(
    private readonly queries: SettlementQueries,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    private readonly members: MemberFacts,
  ) {}

  /** The month's settlements (`month` YYYY-MM, Asia/Seoul; 400 otherwise) of promoters matching `searchValue`, page `page` of 20, with the month's sums. */
  @Get()
  @ApiAnswer(200, 'ConsoleSettlementListResponse')
  list(@Query() query: ConsoleSettlementListQueryDto): Promise<ConsoleSettlementListResponse> {
    return this.queries.month(query.month, query.searchValue?.trim() || undefined, Number(query.page ?? 1));
  }

  /** The month's settlements as `settlements_YYYYMMDD_HHmmss.xlsx` (spec §9, KST stamp). */
  @Get('export')
  @ApiProduces(XLSX)
  @ApiResponse(XLSX_ANSWER)
  async export(@CommandMeta() metadata: CommandMetadata, @Query() query: SettlementMonthQueryDto): Promise<StreamableFile> {
    const rows = (await this.queries.all(query.month)).map((s) => {
      const t = s.totals;
      return [
        s.name,
        s.username,
        t.accrued,
        t.reversed,
        t.adjusted,
        t.withdrawn,
        t.incomeTax,
        t.localTax,
        t.charge,
        t.netPaid,
        SETTLEMENT_STATUS_TEXT[s.status],
      ];
    });
    const columns = [
      { header: '이름' },
      { header: '아이디' },
      ...['적립', '회수', '조정', '출금액', '소득세', '지방소득세', '수수료', '실지급액'].map((header) => ({ header, money: true })),
      { header: '상태' },
    ];
    const name = excelFileName('settlements', new Date(metadata.now));
    return new StreamableFile(settlementsWorkbook(`프로모터 정산 ${query.month}`, columns, rows), {
      type: XLSX,
      disposition: `attachment; filename="${name}"`,
    });
  }

  /** The month's withholding per paid promoter for the tax filing: name, masked resident number, gross paid, income and local tax. */
  @Get('withholding')
  @ApiAnswer(200, 'WithholdingReportResponse')
  withholding(@Query() query: SettlementMonthQueryDto): Promise<WithholdingReportResponse> {
    return this.queries.withholding(query.month);
  }

  /** The withholding report as `withholding_YYYYMMDD_HHmmss.xlsx` (KST stamp); resident numbers masked. */
  @Get('withholding/export')
  @ApiProduces(XLSX)
  @ApiResponse(XLSX_ANSWER)
  async withholdingExport(@CommandMeta() metadata: CommandMetadata, @Query() query: SettlementMonthQueryDto): Promise<StreamableFile> {
    const report = await this.queries.withholding(query.month);
    const rows = report.rows.map((r) => [r.name, r.maskedResidentNumber, r.grossPaid, r.incomeTax, r.localTax, r.total]);
    const { grossPaid, incomeTax, localTax, total } = report.totals;
    rows.push(['합계', null, grossPaid, incomeTax, localTax, total]);
    const columns = [
      { header: '성명' },
      { header: '주민등록번호' },
      ...['지급액', '소득세', '지방소득세', '원천징수 합계'].map((header) => ({ header, money: true })),
    ];
    const name = excelFileName('withholding', new Date(metadata.now));
    return new StreamableFile(settlementsWorkbook(`원천징수 내역 ${query.month}`, columns, rows), {
      type: XLSX,
      disposition: `attachment; filename="${name}"`,
    });
  }

  /** One settlement with the lines (event id, position, type, amount, time) that make its figures; 404 SETTLEMENT_NOT_FOUND. */
  @Get(':id')
  @ApiAnswer(200, 'ConsoleSettlementResponse')
  async one(@Param('id') id: string): Promise<ConsoleSettlementResponse> {
    const settlement = await this.queries.one(id);
    if (!settlement) throw new SettlementNotFoundError();
    return { settlement };
  }

  /**
   * Approves an ended month's settlement once, freezing its figures as they stand (409
   * SETTLEMENT_MONTH_OPEN, SETTLEMENT_ALREADY_APPROVED; 409 SETTLEMENT_FIGURES_CHANGED when `asOf`,
   * the last line finance saw, is no longer the last); 404 when there is none.
   */
  @Put(':id/approve')
  @ApiAnswer(200, 'ConsoleSettlementResponse')
  async approve(@Param('id') id: string, @CommandMeta() metadata: CommandMetadata, @Body() dto: SettlementDecisionDto): Promise<ConsoleSettlementResponse> {
    const { promoterId, month, settlement: current } = await this.existing(id);
    const command: ApproveSettlement = {
      type: 'ApproveSettlement',
      data: {
        promoterId,
        month,
        approvedBy: metadata.userId ?? '',
        approvedByName: await this.staffName(metadata.userId),
        memo: dto?.memo?.trim() || null,
        totals: current.totals,
        asOf: settlementAsOf(current),
        seenAsOf: dto?.asOf ?? null,
      },
      metadata,
    };
    return this.decided(id, await this.commands.send<{ position: number }>(command));
  }

  /** Marks an approved settlement paid once (409 SETTLEMENT_NOT_APPROVED, SETTLEMENT_ALREADY_PAID); 404 when there is none. */
  @Put(':id/paid')
  @ApiAnswer(200, 'ConsoleSettlementResponse')
  async paid(@Param('id') id: string, @CommandMeta() metadata: CommandMetadata, @Body() dto: SettlementDecisionDto): Promise<ConsoleSettlementResponse> {
    const { promoterId, month } = await this.existing(id);
    const command: MarkSettlementPaid = {
      type: 'MarkSettlementPaid',
      data: { promoterId, month, paidBy: metadata.userId ?? '', paidByName: await this.staffName(metadata.userId), memo: dto?.memo?.trim() || null },
      metadata,
    };
    return this.decided(id, await this.commands.send<{ position: number }>(command));
  }

  /** How the console shows the staff member acting: `name (username)`, null when unknown. */
  private async staffName(userId: string | null): Promise<string | null> {
    const staff = userId ? await this.members.snapshot(userId) : null;
    return staff ? `${staff.name} (${staff.username})` : null;
  }

  /** The promoter, month and figures of a settlement that has figures, or 404. */
  private async existing(id: string): Promise<{ promoterId: string; month: string; settlement: SettlementDetail }> {
    const parsed = parseSettlementId(id);
    const settlement = parsed ? await this.queries.one(id) : null;
    if (!parsed || !settlement) throw new SettlementNotFoundError();
    return { ...parsed, settlement };
  }

  /** The settlement once the read models have its new status. */
  private async decided(id: string, { position }: { position: number }): Promise<ConsoleSettlementResponse> {
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return this.one(id);
  }
}
