import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { AnswerNoticeKind } from '@shop/contracts';
import { EVENT_BUS, type EventBus } from '../../platform/bus/event-bus.port.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../../platform/event-store/event-store.port.js';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { MAILER, type Mailer } from '../../platform/mail/mail.port.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { runPeriodically } from '../../platform/scheduling/periodic.js';
import { MemberFacts } from '../../identity/index.js';
import { ANSWER_NOTICE_CLAIM_LEASE_MS, answerNoticeDecider, answerNoticeStream, type AnswerNoticeCommand } from './answer-notice.decider.js';
import { answerNoticeMail } from './answer-notice-mail.js';
import { answerNoticesToRetry } from './answer-notices.projection.js';
import { ANSWERED_CATEGORIES, answeredItem, answeredItemStream, heardAnswer } from './answered-items.js';

/** Bus consumer group of the process. */
export const ANSWER_NOTICES_GROUP = 'answer-notices';
/** An answer older than this when heard (ms) is not told any more: the first start after this process was added does not mail every past answer. */
export const ANSWER_NOTICE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** How often the leader sweeps for notices stuck in a stopped run or failed (ms). */
export const ANSWER_NOTICE_SWEEP_EVERY_MS = 60_000;
/** Most notices one sweep tells again. */
export const ANSWER_NOTICE_SWEEP_LIMIT = 20;

/** The notice of one answered item to tell: its kind, id and the log position of the answered event heard; `claimedFor` the member its earlier claim named (a sweep's retry only). */
interface NoticeTarget {
  kind: AnswerNoticeKind;
  subjectId: string;
  sourcePosition: number;
  claimedFor?: string;
}

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
 *    when the answer is delivered again or by the sweep, up to ANSWER_NOTICE_ATTEMPTS times.
 *  - Every minute the leader sweeps (see {@link sweep}) for notices whose run stopped between
 *    the claim and its outcome (claimed longer ago than the claim lease) and for failed ones, and
 *    tells them again; a run that stopped after handing the mail over may so mail twice
 *    (at-least-once, see {@link answerNoticeDecider}).
 */
@Injectable()
export class AnswerNotices implements OnApplicationShutdown {
  private readonly logger = new Logger('AnswerNotices');
  private subscribed = false;
  private stopSweeping: (() => void) | undefined;

  constructor(
    private readonly runner: CommandRunner,
    private readonly members: MemberFacts,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly projections: ProjectionRunner,
  ) {}

  /** Subscribes to the answered items' categories on the bus and sweeps every minute, the first sweep a minute on (once; call before the relay starts). */
  async start(): Promise<void> {
    if (this.subscribed) return;
    this.subscribed = true;
    await this.bus.subscribe(ANSWER_NOTICES_GROUP, ANSWERED_CATEGORIES, async (event) => {
      await this.onEvent(event, new Date());
    });
    this.stopSweeping = runPeriodically(() => this.sweep(new Date()), ANSWER_NOTICE_SWEEP_EVERY_MS, this.logger, { now: false });
  }

  /**
   * Tells again, at `now`, up to {@link ANSWER_NOTICE_SWEEP_LIMIT} notices left claimed by a run
   * that stopped or failed, each longer ago than ANSWER_NOTICE_CLAIM_LEASE_MS and with attempts
   * left (read from the `answerNotices` read model, the longest waiting first). Only the
   * projections' leader sweeps, so processes do not race for the same notices; the answer's
   * {@link ANSWER_NOTICE_WINDOW_MS} is not applied again (the notice was claimed within it).
   * Returns how many mails went out; a failure is recorded per notice and never thrown.
   */
  async sweep(now: Date): Promise<number> {
    if (!this.projections.isLeader) return 0;
    const before = new Date(now.getTime() - ANSWER_NOTICE_CLAIM_LEASE_MS).toISOString();
    let sent = 0;
    for (const notice of await answerNoticesToRetry(this.store, before, ANSWER_NOTICE_SWEEP_LIMIT)) {
      try {
        const { kind, subjectId, sourcePosition, userId } = notice;
        if ((await this.tell({ kind, subjectId, sourcePosition, claimedFor: userId }, now)) === 'sent') sent += 1;
      } catch (e) {
        this.logger.error(`answer notice of ${notice.kind} ${notice.subjectId} could not be told again: ${(e as Error).message}`);
      }
    }
    return sent;
  }

  /** Stops the periodic sweep when the application shuts down. */
  onApplicationShutdown(): void {
    this.stopSweeping?.();
  }

  /** Handles one delivered event at `now`: tells the member of an answer it records, at most once per item. */
  async onEvent(event: StoredEvent, now: Date): Promise<AnswerNoticeOutcome> {
    const answer = heardAnswer(event);
    if (!answer || now.getTime() - Date.parse(answer.answeredAt) > ANSWER_NOTICE_WINDOW_MS) return 'skipped';
    return this.tell({ kind: answer.kind, subjectId: answer.subjectId, sourcePosition: event.position }, now);
  }

  /**
   * Tells the member of the answered item `answer` at `now`, once its claim is granted: reads
   * the item and the member, claims, mails, records the outcome. Skipped when nobody can be told
   * (a visitor's form, no e-mail, withdrawn, deleted) or the claim is not granted; a retried
   * notice that nobody can be told any more uses up its attempt as failed, so it leaves the
   * sweep after the last one instead of coming back forever.
   */
  private async tell(answer: NoticeTarget, now: Date): Promise<AnswerNoticeOutcome> {
    const metadata: CommandMetadata = { userId: null, now: now.toISOString() };
    const { events } = await this.events.readStream(answeredItemStream(answer.kind, answer.subjectId));
    const item = answeredItem(answer.subjectId, events);
    const contact = item?.userId ? await this.members.mailContact(item.userId) : null;
    if (!item?.userId || !contact?.email) {
      if (answer.claimedFor) await this.giveUp(answer, answer.claimedFor, metadata);
      return 'skipped';
    }

    const claim: AnswerNoticeCommand = {
      type: 'ClaimAnswerNotice',
      data: { kind: answer.kind, subjectId: answer.subjectId, userId: item.userId, sourcePosition: answer.sourcePosition },
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

  /** Claims the retried notice of `userId`, whom nobody can tell any more, and records it failed (its attempt used up). */
  private async giveUp(answer: NoticeTarget, userId: string, metadata: CommandMetadata): Promise<void> {
    const { kind, subjectId, sourcePosition } = answer;
    const claimed = await this.record(answer, { type: 'ClaimAnswerNotice', data: { kind, subjectId, userId, sourcePosition }, metadata });
    if (!claimed.events.some((e) => e.type === 'AnswerNoticeClaimed')) return;
    await this.record(answer, { type: 'RecordAnswerNoticeFailed', data: { kind, subjectId, reason: 'nobody to tell any more' }, metadata });
  }

  private record(answer: NoticeTarget, command: AnswerNoticeCommand) {
    return this.runner.handle(answerNoticeStream(answer.kind, answer.subjectId), answerNoticeDecider, command);
  }
}
