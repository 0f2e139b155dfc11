import { Inject, Injectable, Logger } from '@nestjs/common';
import { EVENT_BUS, type EventBus } from '../../platform/bus/event-bus.port.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../../platform/event-store/event-store.port.js';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { MAILER, type Mailer } from '../../platform/mail/mail.port.js';
import { MemberFacts } from '../../identity/index.js';
import { answerNoticeDecider, answerNoticeStream, type AnswerNoticeCommand } from './answer-notice.decider.js';
import { answerNoticeMail } from './answer-notice-mail.js';
import { ANSWERED_CATEGORIES, answeredItem, answeredItemStream, heardAnswer, type HeardAnswer } from './answered-items.js';

/** Bus consumer group of the process. */
export const ANSWER_NOTICES_GROUP = 'answer-notices';
/** An answer older than this when heard (ms) is not told any more: the first start after this process was added does not mail every past answer. */
export const ANSWER_NOTICE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/** What one delivery of an answered event came to. */
export type AnswerNoticeOutcome = 'sent' | 'failed' | 'skipped';

/**
 * Tells a member by e-mail that staff answered what they asked (issue 14 "a notice to the member
 * when answered"): one process manager for the four kinds, a 1:1 inquiry, a customer centre
 * question, a centre form and a product inquiry. It hears InquiryAnswered, QuestionAnswered,
 * FormAnswered and ProductInquiryAnswered on the bus (group `answer-notices`), reads the item's
 * own stream (whose it is, its title, where its answer is read) and the member's stream (name and
 * e-mail), claims the notice on the item's notice stream ({@link answerNoticeDecider}) and, only
 * when its claim was appended, hands the mail to the shop's mailer and records the outcome.
 *  - One mail per item: a redelivered event, the log replayed at a restart or two processes at
 *    once find the notice claimed; an answer staff change later sends nothing either (decided:
 *    the member was told already, and the page shows the answer as it now stands).
 *  - Nothing is sent for a visitor's form (no account, so no address: forms take only a phone),
 *    a member without an e-mail or withdrawn, an item deleted since, or an answer older than
 *    {@link ANSWER_NOTICE_WINDOW_MS}. Rebuilding read models never reaches the bus, so sends nothing.
 *  - A mailer failure is recorded (AnswerNoticeFailed) and logged without the address, never
 *    thrown, so a mail server that is down does not hold up the bus; the notice is tried again
 *    when the answer is delivered again, up to ANSWER_NOTICE_ATTEMPTS times.
 */
@Injectable()
export class AnswerNotices {
  private readonly logger = new Logger('AnswerNotices');
  private subscribed = false;

  constructor(
    private readonly runner: CommandRunner,
    private readonly members: MemberFacts,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Subscribes to the answered items' categories on the bus (once; call before the relay starts). */
  async start(): Promise<void> {
    if (this.subscribed) return;
    this.subscribed = true;
    await this.bus.subscribe(ANSWER_NOTICES_GROUP, ANSWERED_CATEGORIES, async (event) => {
      await this.onEvent(event, new Date());
    });
  }

  /** Handles one delivered event at `now`: tells the member of an answer it records, at most once per item. */
  async onEvent(event: StoredEvent, now: Date): Promise<AnswerNoticeOutcome> {
    const answer = heardAnswer(event);
    if (!answer || now.getTime() - Date.parse(answer.answeredAt) > ANSWER_NOTICE_WINDOW_MS) return 'skipped';
    const { events } = await this.events.readStream(answeredItemStream(answer.kind, answer.subjectId));
    const item = answeredItem(answer.subjectId, events);
    if (!item?.userId) return 'skipped';
    const contact = await this.members.mailContact(item.userId);
    if (!contact?.email) return 'skipped';

    const metadata: CommandMetadata = { userId: null, now: now.toISOString() };
    const claim: AnswerNoticeCommand = {
      type: 'ClaimAnswerNotice',
      data: { kind: answer.kind, subjectId: answer.subjectId, userId: item.userId, sourcePosition: event.position },
      metadata,
    };
    const claimed = await this.record(answer, claim);
    if (!claimed.events.some((e) => e.type === 'AnswerNoticeClaimed')) return 'skipped';
    const link = `${this.config.publicUrl}${item.path}`;
    try {
      await this.mailer.send(answerNoticeMail({ to: contact.email, name: contact.name, kind: answer.kind, title: item.title, link }));
    } catch (e) {
      const reason = e instanceof Error ? e.message.slice(0, 200) : 'unknown';
      this.logger.warn(`answer notice of ${answer.kind} ${answer.subjectId} not sent: ${reason}`);
      await this.record(answer, { type: 'RecordAnswerNoticeFailed', data: { kind: answer.kind, subjectId: answer.subjectId, reason }, metadata });
      return 'failed';
    }
    await this.record(answer, { type: 'RecordAnswerNoticeSent', data: { kind: answer.kind, subjectId: answer.subjectId }, metadata });
    return 'sent';
  }

  private record(answer: HeardAnswer, command: AnswerNoticeCommand) {
    return this.runner.handle(answerNoticeStream(answer.kind, answer.subjectId), answerNoticeDecider, command);
  }
}
