import { SHIPPING_MESSAGES, type ShippingEvent, type ShippingFields } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { ShippingInvalidError, ShippingNotFoundError } from '../shipping.errors.js';

/** Creates a shipping rule with id `shippingId`. */
export type CreateShipping = Command<'CreateShipping', { shippingId: string; fields: ShippingFields }>;
/** Replaces the fields of a shipping rule. */
export type UpdateShipping = Command<'UpdateShipping', { shippingId: string; fields: ShippingFields }>;
/** Deletes a shipping rule. */
export type DeleteShipping = Command<'DeleteShipping', { shippingId: string }>;
export type ShippingCommand = CreateShipping | UpdateShipping | DeleteShipping;

export type ShippingState = { status: 'absent' } | { status: 'deleted' } | { status: 'present'; fields: ShippingFields };

/** The stream of a shipping rule. */
export const shippingStream = (shippingId: string): string => `shipping-${shippingId}`;

/** Which target list a target type reads (spec §9 shipping target types). */
const LISTS_OF = {
  products: ['_products'],
  categoryBrand: ['_categories', '_brands'],
  category: ['_categories'],
  brand: ['_brands'],
  every: [],
} as const;

/**
 * Refuses fields that cannot price anything (422 ShippingInvalid): an end not after the start,
 * an empty list for the target type, two options of one shipping code, a range table with the
 * same threshold twice. Shapes (types, bounds) are the DTO's to check.
 */
export function assertValidShipping(fields: ShippingFields): void {
  const { startsAt, endsAt, target, options } = fields;
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) throw new ShippingInvalidError(SHIPPING_MESSAGES.PERIOD_ORDER);
  for (const list of LISTS_OF[target.type]) if (target[list].length === 0) throw new ShippingInvalidError(SHIPPING_MESSAGES.TARGET_LIST);
  const codes = options.map((o) => o.code);
  if (new Set(codes).size !== codes.length) throw new ShippingInvalidError(SHIPPING_MESSAGES.OPTION_CODE_TWICE);
  for (const { charge } of options) {
    const thresholds =
      charge.type === 'pricesRange'
        ? (charge.pricesRange ?? []).map((r) => r.price)
        : charge.type === 'travelRange'
          ? (charge.travelRange ?? []).map((r) => r.distance)
          : [];
    if (new Set(thresholds).size !== thresholds.length) throw new ShippingInvalidError(SHIPPING_MESSAGES.RANGE_TWICE);
    if ((charge.type === 'pricesRange' || charge.type === 'travelRange') && thresholds.length === 0) throw new ShippingInvalidError(SHIPPING_MESSAGES.RANGE);
  }
}

/**
 * A shipping rule (spec §3 Shipping; stream `shipping-{id}`): created once, replaced whole by
 * staff, deleted once. Its fields must be able to price an order ({@link assertValidShipping}).
 */
export const shippingDecider: Decider<ShippingCommand, ShippingEvent, ShippingState> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ShippingCreated':
      case 'ShippingUpdated':
        return { status: 'present', fields: event.data.fields };
      case 'ShippingDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { shippingId } = command.data;
    const { now } = command.metadata;
    switch (command.type) {
      case 'CreateShipping':
        if (state.status !== 'absent') return [];
        assertValidShipping(command.data.fields);
        return [{ type: 'ShippingCreated', data: { shippingId, fields: command.data.fields, createdAt: now } }];
      case 'UpdateShipping':
        if (state.status !== 'present') throw new ShippingNotFoundError();
        assertValidShipping(command.data.fields);
        return [{ type: 'ShippingUpdated', data: { shippingId, fields: command.data.fields, updatedAt: now } }];
      case 'DeleteShipping':
        if (state.status !== 'present') throw new ShippingNotFoundError();
        return [{ type: 'ShippingDeleted', data: { shippingId, deletedAt: now } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
