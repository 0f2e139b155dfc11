import { Controller, Get, Inject, NotFoundException, Optional, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/auth.guard.js';
import { MAIL_CONFIG } from './mail.tokens.js';
import type { MailConfig } from './mail.config.js';
import { MailOutbox } from './mail-outbox.js';
import type { CaughtMail } from './mail.port.js';

/**
 * The local mail catcher's inbox, for development and the tests: GET /mail-catcher/messages
 * (`?to=` one address) lists the mails caught, newest first. 404 in production unless
 * MAIL_CATCHER=on, and whenever mail really goes out.
 */
@ApiExcludeController()
@Public()
@Controller('mail-catcher')
export class MailCatcherController {
  constructor(
    @Inject(MAIL_CONFIG) private readonly config: MailConfig,
    @Optional() @Inject(MailOutbox) private readonly outbox: MailOutbox | null,
  ) {}

  @Get('messages')
  messages(@Query('to') to?: string): { messages: CaughtMail[] } {
    if (!this.outbox || !this.config.catcherHttp) throw new NotFoundException();
    return { messages: this.outbox.list(to) };
  }
}
