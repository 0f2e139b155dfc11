import { Inject, Injectable } from '@nestjs/common';
import type { MemberLevelHistoryEntry } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { MEMBER_LEVELS, MEMBER_LEVEL_HISTORY, type MemberLevelDoc } from '../projections/member-levels.projection.js';

/** One change of a member's score as the member may see it (who on the staff made it is left out). */
export interface ScoreChange {
  _id: string;
  delta: number;
  /** The score after the change. */
  score: number;
  reason: string;
  at: string;
}

/**
 * A member's own accumulated score (spec §9 level criterion "accumulated score") and its history,
 * read from identity's member-levels read model, for pages outside identity (the promoter's
 * /promoter/scores). Only the named member's rows are read.
 */
@Injectable()
export class MemberScoreHistory {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The member's score now (0 before any change) and one page of its changes, newest first, with how many there are. */
  async of(userId: string, page: { limit: number; skip: number }): Promise<{ score: number; changes: ScoreChange[]; totalCount: number }> {
    const history = this.store.collection<MemberLevelHistoryEntry & { _position?: number }>(MEMBER_LEVEL_HISTORY);
    const filter = { _user: userId, kind: 'SCORE' };
    const [member, docs, totalCount] = await Promise.all([
      this.store.collection<MemberLevelDoc>(MEMBER_LEVELS).findOne({ _id: userId }),
      history.find(filter, { sort: { at: -1, _position: -1 }, ...page }),
      history.count(filter),
    ]);
    return {
      score: member?.score ?? 0,
      changes: docs.map((h) => ({ _id: h._id, delta: h.delta ?? 0, score: h.score ?? 0, reason: h.reason, at: h.at })),
      totalCount,
    };
  }
}
