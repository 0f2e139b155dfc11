import { Inject, Injectable } from '@nestjs/common';
import type { MeInfo, UserType } from '@shop/contracts';
import { READ_STORE, type Filter, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { MEMBER_LEVELS, type MemberLevelDoc } from '../projections/member-levels.projection.js';
import { USERS, type UserDoc } from '../projections/users.projection.js';
import { LevelQueries } from './level.queries.js';
import { memberFilter } from './member.queries.js';

/** The member's own view of the account (what GET me/info answers). */
const meInfoOf = (d: UserDoc): MeInfo => ({
  _id: d._id,
  username: d.username,
  name: d.name,
  email: d.email,
  phone: d.phone,
  type: d.type,
  level: d.level,
  scope: d.scope,
  agreements: d.agreements ?? [],
  socialAccounts: d.socialAccounts ?? [],
  passwordSet: d.passwordSet ?? true,
  bank: d.bank ?? null,
  createdAt: d.createdAt,
});

/** A member as a coupon's issue target sees them (spec §3 Coupon issue target): type and level now. */
export interface TargetMember {
  userId: string;
  userType: UserType;
  /** The level's code; the welcome level's when none was assigned yet ('' when there is none either). */
  level: string;
}

/** Reads of the `users` read model (no password hashes are in it). */
@Injectable()
export class IdentityQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly levels: LevelQueries,
  ) {}

  /**
   * How many members (persons and companies, not operators, not withdrawn) joined from `from` to
   * `to` (days `yyyy-mm-dd`, Asia/Seoul, both included): the count of the console member list
   * filtered by the same join days (spec §2 console users), for the console dashboard.
   */
  async joinedCount(from: string, to: string): Promise<number> {
    return this.store.collection<UserDoc>(USERS).count(memberFilter({ from, to }));
  }

  /** The member's own info, or null. */
  async meInfo(userId: string): Promise<MeInfo | null> {
    const doc = await this.store.collection<UserDoc>(USERS).findOne({ _id: userId });
    return doc ? meInfoOf(doc) : null;
  }

  /** Accounts by id (missing ones left out), e.g. to name who did what in an audit history. */
  async usersByIds(ids: string[]): Promise<MeInfo[]> {
    if (ids.length === 0) return [];
    return this.store.collection<MeInfo>(USERS).find({ _id: { $in: ids } });
  }

  /** A member by username (exact, case as stored), or null. */
  async userByUsername(username: string): Promise<MeInfo | null> {
    const doc = await this.store.collection<UserDoc>(USERS).findOne({ username });
    return doc ? meInfoOf(doc) : null;
  }

  /** Ids of members whose username or name contains `words` (case-insensitive), at most 200. */
  async userIdsMatching(words: string): Promise<string[]> {
    const re = { $regex: words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' };
    const docs = await this.store.collection<MeInfo>(USERS).find({ $or: [{ username: re }, { name: re }] }, { limit: 200 });
    return docs.map((d) => d._id);
  }

  /**
   * Members (operators aside) registered at or before `registeredBy` (ISO), narrowed to the listed
   * ids, user types and level codes (the welcome level's include those with none assigned yet;
   * an omitted list narrows nothing), in id order after `after`, `limit` at most: the members a
   * scheduled coupon issue goes through, page by page (spec §3 Coupon issue target, issuesAt).
   */
  async targetMembers(
    filter: { userIds?: string[]; userTypes?: UserType[]; levelCodes?: string[] },
    registeredBy: string,
    after: string | null,
    limit: number,
  ): Promise<TargetMember[]> {
    const welcome = (await this.levels.welcome())?.code ?? '';
    const and: Filter[] = [{ registeredAt: { $lte: registeredBy } }];
    if (after !== null) and.push({ _id: { $gt: after } });
    if (filter.userIds) and.push({ _id: { $in: filter.userIds } });
    if (filter.userTypes) and.push({ userType: { $in: filter.userTypes } });
    if (filter.levelCodes) {
      const codes: Filter = { levelCode: { $in: filter.levelCodes } };
      and.push(filter.levelCodes.includes(welcome) ? { $or: [codes, { levelCode: null }] } : codes);
    }
    const docs = await this.store.collection<MemberLevelDoc>(MEMBER_LEVELS).find({ $and: and }, { sort: { _id: 1 }, limit });
    return docs.map((d) => ({ userId: d._id, userType: d.userType as UserType, level: d.levelCode ?? welcome }));
  }
}
