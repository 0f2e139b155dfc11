import { MAX_DESTINATIONS, type DestinationEvent, type DestinationFields } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { DestinationNotFoundError, DestinationsFullError } from '../members.errors.js';

/** Saves a delivery address (POST /api/v1/me/destinations); `isDefault` makes it the default. */
export type AddDestination = Command<'AddDestination', DestinationFields & { userId: string; destinationId: string; isDefault: boolean }>;
/** Changes a saved address (PUT /api/v1/me/destinations/{id}); `isDefault` true makes it the default, false is ignored (one address is always the default). */
export type ChangeDestination = Command<'ChangeDestination', DestinationFields & { userId: string; destinationId: string; isDefault: boolean }>;
/** Deletes a saved address (DELETE /api/v1/me/destinations/{id}). */
export type DeleteDestination = Command<'DeleteDestination', { userId: string; destinationId: string }>;
export type DestinationCommand = AddDestination | ChangeDestination | DeleteDestination;

/** A saved address with its id and times. */
export interface DestinationState extends DestinationFields {
  destinationId: string;
  createdAt: string;
  updatedAt: string;
}
/** A member's saved addresses, oldest first, and which one is the default. */
export interface DestinationsState {
  destinations: DestinationState[];
  defaultId: string | null;
}

const FIELDS = ['title', 'name', 'phone', 'postcode', 'address1', 'address2'] as const;
const fieldsOf = (d: DestinationFields): DestinationFields => ({
  title: d.title,
  name: d.name,
  phone: d.phone,
  postcode: d.postcode,
  address1: d.address1,
  address2: d.address2,
  geolocation: d.geolocation,
});
const sameFields = (a: DestinationFields, b: DestinationFields) =>
  FIELDS.every((k) => a[k] === b[k]) && JSON.stringify(a.geolocation) === JSON.stringify(b.geolocation);

/**
 * A member's saved delivery addresses (stream `destinations-{userId}`, spec §3 Destination,
 * §2 /mypage/destinations): at most {@link MAX_DESTINATIONS}; exactly one is the default while
 * any is saved (the first saved becomes it; another becomes it when asked; deleting the default
 * makes the newest remaining one the default).
 * @throws DestinationsFullError (422) adding beyond the limit; DestinationNotFoundError (404) changing or deleting an address not saved.
 */
export const destinationsDecider: Decider<DestinationCommand, DestinationEvent, DestinationsState> = {
  initialState: () => ({ destinations: [], defaultId: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'DestinationAdded': {
        const { userId: _u, addedAt, ...rest } = event.data;
        return { ...state, destinations: [...state.destinations, { ...rest, createdAt: addedAt, updatedAt: addedAt }] };
      }
      case 'DestinationChanged': {
        const { userId: _u, changedAt, destinationId, ...fields } = event.data;
        return {
          ...state,
          destinations: state.destinations.map((d) => (d.destinationId === destinationId ? { ...d, ...fields, updatedAt: changedAt } : d)),
        };
      }
      case 'DefaultDestinationSet':
        return { ...state, defaultId: event.data.destinationId };
      case 'DestinationDeleted': {
        const destinations = state.destinations.filter((d) => d.destinationId !== event.data.destinationId);
        return { destinations, defaultId: state.defaultId === event.data.destinationId ? null : state.defaultId };
      }
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now } = command.metadata;
    switch (command.type) {
      case 'AddDestination': {
        const { userId, destinationId, isDefault } = command.data;
        if (state.destinations.length >= MAX_DESTINATIONS) throw new DestinationsFullError();
        const events: DestinationEvent[] = [{ type: 'DestinationAdded', data: { ...fieldsOf(command.data), userId, destinationId, addedAt: now } }];
        if (isDefault || !state.defaultId) events.push({ type: 'DefaultDestinationSet', data: { userId, destinationId, setAt: now } });
        return events;
      }
      case 'ChangeDestination': {
        const { userId, destinationId, isDefault } = command.data;
        const held = state.destinations.find((d) => d.destinationId === destinationId);
        if (!held) throw new DestinationNotFoundError();
        const events: DestinationEvent[] = [];
        const fields = fieldsOf(command.data);
        if (!sameFields(held, fields)) events.push({ type: 'DestinationChanged', data: { ...fields, userId, destinationId, changedAt: now } });
        if (isDefault && state.defaultId !== destinationId) events.push({ type: 'DefaultDestinationSet', data: { userId, destinationId, setAt: now } });
        return events;
      }
      case 'DeleteDestination': {
        const { userId, destinationId } = command.data;
        if (!state.destinations.some((d) => d.destinationId === destinationId)) throw new DestinationNotFoundError();
        const events: DestinationEvent[] = [{ type: 'DestinationDeleted', data: { userId, destinationId, deletedAt: now } }];
        const rest = state.destinations.filter((d) => d.destinationId !== destinationId);
        const newest = rest.at(-1);
        if (state.defaultId === destinationId && newest)
          events.push({ type: 'DefaultDestinationSet', data: { userId, destinationId: newest.destinationId, setAt: now } });
        return events;
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of a member's saved addresses. */
export const destinationsStream = (userId: string): string => `destinations-${userId}`;
