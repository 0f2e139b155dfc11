import { Global, Module } from '@nestjs/common';
import { MailCatcherController } from './mail-catcher.controller.js';
import { mailConfig, type MailConfig } from './mail.config.js';
import { MailOutbox } from './mail-outbox.js';
import { MAILER } from './mail.port.js';
import { SmtpMailer } from './smtp-mailer.js';
import { MAIL_CONFIG } from './mail.tokens.js';

/** E-mail for the whole shop: the settings, the local catcher (when mail does not go out) and the {@link MAILER}: SMTP with SMTP_URL, else the catcher. */
@Global()
@Module({
  providers: [
    { provide: MAIL_CONFIG, useFactory: (): MailConfig => mailConfig(process.env) },
    { provide: MailOutbox, useFactory: (config: MailConfig) => (config.transport === 'catcher' ? new MailOutbox() : null), inject: [MAIL_CONFIG] },
    {
      provide: MAILER,
      useFactory: (config: MailConfig, outbox: MailOutbox | null) => (config.transport === 'smtp' ? new SmtpMailer(config.smtpUrl!, config.from) : outbox),
      inject: [MAIL_CONFIG, MailOutbox],
    },
  ],
  controllers: [MailCatcherController],
  exports: [MAIL_CONFIG, MailOutbox, MAILER],
})
export class MailModule {}
