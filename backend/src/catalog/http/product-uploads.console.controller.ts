import { BadRequestException, Controller, Get, HttpCode, NotFoundException, Param, PayloadTooLargeException, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, type ApiBodyOptions, ApiConsumes, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PRODUCT_UPLOAD_MAX_BYTES, PRODUCT_UPLOAD_MESSAGES, type ProductUploadJob, type ProductUploadJobResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { readOneFile } from '../../platform/http/multipart.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ProductSheetError } from '../application/bulk-upload/product-sheet.js';
import { ProductUploads } from '../application/bulk-upload/product-uploads.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const FILE_BODY: ApiBodyOptions = {
  schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: '상품 양식(.xlsx), 5MB·2,000줄 이하' } } },
};
const XLSX_ANSWER = { status: 200, description: 'The .xlsx workbook', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } };

/** The bytes of the one uploaded file, checked to be a ZIP (xlsx) within PRODUCT_UPLOAD_MAX_BYTES; 400 or 413 otherwise. */
async function uploadedSheet(req: FastifyRequest): Promise<Buffer> {
  const bytes = await readOneFile(req, PRODUCT_UPLOAD_MAX_BYTES, {
    missing: () => new BadRequestException(PRODUCT_UPLOAD_MESSAGES.FILE_REQUIRED),
    tooLarge: () => new PayloadTooLargeException(PRODUCT_UPLOAD_MESSAGES.FILE_TOO_LARGE),
  });
  if (bytes.length < ZIP_MAGIC.length || !bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC))
    throw new BadRequestException(PRODUCT_UPLOAD_MESSAGES.FILE_UNREADABLE);
  return bytes;
}

/** Runs `read`, answering 400 with its Korean message when the sheet cannot be read as a whole. */
async function sheetOrBadRequest(read: () => Promise<ProductUploadJob>): Promise<ProductUploadJobResponse> {
  try {
    return { job: await read() };
  } catch (error) {
    if (error instanceof ProductSheetError) throw new BadRequestException(error.message);
    throw error;
  }
}

/**
 * The product bulk upload, /api/console/shop/bulk-upload (spec §2 console shop/bulk-upload; §6
 * bulk upload: console only): the template, a dry run answering each row's result without
 * writing, the import as a job to poll, and the refused rows as an .xlsx.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('bulkUpload')
@Controller('api/console/shop/bulk-upload')
export class ProductUploadsConsoleController {
  constructor(private readonly uploads: ProductUploads) {}

  /** The sheet to fill (상품), the valid category and brand codes (코드목록) and the column help (입력 안내). */
  @Get('template')
  @ApiProduces(XLSX)
  @ApiResponse(XLSX_ANSWER)
  async template(): Promise<StreamableFile> {
    return new StreamableFile(await this.uploads.template(), { type: XLSX, disposition: 'attachment; filename="products_template.xlsx"' });
  }

  /** Checks every row of the uploaded sheet (multipart field `file`) with the product editor's rules; writes nothing. 400 for an unreadable sheet. */
  @Post('dry-run')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiAnswer(200, 'ProductUploadJobResponse')
  async dryRun(@CommandMeta() metadata: CommandMetadata, @Req() req: FastifyRequest): Promise<ProductUploadJobResponse> {
    const bytes = await uploadedSheet(req);
    return sheetOrBadRequest(() => this.uploads.dryRun(bytes, metadata));
  }

  /** Starts the import of the uploaded sheet: answers 202 with the running job (poll GET jobs/{id}). 400 for an unreadable sheet. */
  @Post('apply')
  @HttpCode(202)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiAnswer(202, 'ProductUploadJobResponse')
  async apply(@CommandMeta() metadata: CommandMetadata, @Req() req: FastifyRequest): Promise<ProductUploadJobResponse> {
    const bytes = await uploadedSheet(req);
    return sheetOrBadRequest(() => this.uploads.start(bytes, metadata));
  }

  /** An upload's progress and per-row results (kept across restarts; an import the server stopped is 'interrupted'); 404 for an unknown one. */
  @Get('jobs/:id')
  @ApiAnswer(200, 'ProductUploadJobResponse')
  async job(@Param('id') id: string): Promise<ProductUploadJobResponse> {
    const job = await this.uploads.job(id);
    if (!job) throw new NotFoundException(PRODUCT_UPLOAD_MESSAGES.JOB_NOT_FOUND);
    return { job };
  }

  /** The refused rows of an upload as products_errors.xlsx (행, 상품코드, 상품명, 사유); 404 for an unknown upload. */
  @Get('jobs/:id/report')
  @ApiProduces(XLSX)
  @ApiResponse(XLSX_ANSWER)
  async report(@Param('id') id: string): Promise<StreamableFile> {
    const report = await this.uploads.errorReport(id);
    if (!report) throw new NotFoundException(PRODUCT_UPLOAD_MESSAGES.JOB_NOT_FOUND);
    return new StreamableFile(report, { type: XLSX, disposition: 'attachment; filename="products_errors.xlsx"' });
  }
}
