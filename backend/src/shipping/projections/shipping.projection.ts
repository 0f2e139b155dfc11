import { Injectable } from '@nestjs/common';
import type { Island, IslandChange, IslandEvent, Shipping, ShippingEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';

/** The shipping context's read models. */
export const SHIPPING = { shippings: 'shippings', islands: 'islands', islandChanges: 'islandChanges' } as const;

/** A stored shipping rule (`_position`: the log position of the last event applied). */
export type ShippingDoc = Shipping & { _position?: number };
export type IslandDoc = Island & { _position?: number };
export type IslandChangeDoc = IslandChange & { _position?: number };

/**
 * Shipping rules (`shippings`), the rows of the islands table (`islands`) and the table's
 * history (`islandChanges`, one document per change, newest by `_position`).
 */
@Injectable()
export class ShippingProjection implements Projection {
  readonly name = 'shipping';
  readonly version = 1;
  readonly handles = ['ShippingCreated', 'ShippingUpdated', 'ShippingDeleted', 'IslandAdded', 'IslandChanged', 'IslandRemoved'];
  readonly collections = Object.values(SHIPPING);
  readonly indexes: Record<string, IndexSpec[]> = { [SHIPPING.islandChanges]: [{ key: { _position: -1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as ShippingEvent | IslandEvent;
    switch (event.type) {
      case 'ShippingCreated':
      case 'ShippingUpdated':
      case 'ShippingDeleted': {
        const { shippingId } = event.data;
        return applyOnce<ShippingDoc>(store, SHIPPING.shippings, shippingId, stored, (doc) => {
          if (event.type === 'ShippingDeleted') return null;
          if (event.type === 'ShippingCreated') return { _id: shippingId, ...event.data.fields, createdAt: event.data.createdAt, updatedAt: null };
          return doc ? { ...doc, ...event.data.fields, updatedAt: event.data.updatedAt } : null;
        });
      }
      case 'IslandAdded':
      case 'IslandChanged':
      case 'IslandRemoved': {
        const { islandId, row } = event.data;
        const at = event.type === 'IslandAdded' ? event.data.addedAt : event.type === 'IslandChanged' ? event.data.changedAt : event.data.removedAt;
        await applyOnce<IslandDoc>(store, SHIPPING.islands, islandId, stored, (doc) => {
          if (event.type === 'IslandRemoved') return null;
          return { _id: islandId, ...row, createdAt: doc?.createdAt ?? at, updatedAt: doc ? at : null };
        });
        const action = event.type === 'IslandAdded' ? 'added' : event.type === 'IslandChanged' ? 'changed' : 'removed';
        const by = stored.metadata.userId ?? null;
        return applyOnce<IslandChangeDoc>(store, SHIPPING.islandChanges, `${stored.position}`, stored, () => ({
          _id: `${stored.position}`,
          islandId,
          action,
          row,
          by,
          at,
        }));
      }
    }
  }
}
