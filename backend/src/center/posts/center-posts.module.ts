import { Module, type OnModuleInit } from '@nestjs/common';
import { CommandRouter } from '../../platform/event-sourcing/commands.js';
import { ContentModule } from '../../content/index.js';
import { centerPostDecider, centerPostStream } from './center-post.decider.js';
import { CenterPosts } from './center-posts.js';
import { FaqsConsoleController, NoticesConsoleController } from './center-posts.console.controller.js';
import { CenterPostsProjection } from './center-posts.projection.js';
import { CenterPostsPublicController } from './center-posts.public.controller.js';

/** The customer centre's notices (공지사항) and FAQs (spec §2 centre pages, §7 Center notifications and faqs, console CRUD). */
@Module({
  imports: [ContentModule],
  providers: [CenterPosts, CenterPostsProjection],
  controllers: [CenterPostsPublicController, NoticesConsoleController, FaqsConsoleController],
  exports: [CenterPostsProjection, CenterPosts],
})
export class CenterPostsModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the post commands to the generic handler, one stream per post. */
  onModuleInit(): void {
    this.router.stream({
      decider: centerPostDecider,
      commands: ['PublishCenterPost', 'EditCenterPost', 'DeleteCenterPost', 'RestoreCenterPost'],
      streamOf: (c) => centerPostStream(c.data.postId),
    });
  }
}
