import { Inject, Injectable } from '@nestjs/common';
import type { MemberPointsDetailResponse, MemberPointsListResponse, MyPointsResponse, PointPolicy, PointPolicyListResponse } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { POINTS, type MemberPointsDoc, type PointHistoryDoc, type UserPointDoc } from '../projections/points.projection.js';
import { POINT_POLICIES } from '../projections/point-policies.projection.js';
import { PointPolicyNotFoundError, PointMemberNotFoundError } from '../promotions.errors.js';

const DAY_MS = 86_400_000;
type Page = { limit: number; skip: number };
const strip = <T extends { _position?: number }>({ _position, ...rest }: T): Omit<T, '_position'> => rest;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads of the points read models (members' ledgers and point policies). */
@Injectable()
export class PointQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The member's balance, what expires within 30 days of `now`, and the history newest first. */
  async myPoints(userId: string, page: Page, now: Date = new Date()): Promise<MyPointsResponse> {
    const member = await this.store.collection<MemberPointsDoc>(POINTS.members).findOne({ _id: userId });
    const soon = new Date(now.getTime() + 30 * DAY_MS).toISOString();
    const expiring = await this.store
      .collection<UserPointDoc>(POINTS.grants)
      .find({ _user: userId, isExpired: false, isDisabled: false, amount_left: { $gt: 0 }, expiresAt: { $ne: null, $gt: now.toISOString(), $lte: soon } });
    const { history, totalCount } = await this.history(userId, page);
    return { balance: member?.balance ?? 0, expiringSoon: expiring.reduce((s, g) => s + g.amount_left, 0), history, summary: { totalCount } };
  }

  /** Members with their balances, most recently changed first; `searchValue` matches username or name. */
  async members(searchValue: string | undefined, page: Page): Promise<MemberPointsListResponse> {
    const filter = searchValue
      ? { $or: [{ username: { $regex: escape(searchValue), $options: 'i' } }, { name: { $regex: escape(searchValue), $options: 'i' } }] }
      : {};
    const coll = this.store.collection<MemberPointsDoc & { _position?: number }>(POINTS.members);
    const [docs, totalCount] = await Promise.all([coll.find(filter, { sort: { updatedAt: -1, _id: 1 }, ...page }), coll.count(filter)]);
    return { users: docs.map(({ _id, _position, ...m }) => m), summary: { totalCount } };
  }

  /** One member's points: totals, every grant (newest first) and a page of the history. Throws PointMemberNotFoundError. */
  async member(userId: string, page: Page): Promise<MemberPointsDetailResponse> {
    const doc = await this.store.collection<MemberPointsDoc & { _position?: number }>(POINTS.members).findOne({ _id: userId });
    if (!doc) throw new PointMemberNotFoundError();
    const { _id, _position, ...user } = doc;
    const grants = (
      await this.store.collection<UserPointDoc & { _position?: number }>(POINTS.grants).find({ _user: userId }, { sort: { createdAt: -1 }, limit: 200 })
    ).map(strip);
    const { history, totalCount } = await this.history(userId, page);
    return { user, grants, history, summary: { totalCount } };
  }

  /** The member's balance as the read model shows it (0 when none). */
  async balance(userId: string): Promise<number> {
    return (await this.store.collection<MemberPointsDoc>(POINTS.members).findOne({ _id: userId }))?.balance ?? 0;
  }

  /** Point policies, newest first. */
  async policies(page: Page): Promise<PointPolicyListResponse> {
    const coll = this.store.collection<PointPolicy & { _position?: number }>(POINT_POLICIES);
    const [docs, totalCount] = await Promise.all([coll.find({}, { sort: { createdAt: -1, _id: 1 }, ...page }), coll.count({})]);
    return { points: docs.map(strip), summary: { totalCount } };
  }

  /** One point policy. Throws PointPolicyNotFoundError. */
  async policy(pointId: string): Promise<PointPolicy> {
    const doc = await this.store.collection<PointPolicy & { _position?: number }>(POINT_POLICIES).findOne({ _id: pointId });
    if (!doc) throw new PointPolicyNotFoundError();
    return strip(doc);
  }

  private async history(userId: string, page: Page): Promise<{ history: PointHistoryDoc[]; totalCount: number }> {
    const coll = this.store.collection<PointHistoryDoc & { _position?: number }>(POINTS.history);
    const [docs, totalCount] = await Promise.all([coll.find({ _user: userId }, { sort: { at: -1, _position: -1 }, ...page }), coll.count({ _user: userId })]);
    return { history: docs.map(strip), totalCount };
  }
}
