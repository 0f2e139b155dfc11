import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { IdentityModule } from '../identity/index.js';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { MemberPoints } from './application/member-points.js';
import { PointExpirySweeper } from './application/point-expiry-sweeper.js';
import { PointFacts } from './application/point-facts.js';
import { PointSettings } from './application/point-settings.js';
import { PointQueries } from './application/point.queries.js';
import { PurchasePoints } from './application/purchase-points.js';
import { pointPolicyDecider, pointPolicyStream } from './domain/point-policy.decider.js';
import { pointsLedgerDecider, pointsStream } from './domain/points-ledger.decider.js';
import { MemberPointsConsoleController } from './http/member-points.console.controller.js';
import { PointPoliciesConsoleController } from './http/point-policies.console.controller.js';
import { PointsMeController } from './http/points.me.controller.js';
import { UserPointsConsoleController } from './http/user-points.console.controller.js';
import { PointPoliciesProjection } from './projections/point-policies.projection.js';
import { PointsProjection } from './projections/points.projection.js';

/** Promotions context: coupons, user coupons and the points (적립금) ledger (ARCHITECTURE §3, spec §3 Coupon, User coupon, User point). */
@Module({
  imports: [ContentModule, IdentityModule],
  providers: [PointFacts, PointSettings, PurchasePoints, PointQueries, MemberPoints, PointExpirySweeper, PointsProjection, PointPoliciesProjection],
  controllers: [PointsMeController, PointPoliciesConsoleController, MemberPointsConsoleController, UserPointsConsoleController],
  exports: [PointFacts, PointSettings, PurchasePoints, PointExpirySweeper, PointsProjection, PointPoliciesProjection],
})
export class PromotionsModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the points ledger's commands (one stream per member) and the point policies' (one per policy). */
  onModuleInit(): void {
    this.router.stream({
      decider: pointsLedgerDecider,
      commands: ['GrantPoints', 'SpendPoints', 'RestorePoints', 'DebitPoints', 'ClawBackPoints', 'ExpirePoints'],
      streamOf: (c) => pointsStream(c.data.userId),
    });
    this.router.stream({
      decider: pointPolicyDecider,
      commands: ['CreatePointPolicy', 'UpdatePointPolicy', 'DeletePointPolicy'],
      streamOf: (c) => pointPolicyStream(c.data.pointId),
    });
  }
}
