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
 * password-reset links. Throws on SMTP_URL, whose transport this build does not bundle.
 */
export function mailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl) throw new Error('SMTP_URL is set, but the SMTP transport (nodemailer) is not bundled in this build');
  return {
    transport: 'catcher',
    smtpUrl,
    from: env.MAIL_FROM?.trim() || 'CERAMAISON <no-reply@ceramaison.kr>',
    catcherHttp: env.NODE_ENV !== 'production' || env.MAIL_CATCHER === 'on',
  };
}
