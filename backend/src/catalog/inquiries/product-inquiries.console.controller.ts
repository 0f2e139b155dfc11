import { Body, Controller, Delete, Get, Headers, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AnswerProductInquiryDto,
  AnswerStatus,
  type ConsoleProductInquiryListResponse,
  type ConsoleProductInquiryResponse,
  type ProductInquiryDeletedResponse,
  type ProductInquiryWrittenResponse,
} from '@shop/contracts';
import { ConsoleArea, CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import type { AnswerProductInquiry, DeleteProductInquiry } from './product-inquiry.decider.js';
import { ProductInquiries } from './product-inquiries.js';

const STATUSES: readonly string[] = Object.values(AnswerStatus);

/** Console product inquiries, /api/console/shop/inquires (spec §7 Console shop, §6: admin03 with the other two scopes). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('shopInquiries')
@Controller('api/console/shop/inquires')
export class ProductInquiriesConsoleController {
  constructor(private readonly inquiries: ProductInquiries) {}

  /** Every inquiry, newest first, by words (subject, content, product name, username) and answer state, with the number awaiting an answer. */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiQuery({ name: 'status', required: false, enum: Object.values(AnswerStatus) })
  @ApiAnswer(200, 'ConsoleProductInquiryListResponse')
  list(
    @CurrentUser() staff: Principal,
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: string,
    @Query('status') status?: string,
  ): Promise<ConsoleProductInquiryListResponse> {
    const state = typeof status === 'string' && STATUSES.includes(status) ? (status as AnswerStatus) : undefined;
    return this.inquiries.consoleList(typeof searchValue === 'string' ? searchValue.slice(0, 50) : undefined, state, staff, pageFromHeaders(headers));
  }

  @Get(':id')
  @ApiAnswer(200, 'ConsoleProductInquiryResponse')
  async one(@CurrentUser() staff: Principal, @Param('id') id: string): Promise<ConsoleProductInquiryResponse> {
    return { inquire: await this.inquiries.consoleOne(id, staff) };
  }

  /** Answers the inquiry, or changes its answer (ANSWER_COMPLETE). */
  @Put(':id')
  @ApiAnswer(200, 'ProductInquiryWrittenResponse')
  async answer(
    @CurrentUser() staff: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: AnswerProductInquiryDto,
  ): Promise<ProductInquiryWrittenResponse> {
    const command: AnswerProductInquiry = { type: 'AnswerProductInquiry', data: { inquiryId: id, staffId: staff._user, answer: dto.answer }, metadata };
    const position = await this.inquiries.send(command);
    return { inquire: await this.inquiries.consoleOne(id, staff), position };
  }

  /** Deletes an inquiry (e.g. abuse). */
  @Delete(':id')
  @ApiAnswer(200, 'ProductInquiryDeletedResponse')
  async remove(@CurrentUser() staff: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ProductInquiryDeletedResponse> {
    const command: DeleteProductInquiry = { type: 'DeleteProductInquiry', data: { inquiryId: id, userId: null, deletedBy: staff._user }, metadata };
    return { deleted: id, position: await this.inquiries.send(command) };
  }
}
