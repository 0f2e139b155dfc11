import { HOLD_MAX_ATTEMPTS, HOLD_SEND_AMOUNT, HOLD_VALID_MS, type BankVerificationEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  BankVerificationAttemptsExceededError,
  BankVerificationCompletedError,
  BankVerificationNotFoundError,
  BankVerificationOutdatedError,
  BankVerificationSupersededError,
} from '../promoters.errors.js';

/**
 * Records a 1원 deposit sent to the account (the use case sent it and sealed the number and the
 * passbook text: encryption draws a random IV, which a decider may not).
 */
export type RequestBankHoldVerification = Command<
  'RequestBankHoldVerification',
  {
    userId: string;
    verificationId: string;
    bankCode: string;
    accountHolder: string;
    accountNumberEncrypted: string;
    accountNumberMasked: string;
    senderNameEncrypted: string;
    bankTranId: string;
  }
>;
/** The member types the code; `sentCode` is the code of the deposit (opened by the use case), a fact the decider compares with. */
export type VerifyBankHold = Command<'VerifyBankHold', { userId: string; verificationId: string; code: string; sentCode: string }>;
export type BankVerificationCommand = RequestBankHoldVerification | VerifyBankHold;

/** The open (latest) verification of a member. */
export interface OpenHoldVerification {
  verificationId: string;
  bankCode: string;
  accountHolder: string;
  accountNumberEncrypted: string;
  accountNumberMasked: string;
  senderNameEncrypted: string;
  attemptCount: number;
  expiresAt: string;
  isSuccess: boolean;
}

/** A member's verifications: the latest one, and the ids it replaced (refused as superseded, not as unknown). */
export interface BankVerificationState {
  current: OpenHoldVerification | null;
  superseded: string[];
}

/**
 * A member's bank account hold verifications (stream `bank-verification-{userId}`, spec §3, §4):
 * a request sends {@link HOLD_SEND_AMOUNT}원 and opens stage VERIFY, replacing any earlier one;
 * the right code before {@link HOLD_VALID_MS} has passed and with fewer than
 * {@link HOLD_MAX_ATTEMPTS} wrong codes verifies the account (SUCCESS); a wrong code is counted.
 */
export const bankVerificationDecider: Decider<BankVerificationCommand, BankVerificationEvent, BankVerificationState> = {
  initialState: () => ({ current: null, superseded: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'BankHoldVerificationRequested': {
        const d = event.data;
        return {
          current: {
            verificationId: d.verificationId,
            bankCode: d.bankCode,
            accountHolder: d.accountHolder,
            accountNumberEncrypted: d.accountNumberEncrypted,
            accountNumberMasked: d.accountNumberMasked,
            senderNameEncrypted: d.senderNameEncrypted,
            attemptCount: 0,
            expiresAt: d.expiresAt,
            isSuccess: false,
          },
          superseded: state.current ? [...state.superseded, state.current.verificationId] : state.superseded,
        };
      }
      case 'BankHoldVerificationAttemptFailed':
        return state.current ? { ...state, current: { ...state.current, attemptCount: event.data.attemptCount } } : state;
      case 'BankAccountVerified':
        return state.current ? { ...state, current: { ...state.current, isSuccess: true } } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    const now = command.metadata.now;
    switch (command.type) {
      case 'RequestBankHoldVerification': {
        const open = state.current && !state.current.isSuccess ? state.current.verificationId : null;
        return [
          {
            type: 'BankHoldVerificationRequested',
            data: {
              ...command.data,
              sendAmount: HOLD_SEND_AMOUNT,
              supersedes: open,
              requestedAt: now,
              expiresAt: new Date(Date.parse(now) + HOLD_VALID_MS).toISOString(),
            },
          },
        ];
      }
      case 'VerifyBankHold': {
        const { userId, verificationId, code, sentCode } = command.data;
        const current = state.current;
        if (!current || current.verificationId !== verificationId) {
          if (state.superseded.includes(verificationId)) throw new BankVerificationSupersededError();
          throw new BankVerificationNotFoundError();
        }
        if (current.isSuccess) throw new BankVerificationCompletedError();
        if (current.attemptCount >= HOLD_MAX_ATTEMPTS) throw new BankVerificationAttemptsExceededError();
        if (Date.parse(now) > Date.parse(current.expiresAt)) throw new BankVerificationOutdatedError();
        if (code.trim() !== sentCode)
          return [{ type: 'BankHoldVerificationAttemptFailed', data: { userId, verificationId, attemptCount: current.attemptCount + 1, failedAt: now } }];
        return [
          {
            type: 'BankAccountVerified',
            data: {
              userId,
              verificationId,
              bankCode: current.bankCode,
              accountHolder: current.accountHolder,
              accountNumberEncrypted: current.accountNumberEncrypted,
              accountNumberMasked: current.accountNumberMasked,
              verifiedAt: now,
            },
          },
        ];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of a member's hold verifications. */
export const bankVerificationStream = (userId: string): string => `bank-verification-${userId}`;
