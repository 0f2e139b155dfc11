import type { AnswerNoticeEvent, AnswerNoticeKind } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';

/** How many times the notice of one answer is tried before it is given up (each a delivery of the answered event). */
export const ANSWER_NOTICE_ATTEMPTS = 3;

/** The process takes the notice of an answered item (heard at log position `sourcePosition`). */
export type ClaimAnswerNotice = Command<'ClaimAnswerNotice', { kind: AnswerNoticeKind; subjectId: string; userId: string; sourcePosition: number }>;
/** The mail of the claimed notice went out. */
export type RecordAnswerNoticeSent = Command<'RecordAnswerNoticeSent', { kind: AnswerNoticeKind; subjectId: string }>;
/** The mail of the claimed notice could not be handed over (`reason` without addresses). */
export type RecordAnswerNoticeFailed = Command<'RecordAnswerNoticeFailed', { kind: AnswerNoticeKind; subjectId: string; reason: string }>;
export type AnswerNoticeCommand = ClaimAnswerNotice | RecordAnswerNoticeSent | RecordAnswerNoticeFailed;

/** The notice of one answered item: not yet taken, taken by a run (mail under way), sent, or failed after `attempts` tries. */
export interface AnswerNoticeState {
  status: 'none' | 'claimed' | 'sent' | 'failed';
  attempts: number;
}

/**
 * The e-mail notice of one answered item (stream `answer-notice-{kind}-{subjectId}`, issue 14 "a
 * notice to the member when answered"): one notice per item, however often its answered event is
 * delivered (a redelivery, a restart replaying the log, two processes at once) and however often
 * staff change the answer afterwards. A claim is granted to one run only (the stream's expected
 * revision decides between concurrent runs); a failed mail may be claimed again, up to
 * {@link ANSWER_NOTICE_ATTEMPTS} times. Nothing is refused: a claim that is not granted decides
 * no event, and so does a result for a notice not under way.
 */
export const answerNoticeDecider: Decider<AnswerNoticeCommand, AnswerNoticeEvent, AnswerNoticeState> = {
  initialState: () => ({ status: 'none', attempts: 0 }),

  evolve(state, event) {
    switch (event.type) {
      case 'AnswerNoticeClaimed':
        return { status: 'claimed', attempts: event.data.attempt };
      case 'AnswerNoticeSent':
        return { ...state, status: 'sent' };
      case 'AnswerNoticeFailed':
        return { ...state, status: 'failed' };
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now } = command.metadata;
    const { kind, subjectId } = command.data;
    switch (command.type) {
      case 'ClaimAnswerNotice': {
        const open = state.status === 'none' || (state.status === 'failed' && state.attempts < ANSWER_NOTICE_ATTEMPTS);
        if (!open) return [];
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
