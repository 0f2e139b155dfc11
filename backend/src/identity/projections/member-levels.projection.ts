import { Injectable } from '@nestjs/common';
import type { MemberLevelEvent, MemberLevelRow, MemberScoreEvent, UserRegistered } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collection of members' levels and scores (console user-level/{code}, user-scores), `_id` the user id. */
export const MEMBER_LEVELS = 'memberLevels';

export type MemberLevelDoc = MemberLevelRow & { _id: string; registeredAt: string };

const blank = (userId: string): MemberLevelDoc => ({
  _id: userId,
  _user: userId,
  username: '',
  name: '',
  userType: '',
  levelCode: null,
  levelName: null,
  score: 0,
  reason: null,
  levelChangedAt: null,
  registeredAt: '',
});

/** Each member (not operators) with the level they are at, why, and their score. */
@Injectable()
export class MemberLevelsProjection implements Projection {
  readonly name = 'member-levels';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['UserRegistered', 'LevelAssigned', 'LevelChanged', 'ScoreAdjusted'];
  readonly collections = [MEMBER_LEVELS];
  readonly indexes: Record<string, IndexSpec[]> = { [MEMBER_LEVELS]: [{ key: { levelCode: 1, username: 1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    if (stored.type === 'UserRegistered') {
      const d = (stored as unknown as UserRegistered).data;
      if (d.userType === 'OPERATOR') return;
      await applyOnce<MemberLevelDoc>(store, MEMBER_LEVELS, d.userId, stored, (doc) => ({
        ...(doc ?? blank(d.userId)),
        username: d.username,
        name: d.name,
        userType: d.userType,
        registeredAt: d.registeredAt,
      }));
      return;
    }
    const event = { type: stored.type, data: stored.data } as MemberLevelEvent | MemberScoreEvent;
    await applyOnce<MemberLevelDoc>(store, MEMBER_LEVELS, event.data.userId, stored, (doc) => {
      const m = doc ?? blank(event.data.userId);
      switch (event.type) {
        case 'LevelAssigned':
          return { ...m, levelCode: event.data.to, levelName: event.data.toName, reason: event.data.reason, levelChangedAt: event.data.assignedAt };
        case 'LevelChanged':
          return { ...m, levelCode: event.data.to, levelName: event.data.toName, reason: event.data.reason, levelChangedAt: event.data.changedAt };
        case 'ScoreAdjusted':
          return { ...m, score: event.data.score };
      }
    });
  }
}
