import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mail.port.js';

/** How long the SMTP server may take to connect, greet and take a message (ms) before the send fails. */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends the shop's e-mail through an SMTP server (nodemailer) named by `SMTP_URL`, e.g.
 * `smtps://user:pass@smtp.example.kr:465` or `smtp://smtp.example.kr:587` (STARTTLS when the server
 * offers it). `from` is the sender of every mail (MAIL_FROM). `send` throws when the server refuses
 * the message or cannot be reached within {@link SMTP_TIMEOUT_MS}.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.transport = createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }

  /** Closes the pooled connections (on shutdown). */
  close(): void {
    this.transport.close();
  }
}
