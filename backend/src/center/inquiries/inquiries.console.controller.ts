import { Body, Controller, Get, Headers, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AnswerInquiryDto,
  AnswerStatus,
  INQUIRY_SORTS,
  QUESTION_CATEGORIES,
  SetInquiryStateDto,
  type ConsoleInquiryListResponse,
  type ConsoleInquiryResponse,
  type InquiryCategory,
  type InquirySort,
} from '@shop/contracts';
import { ConsoleArea, CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import type { AnswerInquiry, SetInquiryState } from './inquiry.decider.js';
import { MemberInquiries } from './inquiries.js';

/** `v` when it is one of `allowed`, otherwise undefined (an unknown filter value is no filter). */
const oneOf = <T extends string>(allowed: readonly T[], v: unknown): T | undefined =>
  typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;

/** Console 1:1 inquiries, /api/console/inquiries (spec §7 Console "inquiries (plus PUT {id}/state)", §6 console only). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('inquiries')
@Controller('api/console/inquiries')
export class InquiriesConsoleController {
  constructor(private readonly inquiries: MemberInquiries) {}

  /** Every inquiry by words (subject, username, name), category and answer state, in the sort asked, with the number awaiting an answer. */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiQuery({ name: 'category', required: false, enum: QUESTION_CATEGORIES })
  @ApiQuery({ name: 'status', required: false, enum: Object.values(AnswerStatus) })
  @ApiQuery({ name: 'sort', required: false, enum: INQUIRY_SORTS })
  @ApiAnswer(200, 'ConsoleInquiryListResponse')
  list(
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: string,
    @Query('category') category?: string,
    @Query('status') status?: string,
    @Query('sort') sort?: string,
  ): Promise<ConsoleInquiryListResponse> {
    const filter = {
      searchValue: typeof searchValue === 'string' ? searchValue.slice(0, 50) : undefined,
      category: oneOf<InquiryCategory>(QUESTION_CATEGORIES, category),
      status: oneOf<AnswerStatus>(Object.values(AnswerStatus), status),
      sort: oneOf<InquirySort>(INQUIRY_SORTS, sort),
    };
    return this.inquiries.consoleList(filter, pageFromHeaders(headers));
  }

  /** One inquiry whole (404 when missing). */
  @Get(':id')
  @ApiAnswer(200, 'ConsoleInquiryResponse')
  async one(@Param('id') id: string): Promise<ConsoleInquiryResponse> {
    return { inquiry: await this.inquiries.consoleOne(id) };
  }

  /** Answers the inquiry, or changes its answer (ANSWER_COMPLETE); the event names the staff member. */
  @Put(':id')
  @ApiAnswer(200, 'ConsoleInquiryResponse')
  async answer(
    @CurrentUser() staff: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: AnswerInquiryDto,
  ): Promise<ConsoleInquiryResponse> {
    const command: AnswerInquiry = { type: 'AnswerInquiry', data: { inquiryId: id, staffId: staff._user, answer: dto.answer }, metadata };
    const position = await this.inquiries.send(command);
    return { inquiry: await this.inquiries.consoleOne(id), position };
  }

  /** Sets the answer state (spec §7 "PUT {id}/state"): back to ANSWER_AWAITING lets the member change it again. */
  @Put(':id/state')
  @ApiAnswer(200, 'ConsoleInquiryResponse')
  async state(
    @CurrentUser() staff: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: SetInquiryStateDto,
  ): Promise<ConsoleInquiryResponse> {
    const command: SetInquiryState = { type: 'SetInquiryState', data: { inquiryId: id, staffId: staff._user, status: dto.status }, metadata };
    const position = await this.inquiries.send(command);
    return { inquiry: await this.inquiries.consoleOne(id), position };
  }
}
