import { Body, Controller, Get, Headers, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SendFormDto, type FormFileResponse, type FormResponse, type FormSentResponse } from '@shop/contracts';
import { CurrentUser, Public } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { IMAGE_BODY, readImage } from '../../platform/files/image-upload.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { RateLimited, type RateLimitSpec } from '../../platform/throttle/rate-limit.guard.js';
import { CenterForms } from './forms.js';

/** Forms one address may send per hour: a busy office sends several, a script no more. */
const SEND_RATE: RateLimitSpec = { name: 'forms-address', per: 'address', limit: () => 30, windowMs: 3_600_000, what: '문의 접수가' };
/** Attachments one address may upload per hour (five per form). */
const FILE_RATE: RateLimitSpec = { name: 'form-files-address', per: 'address', limit: () => 150, windowMs: 3_600_000, what: '사진 올리기가' };

/**
 * The customer centre's forms, /api/v1/forms (spec §7 Forms, §3 Board/form, §2 Customer centre):
 * visitors and members send them; the writer reads one again with its key or their member account.
 */
@ApiTags('center')
@Public()
@Controller('api/v1/forms')
export class FormsPublicController {
  constructor(private readonly forms: CenterForms) {}

  /**
   * Sends a form (subject 2–100, content 2–2,000, the kind's category, writer name and phone
   * 10–11 digits, up to five attachments, bulk-purchase details for `bulk-purchase`, terms agreed).
   * A signed-in member's form is linked to them. 400 with every field's Korean message.
   */
  @Post()
  @RateLimited(SEND_RATE)
  @ApiAnswer(201, 'FormSentResponse')
  async send(@CurrentUser() user: Principal | undefined, @CommandMeta() metadata: CommandMetadata, @Body() dto: SendFormDto): Promise<FormSentResponse> {
    const { id, key, position } = await this.forms.sendForm(user?._user ?? null, dto, metadata);
    return { form: await this.forms.forWriter(id, null, key), key, position };
  }

  /**
   * Stores one attachment (field `image`, at most 10 MB, JPEG, PNG, WebP or HEIC by content) as
   * WebP; answers the id to name in `_files`. 400 for a file that is no picture, 413 past 10 MB.
   */
  @Post('files')
  @RateLimited(FILE_RATE)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'FormFileResponse')
  async file(@Req() req: FastifyRequest): Promise<FormFileResponse> {
    return { file: await this.forms.storeFile(await readImage(req)) };
  }

  /** One form for its writer (/center/inquiry/{_form}): with the key answered when it was sent (header `form-key`), or the member's token. 404 otherwise. */
  @Get(':id')
  @ApiHeader({ name: 'form-key', required: false, description: 'The key answered when the form was sent' })
  @ApiAnswer(200, 'FormResponse')
  async one(@CurrentUser() user: Principal | undefined, @Param('id') id: string, @Headers('form-key') key?: string): Promise<FormResponse> {
    return { form: await this.forms.forWriter(id, user?._user ?? null, typeof key === 'string' ? key : null) };
  }
}
