import { Controller, Get, Headers, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { FORM_CODES, formCodeOf, type FormListResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { CenterForms } from './forms.js';

/** The signed-in member's sent forms, /api/v1/me/forms (spec §2 /mypage/forms): another member's are never listed. */
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
}
