import { Injectable } from '@nestjs/common';
import type { MemberLevelEvent, MemberLevelHistoryEntry, MemberLevelRow, MemberScoreEvent, UserRegistered } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collection of members' levels and scores (console user-level/{code}, user-scores), `_id` the user id. */
export const MEMBER_LEVELS = 'memberLevels';

/** Read-model collection of each member's level and score changes, `_id` the event id. */
export const MEMBER_LEVEL_HISTORY = 'memberLevelHistory';

export type MemberLevelDoc = MemberLevelRow & { _id: string; registeredAt: string };

/** The history entry of a level or score event. */
function historyOf(id: string, event: MemberLevelEvent | MemberScoreEvent): MemberLevelHistoryEntry {
  const base = { _id: id, _user: event.data.userId, reason: event.data.reason };
  switch (event.type) {
    case 'LevelAssigned':
      return {
        ...base,
        kind: 'LEVEL',
        from: null,
        to: event.data.to,
        toName: event.data.toName,
        delta: null,
        score: null,
        by: event.data.assignedBy,
        at: event.data.assignedAt,
      };
    case 'LevelChanged':
      return {
        ...base,
        kind: 'LEVEL',
        from: event.data.from,
        to: event.data.to,
        toName: event.data.toName,
        delta: null,
        score: null,
        by: event.data.changedBy,
        at: event.data.changedAt,
      };
    case 'ScoreAdjusted':
      return {
        ...base,
        kind: 'SCORE',
        from: null,
        to: null,
        toName: null,
        delta: event.data.delta,
        score: event.data.score,
        by: event.data.adjustedBy,
        at: event.data.adjustedAt,
      };
  }
}

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

/** Each member (not operators) with the level they are at, why, and their score; and every change of either. */
@Injectable()
export class MemberLevelsProjection implements Projection {
  readonly name = 'member-levels';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 2;
  readonly handles = ['UserRegistered', 'LevelAssigned', 'LevelChanged', 'ScoreAdjusted'];
  readonly collections = [MEMBER_LEVELS, MEMBER_LEVEL_HISTORY];
  readonly indexes: Record<string, IndexSpec[]> = {
    [MEMBER_LEVELS]: [{ key: { levelCode: 1, username: 1 } }],
    [MEMBER_LEVEL_HISTORY]: [{ key: { _user: 1, at: -1 } }],
  };

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
    await applyOnce<MemberLevelHistoryEntry>(store, MEMBER_LEVEL_HISTORY, stored.id, stored, () => historyOf(stored.id, event));
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
