import {
  BadRequestException,
  Controller,
  Get,
  Headers,
  HttpCode,
  NotFoundException,
  Param,
  PayloadTooLargeException,
  Post,
  Query,
  Req,
  StreamableFile,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  DAY_PATTERN,
  INVOICE_UPLOAD_MAX_BYTES,
  PURCHASE_FILE_MESSAGES,
  PURCHASE_SORTS,
  PURCHASE_VIEW_TEXT,
  excelFileName,
  type BulkResponse,
  type PurchaseCountsResponse,
  type PurchaseListResponse,
  type PurchaseSort,
  type PurchaseView,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/command.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { readOneFile } from '../../platform/http/multipart.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { PurchaseMoves } from '../application/claims/purchase-moves.js';
import { ConsolePurchaseQueries } from '../application/console-purchases/console-purchase.queries.js';
import { InvoiceSheetError, readInvoiceSheet } from '../application/console-purchases/invoice-sheet.js';
import type { PurchaseSearch } from '../application/console-purchases/purchase-filter.js';
import { invoiceTemplate, purchasesWorkbook } from '../application/console-purchases/purchases-workbook.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_MESSAGE = '조회 기간을 yyyy-mm-dd 형식으로 입력해주세요';
/** An .xlsx file is a ZIP archive: it starts with a local file header. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The search of the purchase table from its query parameters; a malformed or reversed date range is refused (400). */
function searchOf(view: string | undefined, searchValue: string | undefined, from: string | undefined, to: string | undefined): PurchaseSearch {
  for (const day of [from, to]) if (day !== undefined && day !== '' && !DAY_PATTERN.test(day)) throw new BadRequestException(DATE_MESSAGE);
  if (from && to && from > to) throw new BadRequestException('조회 시작일이 종료일보다 늦습니다');
  return {
    view: view && Object.hasOwn(PURCHASE_VIEW_TEXT, view) ? (view as PurchaseView) : 'all',
    searchValue: searchValue?.slice(0, 50),
    from: from || undefined,
    to: to || undefined,
  };
}

const sortOf = (sort: string | undefined): PurchaseSort => (sort && Object.hasOwn(PURCHASE_SORTS, sort) ? (sort as PurchaseSort) : 'newest');

/** The query parameters every purchase read takes: view, words, dates, order. */
function ApiPurchaseSearch(): MethodDecorator {
  const decorators = [
    ApiQuery({ name: 'view', required: false, description: 'Purchase view (other values: all)', enum: Object.keys(PURCHASE_VIEW_TEXT) }),
    ApiQuery({
      name: 'searchValue',
      required: false,
      description: 'Words in the order or purchase number, buyer or product, or the receiver phone digits (first 50 characters)',
    }),
    ApiQuery({ name: 'from', required: false, description: 'First order day, Asia/Seoul', schema: { type: 'string', pattern: DAY_PATTERN.source } }),
    ApiQuery({ name: 'to', required: false, description: 'Last order day (included), Asia/Seoul', schema: { type: 'string', pattern: DAY_PATTERN.source } }),
    ApiQuery({ name: 'sort', required: false, description: 'Order of the rows (other values: newest)', enum: Object.keys(PURCHASE_SORTS) }),
  ];
  return (target, key, descriptor) => decorators.forEach((d) => d(target, key, descriptor));
}

/**
 * The console's purchase table (spec §2 purchase views, §7 "purchases … GET dashboard/{manage}",
 * "invoices"): pages with search, dates and order, the count of each view, the Excel export of a
 * view, and the invoice upload from an Excel sheet with its template. The purchases area of §6.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('purchases')
@Controller('api/console/shop')
export class PurchasesConsoleController {
  constructor(
    private readonly queries: ConsolePurchaseQueries,
    private readonly moves: PurchaseMoves,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get('purchases')
  @ApiAnswer(200, 'PurchaseListResponse')
  @ApiPaging()
  @ApiPurchaseSearch()
  purchases(
    @Headers() headers: Record<string, string>,
    @Query('view') view?: string,
    @Query('searchValue') searchValue?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('sort') sort?: string,
  ): Promise<PurchaseListResponse> {
    return this.queries.page(searchOf(view, searchValue, from, to), sortOf(sort), pageFromHeaders(headers));
  }

  /** `counts`: how many purchases each view holds under the same words and dates (the view tabs). */
  @Get('purchases/dashboard/:manage')
  @ApiAnswer(200, 'PurchaseCountsResponse')
  @ApiPurchaseSearch()
  async dashboard(
    @Param('manage') manage: string,
    @Query('searchValue') searchValue?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
  ): Promise<PurchaseCountsResponse> {
    if (manage !== 'counts') throw new NotFoundException();
    const { view: _view, ...search } = searchOf(undefined, searchValue, from, to);
    return { counts: await this.queries.counts(search) };
  }

  /** The view's purchases under the same words, dates and order as an .xlsx file, purchases_YYYYMMDD_HHmmss.xlsx (spec §9, KST). */
  @Get('purchases/export')
  @ApiPurchaseSearch()
  @ApiProduces(XLSX)
  @ApiResponse({ status: 200, description: 'The .xlsx workbook', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } })
  async export(
    @CommandMeta() metadata: CommandMetadata,
    @Query('view') view?: string,
    @Query('searchValue') searchValue?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('sort') sort?: string,
  ): Promise<StreamableFile> {
    const rows = await this.queries.all(searchOf(view, searchValue, from, to), sortOf(sort));
    const name = excelFileName('purchases', new Date(metadata.now));
    return new StreamableFile(purchasesWorkbook(rows), { type: XLSX, disposition: `attachment; filename="${name}"` });
  }

  /** The sheet to fill for the invoice upload: 상품주문번호, 택배사, 송장번호, and the couriers' names and codes. */
  @Get('invoices/template')
  @ApiProduces(XLSX)
  @ApiResponse({ status: 200, description: 'The .xlsx template', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } })
  async template(): Promise<StreamableFile> {
    return new StreamableFile(await invoiceTemplate(), { type: XLSX, disposition: 'attachment; filename="invoices_template.xlsx"' });
  }

  /**
   * Registers the invoices of an uploaded sheet (multipart field `file`, .xlsx, at most 1 MB,
   * 500 rows) row by row, as PUT /api/console/shop/invoices does: one bad row is reported with
   * its Excel row number and the others are applied.
   */
  @Post('invoices/upload')
  @HttpCode(200)
  @ApiAnswer(200, 'BulkResponse')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  async upload(@CommandMeta() metadata: CommandMetadata, @Req() req: FastifyRequest): Promise<BulkResponse> {
    const bytes = await uploadedFile(req);
    let sheet;
    try {
      sheet = await readInvoiceSheet(bytes);
    } catch (error) {
      if (error instanceof InvoiceSheetError) throw new BadRequestException(error.message);
      throw error;
    }
    const applied = sheet.rows.length
      ? await this.moves.invoices(
          sheet.rows.map(({ row, purchaseNumber, courierCode, invoiceNumber }) => ({ row, value: { purchaseNumber, courierCode, invoiceNumber } })),
          metadata,
        )
      : { results: [], succeeded: 0, failed: 0, position: 0 };
    await this.runner.waitFor(applied.position, COMMAND_READ_TIMEOUT_MS);
    const results = [...sheet.refused, ...applied.results].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return { results, succeeded: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length, position: applied.position };
  }
}

/** The bytes of the one file of a multipart request, checked to be a ZIP (xlsx) within INVOICE_UPLOAD_MAX_BYTES; 400 or 413 otherwise. */
async function uploadedFile(req: FastifyRequest): Promise<Buffer> {
  const bytes = await readOneFile(req, INVOICE_UPLOAD_MAX_BYTES, {
    missing: () => new BadRequestException(PURCHASE_FILE_MESSAGES.FILE_REQUIRED),
    tooLarge: () => new PayloadTooLargeException(PURCHASE_FILE_MESSAGES.FILE_TOO_LARGE),
  });
  if (bytes.length < ZIP_MAGIC.length || !bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC))
    throw new BadRequestException(PURCHASE_FILE_MESSAGES.FILE_UNREADABLE);
  return bytes;
}
