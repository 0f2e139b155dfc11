/** How the shop sends e-mail. */
export interface MailConfig {
  /** 'catcher': kept in process (the default); 'smtp': through SMTP_URL. */
  transport: 'catcher' | 'smtp';
  smtpUrl: string | null;
  /** Sender address (env MAIL_FROM). */
  from: string;
  /** Whether GET /mail-catcher/messages answers: outside production, or with MAIL_CATCHER=on (browser suites). */
  catcherHttp: boolean;
}

/**
 * Mail settings from the environment: without SMTP_URL mails go to the in-process catcher,
 * readable over HTTP only outside production (NODE_ENV) or with MAIL_CATCHER=on, since they hold
 * password-reset links; with SMTP_URL (smtp:// or smtps://) they go out through that server and
 * no catcher answers. Throws on an SMTP_URL of another scheme.
 */
export function mailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return {
    transport: smtpUrl ? 'smtp' : 'catcher',
    smtpUrl,
    from: env.MAIL_FROM?.trim() || 'CERAMAISON <no-reply@ceramaison.kr>',
    catcherHttp: env.NODE_ENV !== 'production' || env.MAIL_CATCHER === 'on',
  };
}
