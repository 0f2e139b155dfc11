import type { LevelEvent, LevelFields } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { LevelExistsError, LevelNotFoundError } from '../identity.errors.js';

/** Creates a member level (console levels). */
export type CreateLevel = Command<'CreateLevel', { code: string; fields: LevelFields }>;
/** Changes some fields of a level. */
export type UpdateLevel = Command<'UpdateLevel', { code: string; fields: Partial<LevelFields> }>;
/** Deletes a level (members at it keep its code until the next evaluation). */
export type DeleteLevel = Command<'DeleteLevel', { code: string }>;
export type LevelCommand = CreateLevel | UpdateLevel | DeleteLevel;

export type LevelState = { status: 'absent' | 'deleted' } | { status: 'active'; fields: LevelFields };

/** The stream of a level, by its code (a code is claimed by creating its stream). */
export const levelStream = (code: string): string => `level-${code}`;

/**
 * A member level's definition (spec §3 Member level; §7 console levels CRUD): name, index,
 * scope, isActive, isWelcome, criteria, discounts, points rate and coupons. The code is unique
 * (one stream per code); a deleted code may be created again.
 */
export const levelDecider: Decider<LevelCommand, LevelEvent, LevelState> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'LevelCreated':
      case 'LevelUpdated':
        return { status: 'active', fields: event.data.fields };
      case 'LevelDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { code } = command.data;
    const { now } = command.metadata;
    switch (command.type) {
      case 'CreateLevel':
        if (state.status === 'active') throw new LevelExistsError();
        return [{ type: 'LevelCreated', data: { code, fields: command.data.fields, createdAt: now } }];
      case 'UpdateLevel':
        if (state.status !== 'active') throw new LevelNotFoundError();
        return [{ type: 'LevelUpdated', data: { code, fields: { ...state.fields, ...command.data.fields }, updatedAt: now } }];
      case 'DeleteLevel':
        if (state.status !== 'active') throw new LevelNotFoundError();
        return [{ type: 'LevelDeleted', data: { code, deletedAt: now } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
