import type { AnswerNoticeEvent, AnswerNoticeKind } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';

/** How many times the notice of one answer is tried before it is given up (each claim, first or again, is one attempt). */
export const ANSWER_NOTICE_ATTEMPTS = 3;
/**
 * How long a claim stands without an outcome (ms, 5 minutes): a notice claimed longer ago than
 * this is taken to belong to a run that stopped, and may be claimed again. Far longer than one
 * mail takes to hand over, so a live run is never overtaken.
 */
export const ANSWER_NOTICE_CLAIM_LEASE_MS = 5 * 60 * 1000;

/** The process takes the notice of an answered item (heard at log position `sourcePosition`). */
export type ClaimAnswerNotice = Command<'ClaimAnswerNotice', { kind: AnswerNoticeKind; subjectId: string; userId: string; sourcePosition: number }>;
/** The mail of the claimed notice went out. */
export type RecordAnswerNoticeSent = Command<'RecordAnswerNoticeSent', { kind: AnswerNoticeKind; subjectId: string }>;
/** The mail of the claimed notice could not be handed over (`reason` without addresses). */
export type RecordAnswerNoticeFailed = Command<'RecordAnswerNoticeFailed', { kind: AnswerNoticeKind; subjectId: string; reason: string }>;
export type AnswerNoticeCommand = ClaimAnswerNotice | RecordAnswerNoticeSent | RecordAnswerNoticeFailed;

/** The notice of one answered item: not yet taken, taken by a run (mail under way), sent, or failed after `attempts` tries; `at` is when it was last claimed or ended (ISO-8601, null before). */
export interface AnswerNoticeState {
  status: 'none' | 'claimed' | 'sent' | 'failed';
  attempts: number;
  at: string | null;
}

/** Whether a notice in `state` may be claimed at `now` (ISO-8601): never claimed, failed, or claimed by a run that stopped (older than the lease), with attempts left. */
export function claimable(state: AnswerNoticeState, now: string): boolean {
  if (state.status === 'none') return true;
  if (state.attempts >= ANSWER_NOTICE_ATTEMPTS) return false;
  if (state.status === 'failed') return true;
  return state.status === 'claimed' && state.at !== null && Date.parse(now) - Date.parse(state.at) > ANSWER_NOTICE_CLAIM_LEASE_MS;
}

/**
 * The e-mail notice of one answered item (stream `answer-notice-{kind}-{subjectId}`, issue 14 "a
 * notice to the member when answered"): one notice per item, however often its answered event is
 * delivered (a redelivery, a restart replaying the log, two processes at once) and however often
 * staff change the answer afterwards. A claim is granted to one run only (the stream's expected
 * revision decides between concurrent runs); a failed mail may be claimed again, and so may a
 * claim left without an outcome for longer than {@link ANSWER_NOTICE_CLAIM_LEASE_MS} (the run
 * that took it stopped), each re-claim counting as the next of at most
 * {@link ANSWER_NOTICE_ATTEMPTS} attempts. A claim younger than the lease is still refused, so
 * two live runs never both mail.
 *
 * At-least-once, not exactly-once: a run that stopped after handing the mail to the mailer but
 * before recording AnswerNoticeSent leaves a claim that is taken again after the lease, and the
 * member may get the mail twice. That is the accepted trade-off: a second notice of the same
 * answer is harmless, a notice never sent is not.
 *
 * Nothing is refused: a claim that is not granted decides no event, and so does a result for a
 * notice not under way.
 */
export const answerNoticeDecider: Decider<AnswerNoticeCommand, AnswerNoticeEvent, AnswerNoticeState> = {
  initialState: () => ({ status: 'none', attempts: 0, at: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'AnswerNoticeClaimed':
        return { status: 'claimed', attempts: event.data.attempt, at: event.data.claimedAt };
      case 'AnswerNoticeSent':
        return { ...state, status: 'sent', at: event.data.sentAt };
      case 'AnswerNoticeFailed':
        return { ...state, status: 'failed', at: event.data.failedAt };
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now } = command.metadata;
    const { kind, subjectId } = command.data;
    switch (command.type) {
      case 'ClaimAnswerNotice': {
        if (!claimable(state, now)) return [];
        const { userId, sourcePosition } = command.data;
        return [{ type: 'AnswerNoticeClaimed', data: { kind, subjectId, userId, sourcePosition, attempt: state.attempts + 1, claimedAt: now } }];
      }
      case 'RecordAnswerNoticeSent':
        return state.status === 'claimed' ? [{ type: 'AnswerNoticeSent', data: { kind, subjectId, sentAt: now } }] : [];
      case 'RecordAnswerNoticeFailed':
        return state.status === 'claimed' ? [{ type: 'AnswerNoticeFailed', data: { kind, subjectId, reason: command.data.reason, failedAt: now } }] : [];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of the notice of one answered item, e.g. `answer-notice-inquiry-{id}`. */
export const answerNoticeStream = (kind: AnswerNoticeKind, subjectId: string): string => `answer-notice-${kind.toLowerCase().replace(/_/g, '-')}-${subjectId}`;
