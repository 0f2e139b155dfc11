import { Injectable } from '@nestjs/common';
import type { MemberDashboardResponse } from '@shop/contracts';
import { MemberInquiries } from '../../center/index.js';
import { IdentityQueries, MemberStanding } from '../../identity/index.js';
import { MemberOrderSummary } from '../../ordering/index.js';
import { MemberBenefits } from '../../promotions/index.js';
import { MemberDashboardMemberNotFoundError } from '../members.errors.js';
import { MemberListsQueries } from './member-lists.queries.js';

const RECENT_ORDERS = 5;
const RECENT_LIKES = 4;

/**
 * The member's dashboard (spec §2 /mypage, /mypage/dashboard): one answer put together from each
 * context's query service over its own read models (ordering: order counts per tab and the newest
 * orders; promotions: usable coupons and points; identity: the level and the next level's
 * criteria; members: the wishlist; centre: the 1:1 inquiries awaiting and answered). Every part is the member's own.
 */
@Injectable()
export class MemberDashboard {
  constructor(
    private readonly identity: IdentityQueries,
    private readonly standing: MemberStanding,
    private readonly orders: MemberOrderSummary,
    private readonly benefits: MemberBenefits,
    private readonly lists: MemberListsQueries,
    private readonly inquiries: MemberInquiries,
  ) {}

  /** The dashboard of `userId` at `now` (ISO). Throws MemberDashboardMemberNotFoundError (404) for an account that is gone. */
  async of(userId: string, now: string): Promise<MemberDashboardResponse> {
    const me = await this.identity.meInfo(userId);
    if (!me) throw new MemberDashboardMemberNotFoundError();
    const [orderCounts, recentOrders, benefits, level, likes, inquiries] = await Promise.all([
      this.orders.counts(userId),
      this.orders.recent(userId, RECENT_ORDERS),
      this.benefits.of(userId, now),
      this.standing.of(userId, me.type, now),
      this.lists.likes(userId, { limit: RECENT_LIKES, skip: 0 }),
      this.inquiries.counts(userId),
    ]);
    return {
      orderCounts,
      coupons: benefits.coupons,
      points: benefits.points,
      level,
      recentOrders,
      likes: { items: likes.likes, totalCount: likes.summary.totalCount },
      inquiries,
    };
  }
}
