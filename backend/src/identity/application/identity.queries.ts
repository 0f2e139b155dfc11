import { Inject, Injectable } from '@nestjs/common';
import type { MeInfo } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { USERS, type UserDoc } from '../projections/users.projection.js';

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
  createdAt: d.createdAt,
});

/** Reads of the `users` read model (no password hashes are in it). */
@Injectable()
export class IdentityQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

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
}
