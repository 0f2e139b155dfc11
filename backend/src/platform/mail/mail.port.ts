/** One e-mail the shop sends: plain text, and HTML when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail as the local catcher keeps it. */
export interface CaughtMail extends MailMessage {
  id: string;
  sentAt: string;
}

/** Sends the shop's e-mail (password-reset links). Throws when the mail could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The shop's {@link Mailer} (token). */
export const MAILER = Symbol('MAILER');
