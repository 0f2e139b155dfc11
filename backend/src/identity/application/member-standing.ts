import { Inject, Injectable } from '@nestjs/common';
import { LevelCriterionType, type DashboardLevel, type LevelProgress, type MemberLevel } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { LEVELS } from '../projections/levels.projection.js';
import { MEMBER_LEVELS, type MemberLevelDoc } from '../projections/member-levels.projection.js';
import { MEMBER_PURCHASES, seoulMonth, type MemberMonthDoc } from '../projections/member-purchases.projection.js';

/**
 * A member's level as the member sees it on the dashboard (spec §3 Member level, §9 level
 * criteria): the level now (the welcome level while none is assigned), its point rate, and the
 * next higher active level of the member's scope with how far the member is on each of its
 * active criteria: the score, and the confirmed purchases (원) of the current Seoul month, the
 * month the next evaluation measures. Read from identity's own read models.
 */
@Injectable()
export class MemberStanding {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The member's level and the next one's criteria at `now` (ISO). */
  async of(userId: string, userType: string, now: string): Promise<DashboardLevel> {
    const [member, levels, month] = await Promise.all([
      this.store.collection<MemberLevelDoc>(MEMBER_LEVELS).findOne({ _id: userId }),
      this.store.collection<MemberLevel>(LEVELS).find({ isActive: true }, { sort: { index: 1, code: 1 } }),
      this.store.collection<MemberMonthDoc>(MEMBER_PURCHASES.months).findOne({ _id: `${userId}:${seoulMonth(now)}` }),
    ]);
    const mine = levels.filter((l) => l.scope === 'ALL' || l.scope === userType);
    const current = (member?.levelCode ? levels.find((l) => l.code === member.levelCode) : mine.find((l) => l.isWelcome)) ?? null;
    const score = member?.score ?? 0;
    const has: Record<LevelCriterionType, number> = { score, monthlyPurchaseAmount: month?.amount ?? 0 };
    const next = mine.find((l) => l.index > (current?.index ?? -Infinity) && l.criteria.some((c) => c.isActive)) ?? null;
    return {
      code: current?.code ?? member?.levelCode ?? null,
      name: current?.name ?? member?.levelName ?? null,
      pointRate: current?.points ?? 0,
      score,
      next: next
        ? {
            code: next.code,
            name: next.name,
            criteria: next.criteria.filter((c) => c.isActive).map((c): LevelProgress => ({ type: c.type, required: c.value, current: has[c.type] ?? 0 })),
          }
        : null,
    };
  }
}
