import { Body, Controller, Delete, Get, Headers, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EditFormDto, FORM_CODES, formCodeOf, type FormDeletedResponse, type FormEditedResponse, type FormListResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import type { WithdrawForm } from './form.decider.js';
import { CenterForms } from './forms.js';

/**
 * The signed-in member's sent forms, /api/v1/me/forms (spec §2 /mypage/forms, §7 Forms CRUD):
 * listed, changed and deleted while they await their answer; another member's are never listed
 * nor reached (404).
 */
@ApiTags('center')
@ApiBearerAuth()
@Controller('api/v1/me/forms')
export class FormsMemberController {
  constructor(private readonly forms: CenterForms) {}

  /** The member's forms, newest first (headers limit, skip), optionally of one `code`, with their answer state and answer. */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'code', required: false, enum: FORM_CODES })
  @ApiAnswer(200, 'FormListResponse')
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>, @Query('code') code?: string): Promise<FormListResponse> {
    return this.forms.list(user._user, formCodeOf(code), pageFromHeaders(headers));
  }

  /**
   * Changes the member's form while it awaits its answer (the same fields as sending, `code` the
   * form's own, `_files` every attachment kept and added). 404 for a form not the member's, 409
   * FORM_ANSWERED once answered, 400 with every field's Korean message.
   */
  @Put(':id')
  @ApiAnswer(200, 'FormEditedResponse')
  async edit(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: EditFormDto,
  ): Promise<FormEditedResponse> {
    const position = await this.forms.editForm(user._user, id, dto, metadata);
    return { form: await this.forms.forWriter(id, user._user, null), position };
  }

  /** Deletes the member's form while it awaits its answer (409 FORM_ANSWERED once answered, 404 when not the member's). */
  @Delete(':id')
  @ApiAnswer(200, 'FormDeletedResponse')
  async remove(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<FormDeletedResponse> {
    const command: WithdrawForm = { type: 'WithdrawForm', data: { formId: id, userId: user._user }, metadata };
    return { deleted: id, position: await this.forms.send(command) };
  }
}
