import { Injectable } from '@nestjs/common';
import type { AnswerNoticeEvent, AnswerNoticeKind } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { ANSWER_NOTICE_ATTEMPTS, answerNoticeStream } from './answer-notice.decider.js';

/** Read-model collection of the answer notices: one document per notice (its stream id as `_id`). */
export const ANSWER_NOTICES = 'answerNotices';

/**
 * One answer notice as it stands: the answered item (kind, id), whose it is, whether its mail is
 * under way, sent or failed, after how many attempts, when it last changed (ISO-8601: the last
 * claim or outcome) and the log position of the answered event its claim heard.
 */
export interface AnswerNoticeDoc {
  _id: string;
  kind: AnswerNoticeKind;
  subjectId: string;
  userId: string;
  status: 'claimed' | 'sent' | 'failed';
  attempts: number;
  changedAt: string;
  sourcePosition: number;
}

/** The notice document after `event` (pure); null while no claim made one. */
export function nextAnswerNotice(doc: AnswerNoticeDoc | null, event: AnswerNoticeEvent): AnswerNoticeDoc | null {
  switch (event.type) {
    case 'AnswerNoticeClaimed': {
      const { kind, subjectId, userId, sourcePosition, attempt, claimedAt } = event.data;
      return { _id: answerNoticeStream(kind, subjectId), kind, subjectId, userId, status: 'claimed', attempts: attempt, changedAt: claimedAt, sourcePosition };
    }
    case 'AnswerNoticeSent':
      return doc && { ...doc, status: 'sent', changedAt: event.data.sentAt };
    case 'AnswerNoticeFailed':
      return doc && { ...doc, status: 'failed', changedAt: event.data.failedAt };
    default:
      return doc;
  }
}

/**
 * Up to `limit` notices to try again at the time `before` marks (ISO-8601, now less the claim
 * lease): claimed or failed no later than it, with attempts left, the longest waiting first.
 */
export async function answerNoticesToRetry(store: ReadStore, before: string, limit: number): Promise<AnswerNoticeDoc[]> {
  return store
    .collection<AnswerNoticeDoc>(ANSWER_NOTICES)
    .find({ status: { $in: ['claimed', 'failed'] }, changedAt: { $lt: before }, attempts: { $lt: ANSWER_NOTICE_ATTEMPTS } }, { sort: { changedAt: 1 }, limit });
}

/** Builds `answerNotices` from the notice events (answer-notice.decider.ts), so the sweep finds the notices stuck or failed (issue 14). */
@Injectable()
export class AnswerNoticesProjection implements Projection {
  readonly name = 'center-answer-notices';
  /** Bump when the documents it writes change. */
  readonly version = 1;
  readonly handles = ['AnswerNoticeClaimed', 'AnswerNoticeSent', 'AnswerNoticeFailed'];
  readonly collections = [ANSWER_NOTICES];
  readonly indexes: Record<string, IndexSpec[]> = { [ANSWER_NOTICES]: [{ key: { status: 1, changedAt: 1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as AnswerNoticeEvent;
    await applyOnce<AnswerNoticeDoc>(store, ANSWER_NOTICES, answerNoticeStream(event.data.kind, event.data.subjectId), stored, (doc) =>
      nextAnswerNotice(doc, event),
    );
  }
}
