import type { RefundAccountEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { RefundAccountNotFoundError } from '../ordering.errors.js';

/**
 * Registers (or replaces) the member's refund account. Bank code and account number arrive
 * encrypted (the use case seals them: encryption draws a random IV, which a decider may not).
 */
export type RegisterRefundAccount = Command<
  'RegisterRefundAccount',
  { userId: string; bankCodeEncrypted: string; accountHolder: string; accountNumberEncrypted: string; accountNumberMasked: string }
>;
/** Removes the member's refund account. */
export type DeleteRefundAccount = Command<'DeleteRefundAccount', { userId: string }>;
export type RefundAccountCommand = RegisterRefundAccount | DeleteRefundAccount;

export type RefundAccountState =
  | { status: 'absent' }
  | {
      status: 'registered';
      bankCodeEncrypted: string;
      accountHolder: string;
      accountNumberEncrypted: string;
      accountNumberMasked: string;
      registeredAt: string;
    };

/** A member's refund account (stream `refund-account-{userId}`): at most one at a time; registering again replaces it. */
export const refundAccountDecider: Decider<RefundAccountCommand, RefundAccountEvent, RefundAccountState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'RefundAccountRegistered': {
        const { userId: _u, ...account } = event.data;
        return { status: 'registered', ...account };
      }
      case 'RefundAccountDeleted':
        return { status: 'absent' };
      default:
        return state;
    }
  },

  decide(command, state) {
    const now = command.metadata.now;
    switch (command.type) {
      case 'RegisterRefundAccount':
        return [{ type: 'RefundAccountRegistered', data: { ...command.data, registeredAt: now } }];
      case 'DeleteRefundAccount':
        if (state.status !== 'registered') throw new RefundAccountNotFoundError();
        return [{ type: 'RefundAccountDeleted', data: { userId: command.data.userId, deletedAt: now } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of a member's refund account. */
export const refundAccountStream = (userId: string): string => `refund-account-${userId}`;
