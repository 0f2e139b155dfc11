import { Injectable } from '@nestjs/common';
import type { PointPolicy, PointPolicyEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collection of point policies (console shop/points), `_id` the policy id. */
export const POINT_POLICIES = 'pointPolicies';

/** Mirrors each point policy; a deleted one is removed. */
@Injectable()
export class PointPoliciesProjection implements Projection {
  readonly name = 'point-policies';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['PointPolicyCreated', 'PointPolicyUpdated', 'PointPolicyDeleted'];
  readonly collections = [POINT_POLICIES];

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as PointPolicyEvent;
    await applyOnce<PointPolicy>(store, POINT_POLICIES, event.data.pointId, stored, (doc) => {
      switch (event.type) {
        case 'PointPolicyCreated':
          return { _id: event.data.pointId, ...event.data.fields, createdAt: event.data.createdAt, updatedAt: event.data.createdAt };
        case 'PointPolicyUpdated':
          return doc ? { ...doc, ...event.data.fields, updatedAt: event.data.updatedAt } : null;
        case 'PointPolicyDeleted':
          return null;
      }
    });
  }
}
