import { Injectable } from '@nestjs/common';
import type { LevelEvent, MemberLevel } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collection of member levels (console levels, user-grades), `_id` the level code. */
export const LEVELS = 'levels';

/** Mirrors each member level's definition; a deleted one is removed. */
@Injectable()
export class LevelsProjection implements Projection {
  readonly name = 'levels';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['LevelCreated', 'LevelUpdated', 'LevelDeleted'];
  readonly collections = [LEVELS];

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as LevelEvent;
    const { code } = event.data;
    await applyOnce<MemberLevel>(store, LEVELS, code, stored, (doc) => {
      switch (event.type) {
        case 'LevelCreated':
          return { _id: code, code, ...event.data.fields, createdAt: event.data.createdAt, updatedAt: event.data.createdAt };
        case 'LevelUpdated':
          return doc ? { ...doc, ...event.data.fields, updatedAt: event.data.updatedAt } : null;
        case 'LevelDeleted':
          return null;
      }
    });
  }
}
