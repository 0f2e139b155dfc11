import type { PointPolicyEvent, PointPolicyFields } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { PointAmountRequiredError, PointPolicyExistsError, PointPolicyNotFoundError } from '../promotions.errors.js';

/** Creates a point policy (console shop/points). */
export type CreatePointPolicy = Command<'CreatePointPolicy', { pointId: string; fields: PointPolicyFields }>;
/** Changes some fields of a point policy. */
export type UpdatePointPolicy = Command<'UpdatePointPolicy', { pointId: string; fields: Partial<PointPolicyFields> }>;
/** Deletes a point policy (grants made under it stay). */
export type DeletePointPolicy = Command<'DeletePointPolicy', { pointId: string }>;
export type PointPolicyCommand = CreatePointPolicy | UpdatePointPolicy | DeletePointPolicy;

export type PointPolicyState = { status: 'absent' | 'deleted' } | { status: 'active'; fields: PointPolicyFields };

/** The stream of a point policy. */
export const pointPolicyStream = (pointId: string): string => `point-policy-${pointId}`;

/** A policy grants a fixed amount or a rate: at least one of them. */
function checked(fields: PointPolicyFields): PointPolicyFields {
  if (fields.amount === null && fields.rate === null) throw new PointAmountRequiredError();
  return fields;
}

/**
 * A point policy (spec §7 console shop/points; issue 10): name, a fixed amount or a rate
 * (percent), validity days (null: never expires) and whether it is in use. Created once,
 * changed by field, deleted once.
 */
export const pointPolicyDecider: Decider<PointPolicyCommand, PointPolicyEvent, PointPolicyState> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'PointPolicyCreated':
      case 'PointPolicyUpdated':
        return { status: 'active', fields: event.data.fields };
      case 'PointPolicyDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { pointId } = command.data;
    const { now } = command.metadata;
    switch (command.type) {
      case 'CreatePointPolicy':
        if (state.status !== 'absent') throw new PointPolicyExistsError();
        return [{ type: 'PointPolicyCreated', data: { pointId, fields: checked(command.data.fields), createdAt: now } }];
      case 'UpdatePointPolicy':
        if (state.status !== 'active') throw new PointPolicyNotFoundError();
        return [{ type: 'PointPolicyUpdated', data: { pointId, fields: checked({ ...state.fields, ...command.data.fields }), updatedAt: now } }];
      case 'DeletePointPolicy':
        if (state.status !== 'active') throw new PointPolicyNotFoundError();
        return [{ type: 'PointPolicyDeleted', data: { pointId, deletedAt: now } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
