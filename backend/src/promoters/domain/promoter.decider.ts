import {
  PROMOTER_TERMS,
  type PromoterApprovalRequested,
  type PromoterApproved,
  type PromoterEvent,
  type PromoterRejected,
  type PromoterSecretsResealed,
} from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  AlreadyPromoterError,
  PromoterRequestNotAwaitingError,
  PromoterRequestNotFoundError,
  PromoterRequestOpenError,
  PromoterTermsRequiredError,
} from '../promoters.errors.js';

/** Stream of a member's promoter request and standing: `promoter-{userId}`. */
export const promoterStream = (userId: string) => `promoter-${userId}`;

/** A member applies (spec §3 Promoter approval request); the handler has verified, sealed and masked what it carries. */
export type RequestPromoterApproval = Command<'RequestPromoterApproval', Omit<PromoterApprovalRequested['data'], 'requestedAt'>>;
/** Staff approve a request with the promoter code reserved for it. */
export type ApprovePromoter = Command<'ApprovePromoter', { userId: string; code: string; reason: string | null; decidedBy: string }>;
/** Staff reject a request with a reason. */
export type RejectPromoter = Command<'RejectPromoter', { userId: string; reason: string; decidedBy: string }>;
/** The sealed secrets, sealed again under the newest key (the handler re-encrypts, the stream records it). */
export type ResealPromoterSecrets = Command<'ResealPromoterSecrets', Omit<PromoterSecretsResealed['data'], 'resealedAt'>>;
export type PromoterCommand = RequestPromoterApproval | ApprovePromoter | RejectPromoter | ResealPromoterSecrets;

/** The last request as recorded (sealed values as they are in the log). */
export type PromoterRequestRecord = PromoterApprovalRequested['data'];

export type PromoterState =
  | { status: 'NONE' }
  | { status: 'AWAITING'; request: PromoterRequestRecord }
  | { status: 'REJECTED'; request: PromoterRequestRecord; reason: string }
  | { status: 'APPROVED'; request: PromoterRequestRecord; code: string };

const initialState = (): PromoterState => ({ status: 'NONE' });

function evolve(state: PromoterState, event: PromoterEvent): PromoterState {
  switch (event.type) {
    case 'PromoterApprovalRequested':
      return { status: 'AWAITING', request: event.data };
    case 'PromoterApproved':
      return state.status === 'NONE' ? state : { status: 'APPROVED', request: state.request, code: event.data.code };
    case 'PromoterRejected':
      return state.status === 'NONE' ? state : { status: 'REJECTED', request: state.request, reason: event.data.reason };
    case 'PromoterSecretsResealed':
      if (state.status === 'NONE') return state;
      return {
        ...state,
        request: {
          ...state.request,
          sealedResidentNumber: event.data.sealedResidentNumber,
          bank: { ...state.request.bank, sealedAccountNumber: event.data.sealedAccountNumber },
        },
      };
    default:
      return state;
  }
}

function awaiting(state: PromoterState): asserts state is Extract<PromoterState, { status: 'AWAITING' }> {
  if (state.status === 'NONE') throw new PromoterRequestNotFoundError();
  if (state.status !== 'AWAITING') throw new PromoterRequestNotAwaitingError();
}

/**
 * A member's way to becoming a promoter (spec §4 Promoter request approval: AWAITING →
 * APPROVED | REJECTED). A member applies when they have no request or the last one was rejected
 * (409 while one awaits or once approved), agreeing to every promoter term (400); staff approve
 * (with the reserved code) or reject (with a reason) only a request awaiting them (409).
 * Resealing records new ciphertexts of the same secrets (key rotation) and needs a request.
 */
function decide(command: PromoterCommand, state: PromoterState): PromoterEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'RequestPromoterApproval': {
      if (state.status === 'AWAITING') throw new PromoterRequestOpenError();
      if (state.status === 'APPROVED') throw new AlreadyPromoterError();
      if (PROMOTER_TERMS.some((t) => !command.data.terms.includes(t))) throw new PromoterTermsRequiredError();
      return [{ type: 'PromoterApprovalRequested', data: { ...command.data, requestedAt: at } }];
    }
    case 'ApprovePromoter': {
      awaiting(state);
      const e: PromoterApproved = { type: 'PromoterApproved', data: { ...command.data, approvedAt: at } };
      return [e];
    }
    case 'RejectPromoter': {
      awaiting(state);
      const e: PromoterRejected = { type: 'PromoterRejected', data: { ...command.data, reason: command.data.reason.trim(), rejectedAt: at } };
      return [e];
    }
    case 'ResealPromoterSecrets': {
      if (state.status === 'NONE') throw new PromoterRequestNotFoundError();
      if (
        state.request.sealedResidentNumber === command.data.sealedResidentNumber &&
        state.request.bank.sealedAccountNumber === command.data.sealedAccountNumber
      )
        return [];
      return [{ type: 'PromoterSecretsResealed', data: { ...command.data, resealedAt: at } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

/** The promoter request decider (spec §4). */
export const promoterDecider: Decider<PromoterCommand, PromoterEvent, PromoterState> = { initialState, evolve, decide };
