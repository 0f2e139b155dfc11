import { randomUUID } from 'node:crypto';
import type { CaughtMail, Mailer, MailMessage } from './mail.port.js';

/** Most mails the catcher keeps (the oldest go first). */
export const CAUGHT_MAILS = 200;

/**
 * The local mail catcher: mails are kept in this process instead of being sent, newest last,
 * for the developer's and the tests' eyes (GET /mail-catcher/messages, see MailCatcherController).
 */
export class MailOutbox implements Mailer {
  private readonly mails: CaughtMail[] = [];

  send(message: MailMessage): Promise<void> {
    this.mails.push({ ...message, id: randomUUID(), sentAt: new Date().toISOString() });
    if (this.mails.length > CAUGHT_MAILS) this.mails.shift();
    return Promise.resolve();
  }

  /** The mails caught for `to` (every mail when absent), newest first. */
  list(to?: string): CaughtMail[] {
    const wanted = to?.trim().toLowerCase();
    return this.mails.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse();
  }
}
