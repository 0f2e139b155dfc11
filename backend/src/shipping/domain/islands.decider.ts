import { SHIPPING_MESSAGES, type IslandEvent, type IslandRow } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { IslandExistsError, IslandInvalidError, IslandNotFoundError } from '../shipping.errors.js';

/** Adds a row with id `islandId`. */
export type AddIsland = Command<'AddIsland', { islandId: string; row: IslandRow }>;
/** Changes a row. */
export type ChangeIsland = Command<'ChangeIsland', { islandId: string; row: IslandRow }>;
/** Removes a row. */
export type RemoveIsland = Command<'RemoveIsland', { islandId: string }>;
export type IslandCommand = AddIsland | ChangeIsland | RemoveIsland;

/** The table: its rows by id. */
export interface IslandsState {
  status: 'table';
  rows: Record<string, IslandRow>;
}

/** The one stream of the islands table. */
export const ISLANDS_STREAM = 'islands-table';

const sameRange = (a: IslandRow, b: IslandRow) => a.postcodeFrom === b.postcodeFrom && a.postcodeTo === b.postcodeTo;

/** Refuses a row whose range ends before it starts (422) or repeats another row's range (409). */
function assertRowFits(row: IslandRow, rows: Record<string, IslandRow>, islandId: string): void {
  if (row.postcodeTo < row.postcodeFrom) throw new IslandInvalidError(SHIPPING_MESSAGES.POSTCODE_ORDER);
  if (Object.entries(rows).some(([id, other]) => id !== islandId && sameRange(other, row))) throw new IslandExistsError();
}

/**
 * The islands table (stream `islands-table`): rows of postcode ranges with their kind (jeju,
 * island, exempt 연륙도서). One stream for the whole table, so every change is in one history
 * and no two rows hold the same range. A range may lie inside another: the narrower row wins
 * when a postcode is looked up (quote-shipping.ts), so staff can exempt a bridged island inside
 * a charged range.
 */
export const islandsDecider: Decider<IslandCommand, IslandEvent, IslandsState> = {
  initialState: () => ({ status: 'table', rows: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'IslandAdded':
      case 'IslandChanged':
        return { status: 'table', rows: { ...state.rows, [event.data.islandId]: event.data.row } };
      case 'IslandRemoved': {
        const { [event.data.islandId]: _removed, ...rows } = state.rows;
        return { status: 'table', rows };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    const { islandId } = command.data;
    const { now } = command.metadata;
    const current = state.rows[islandId];
    switch (command.type) {
      case 'AddIsland':
        if (current) throw new IslandExistsError();
        assertRowFits(command.data.row, state.rows, islandId);
        return [{ type: 'IslandAdded', data: { islandId, row: command.data.row, addedAt: now } }];
      case 'ChangeIsland':
        if (!current) throw new IslandNotFoundError();
        assertRowFits(command.data.row, state.rows, islandId);
        return [{ type: 'IslandChanged', data: { islandId, row: command.data.row, before: current, changedAt: now } }];
      case 'RemoveIsland':
        if (!current) throw new IslandNotFoundError();
        return [{ type: 'IslandRemoved', data: { islandId, row: current, removedAt: now } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
