import { Module, type OnModuleInit } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { InquiriesModule } from '../center/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrderingModule } from '../ordering/index.js';
import { PromotionsModule } from '../promotions/index.js';
import { MemberDashboard } from './application/member-dashboard.js';
import { DashboardMeController } from './http/dashboard.me.controller.js';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { LikeProductHandler } from './application/like-product/like-product.handler.js';
import { MemberListsQueries } from './application/member-lists.queries.js';
import { MergeWatchesHandler } from './application/merge-watches/merge-watches.handler.js';
import { RecordWatchHandler } from './application/record-watch/record-watch.handler.js';
import { destinationsDecider, destinationsStream } from './domain/destinations.decider.js';
import { likesDecider, likesStream } from './domain/likes.decider.js';
import { watchesDecider, watchesStream } from './domain/watches.decider.js';
import { DestinationsMeController } from './http/destinations.me.controller.js';
import { LikesMeController } from './http/likes.me.controller.js';
import { WatchesMeController } from './http/watches.me.controller.js';
import { MemberListsProjection } from './projections/member-lists.projection.js';

/** Members context: a member's own lists — wishlist, recently viewed products, saved delivery addresses — and the dashboard over them and the other contexts' figures (spec §2 member area, §7 Me). */
@Module({
  imports: [CatalogModule, IdentityModule, OrderingModule, PromotionsModule, InquiriesModule],
  providers: [MemberDashboard, LikeProductHandler, RecordWatchHandler, MergeWatchesHandler, MemberListsQueries, MemberListsProjection],
  controllers: [DashboardMeController, LikesMeController, WatchesMeController, DestinationsMeController],
  exports: [MemberListsProjection],
})
export class MembersModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly likeProduct: LikeProductHandler,
    private readonly recordWatch: RecordWatchHandler,
    private readonly mergeWatches: MergeWatchesHandler,
  ) {}

  /** Routes the lists' one-stream commands to the generic handler, and those needing product facts to their use cases. */
  onModuleInit(): void {
    this.router.useCase('LikeProduct', this.likeProduct);
    this.router.stream({ decider: likesDecider, commands: ['UnlikeProduct'], streamOf: (c) => likesStream(c.data.userId) });
    this.router.useCase('RecordWatch', this.recordWatch);
    this.router.useCase('MergeWatches', this.mergeWatches);
    this.router.stream({ decider: watchesDecider, commands: ['RemoveWatch', 'ClearWatches'], streamOf: (c) => watchesStream(c.data.userId) });
    this.router.stream({
      decider: destinationsDecider,
      commands: ['AddDestination', 'ChangeDestination', 'DeleteDestination'],
      streamOf: (c) => destinationsStream(c.data.userId),
    });
  }
}
