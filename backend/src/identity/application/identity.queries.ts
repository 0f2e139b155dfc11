import { Inject, Injectable } from '@nestjs/common';
import type { MeInfo } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { USERS } from '../projections/users.projection.js';

/** Reads of the `users` read model (no password hashes are in it). */
@Injectable()
export class IdentityQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The member's own info, or null. */
  async meInfo(userId: string): Promise<MeInfo | null> {
    const doc = await this.store.collection<MeInfo & { _position?: number }>(USERS).findOne({ _id: userId });
    if (!doc) return null;
    const { _position, ...info } = doc;
    return info;
  }

  /** Accounts by id (missing ones left out), e.g. to name who did what in an audit history. */
  async usersByIds(ids: string[]): Promise<MeInfo[]> {
    if (ids.length === 0) return [];
    return this.store.collection<MeInfo>(USERS).find({ _id: { $in: ids } });
  }

  /** A member by username (exact, case as stored), or null. */
  async userByUsername(username: string): Promise<MeInfo | null> {
    const doc = await this.store.collection<MeInfo & { _position?: number }>(USERS).findOne({ username });
    if (!doc) return null;
    const { _position, ...info } = doc;
    return info;
  }

  /** Ids of members whose username or name contains `words` (case-insensitive), at most 200. */
  async userIdsMatching(words: string): Promise<string[]> {
    const re = { $regex: words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' };
    const docs = await this.store.collection<MeInfo>(USERS).find({ $or: [{ username: re }, { name: re }] }, { limit: 200 });
    return docs.map((d) => d._id);
  }
}
