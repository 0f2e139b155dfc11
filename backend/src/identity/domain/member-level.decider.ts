import type { MemberLevelEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';

/**
 * Puts a member at a level, with the reason (an evaluation's measured facts, the welcome level on
 * sign-up, staff). `coupons`: the level's coupons, carried on the event for their grant.
 */
export type AssignLevel = Command<'AssignLevel', { userId: string; code: string; name: string; reason: string; coupons: string[] }>;

export type MemberLevelState = { status: 'none' } | { status: 'assigned'; code: string };

/** The stream of a member's level. */
export const memberLevelStream = (userId: string): string => `member-level-${userId}`;

/**
 * A member's level (issue 10 "the change is an event with its reason"): the first assignment is
 * LevelAssigned, a move LevelChanged {from, to, reason}; putting a member at the level they are
 * at changes nothing.
 */
export const memberLevelDecider: Decider<AssignLevel, MemberLevelEvent, MemberLevelState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'LevelAssigned':
      case 'LevelChanged':
        return { status: 'assigned', code: event.data.to };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { userId, code, name, reason, coupons } = command.data;
    const { now, userId: by } = command.metadata;
    if (state.status === 'none') return [{ type: 'LevelAssigned', data: { userId, to: code, toName: name, reason, coupons, assignedBy: by, assignedAt: now } }];
    if (state.code === code) return [];
    return [{ type: 'LevelChanged', data: { userId, from: state.code, to: code, toName: name, reason, coupons, changedBy: by, changedAt: now } }];
  },
};
