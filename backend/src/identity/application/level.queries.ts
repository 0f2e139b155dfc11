import { Inject, Injectable } from '@nestjs/common';
import type { LevelListResponse, MemberGradeResponse, MemberLevel, MemberLevelHistoryEntry, MemberLevelListResponse, MemberLevelRow } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { LevelMemberNotFoundError, LevelNotFoundError } from '../identity.errors.js';
import { LEVELS } from '../projections/levels.projection.js';
import { MEMBER_LEVELS, MEMBER_LEVEL_HISTORY, type MemberLevelDoc } from '../projections/member-levels.projection.js';

type Page = { limit: number; skip: number };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const level = ({ _position, ...doc }: MemberLevel & { _position?: number }): MemberLevel => doc;
const row = ({ _position, _id, registeredAt, ...doc }: MemberLevelDoc & { _position?: number }) => doc;

/** Reads of the member level read models. */
@Injectable()
export class LevelQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Every level, by index then code. */
  async levels(): Promise<LevelListResponse> {
    const docs = await this.store.collection<MemberLevel & { _position?: number }>(LEVELS).find({}, { sort: { index: 1, code: 1 } });
    return { levels: docs.map(level), summary: { totalCount: docs.length } };
  }

  /** One level. Throws LevelNotFoundError. */
  async level(code: string): Promise<MemberLevel> {
    const doc = await this.store.collection<MemberLevel & { _position?: number }>(LEVELS).findOne({ _id: code });
    if (!doc) throw new LevelNotFoundError();
    return level(doc);
  }

  /** The active welcome level of the lowest index, or null. */
  async welcome(): Promise<MemberLevel | null> {
    const [doc] = await this.store
      .collection<MemberLevel & { _position?: number }>(LEVELS)
      .find({ isWelcome: true, isActive: true }, { sort: { index: 1 }, limit: 1 });
    return doc ? level(doc) : null;
  }

  /**
   * Members with their level and score, by username; `levelCode` narrows to one level's members
   * (the welcome level's include those with none assigned yet), `searchValue` matches username or name.
   */
  async members(filter: { levelCode?: string; searchValue?: string }, page: Page): Promise<MemberLevelListResponse> {
    const and: Record<string, unknown>[] = [];
    if (filter.levelCode) {
      const welcome = await this.welcome();
      and.push(welcome?.code === filter.levelCode ? { $or: [{ levelCode: filter.levelCode }, { levelCode: null }] } : { levelCode: filter.levelCode });
    }
    if (filter.searchValue) {
      const re = { $regex: escape(filter.searchValue), $options: 'i' };
      and.push({ $or: [{ username: re }, { name: re }] });
    }
    const query = and.length ? { $and: and } : {};
    const coll = this.store.collection<MemberLevelDoc & { _position?: number }>(MEMBER_LEVELS);
    const [docs, totalCount] = await Promise.all([coll.find(query, { sort: { username: 1 }, ...page }), coll.count(query)]);
    return { users: docs.map(row), summary: { totalCount } };
  }

  /** One member's level row, or null when no member has this id. */
  async member(userId: string): Promise<MemberLevelRow | null> {
    const doc = await this.store.collection<MemberLevelDoc & { _position?: number }>(MEMBER_LEVELS).findOne({ _id: userId });
    return doc ? row(doc) : null;
  }

  /**
   * One member's level (the welcome level's definition when none is assigned yet), and a page of
   * the history of level (`kind` LEVEL) or score (`kind` SCORE) changes, newest first.
   * Throws LevelMemberNotFoundError (404).
   */
  async memberGrade(userId: string, kind: 'LEVEL' | 'SCORE', page: Page): Promise<MemberGradeResponse> {
    const user = await this.member(userId);
    if (!user) throw new LevelMemberNotFoundError();
    const current = user.levelCode ? await this.level(user.levelCode).catch(() => null) : await this.welcome();
    const coll = this.store.collection<MemberLevelHistoryEntry & { _position?: number }>(MEMBER_LEVEL_HISTORY);
    const filter = { _user: userId, kind };
    const [docs, totalCount] = await Promise.all([coll.find(filter, { sort: { at: -1, _position: -1 }, ...page }), coll.count(filter)]);
    return { user, level: current, history: docs.map(({ _position, ...h }) => h), summary: { totalCount } };
  }
}
