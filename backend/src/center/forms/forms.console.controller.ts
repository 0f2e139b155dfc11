import { Body, Controller, Delete, Get, Headers, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AnswerFormDto,
  AnswerStatus,
  FORM_CODES,
  FORM_GROUPS,
  formCodeOf,
  formGroupOf,
  type ConsoleFormListResponse,
  type ConsoleFormResponse,
  type FormDeletedResponse,
} from '@shop/contracts';
import { ConsoleArea, CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import type { AnswerForm, DeleteForm } from './form.decider.js';
import { CenterForms } from './forms.js';

const statusOf = (v: unknown): AnswerStatus | undefined => (v === 'ANSWER_AWAITING' || v === 'ANSWER_COMPLETE' ? v : undefined);

/** Console centre forms, /api/console/forms (spec §7 Console "forms", §2 console centre form pages, §6 area centreForms: admin03 with the other two). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('centreForms')
@Controller('api/console/forms')
export class FormsConsoleController {
  constructor(private readonly forms: CenterForms) {}

  /** Every form by words (subject, content, writer, username), code or console group, answer state; newest first or `sort=oldest`; with the number awaiting. */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiQuery({ name: 'code', required: false, enum: FORM_CODES })
  @ApiQuery({ name: 'group', required: false, enum: FORM_GROUPS })
  @ApiQuery({ name: 'status', required: false, enum: Object.values(AnswerStatus) })
  @ApiQuery({ name: 'sort', required: false, enum: ['latest', 'oldest'] })
  @ApiAnswer(200, 'ConsoleFormListResponse')
  list(
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: string,
    @Query('code') code?: string,
    @Query('group') group?: string,
    @Query('status') status?: string,
    @Query('sort') sort?: string,
  ): Promise<ConsoleFormListResponse> {
    const filter = {
      searchValue: typeof searchValue === 'string' ? searchValue.slice(0, 50) : undefined,
      code: formCodeOf(code),
      group: formGroupOf(group),
      status: statusOf(status),
      sort: sort === 'oldest' ? ('oldest' as const) : ('latest' as const),
    };
    return this.forms.consoleList(filter, pageFromHeaders(headers));
  }

  /** One form whole (404 when missing). */
  @Get(':id')
  @ApiAnswer(200, 'ConsoleFormResponse')
  async one(@Param('id') id: string): Promise<ConsoleFormResponse> {
    return { form: await this.forms.consoleOne(id) };
  }

  /** Answers the form, or changes its answer (ANSWER_COMPLETE); the writer sees it on /mypage/forms and /center/inquiry/{_form}. */
  @Put(':id')
  @ApiAnswer(200, 'ConsoleFormResponse')
  async answer(
    @CurrentUser() staff: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: AnswerFormDto,
  ): Promise<ConsoleFormResponse> {
    const command: AnswerForm = { type: 'AnswerForm', data: { formId: id, staffId: staff._user, answer: dto.answer }, metadata };
    const position = await this.forms.send(command);
    return { form: await this.forms.consoleOne(id), position };
  }

  /** Deletes a form (spam, a duplicate); the event names the staff member. */
  @Delete(':id')
  @ApiAnswer(200, 'FormDeletedResponse')
  async remove(@CurrentUser() staff: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<FormDeletedResponse> {
    const command: DeleteForm = { type: 'DeleteForm', data: { formId: id, staffId: staff._user }, metadata };
    return { deleted: id, position: await this.forms.send(command) };
  }
}
