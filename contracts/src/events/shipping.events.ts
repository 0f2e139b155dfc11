import type { IslandKind } from '../pricing.js';
import type { ShippingOption, ShippingTarget } from '../shipping.js';

/** The fields of a shipping rule as staff write them (spec §3 Shipping). */
export interface ShippingFields {
  name: string;
  startsAt: string | null;
  endsAt: string | null;
  isActive: boolean;
  target: ShippingTarget;
  options: ShippingOption[];
}

/** A shipping rule was created (stream `shipping-{shippingId}`). */
export interface ShippingCreated {
  type: 'ShippingCreated';
  data: { shippingId: string; fields: ShippingFields; createdAt: string };
}
/** A shipping rule was replaced by new fields. */
export interface ShippingUpdated {
  type: 'ShippingUpdated';
  data: { shippingId: string; fields: ShippingFields; updatedAt: string };
}
/** A shipping rule was deleted. */
export interface ShippingDeleted {
  type: 'ShippingDeleted';
  data: { shippingId: string; deletedAt: string };
}
export type ShippingEvent = ShippingCreated | ShippingUpdated | ShippingDeleted;

/** One row of the islands table as staff write it. */
export interface IslandRow {
  name: string;
  postcodeFrom: string;
  postcodeTo: string;
  kind: IslandKind;
  note: string;
}

/** A row was added to the islands table (stream `islands-table`). */
export interface IslandAdded {
  type: 'IslandAdded';
  data: { islandId: string; row: IslandRow; addedAt: string };
}
/** A row of the islands table was changed; `before` is what it was. */
export interface IslandChanged {
  type: 'IslandChanged';
  data: { islandId: string; row: IslandRow; before: IslandRow; changedAt: string };
}
/** A row was removed from the islands table; `row` is what it was. */
export interface IslandRemoved {
  type: 'IslandRemoved';
  data: { islandId: string; row: IslandRow; removedAt: string };
}
export type IslandEvent = IslandAdded | IslandChanged | IslandRemoved;
