import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../../content/index.js';
import { IdentityModule } from '../../identity/index.js';
import { CommandRouter } from '../../platform/event-sourcing/commands.js';
import { boardCommentDecider, boardCommentStream } from './board-comment.decider.js';
import { boardDecider, boardStream } from './board.decider.js';
import { Boards } from './boards.js';
import { BoardCommentsConsoleController, BoardsConsoleController } from './boards.console.controller.js';
import { BoardsProjection } from './boards.projection.js';
import { BoardsPublicController } from './boards.public.controller.js';

/** The community boards: posts, their thumbnails, files and comments (spec §2 /community, §7 Boards, console boards and comments). */
@Module({
  imports: [IdentityModule, ContentModule],
  providers: [Boards, BoardsProjection],
  controllers: [BoardsPublicController, BoardsConsoleController, BoardCommentsConsoleController],
  exports: [BoardsProjection, Boards],
})
export class BoardsModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the post and comment commands to the generic handler, one stream per post and per comment. */
  onModuleInit(): void {
    this.router.stream({
      decider: boardDecider,
      commands: ['WriteBoard', 'EditBoard', 'SetBoardShows', 'SetBoardThumb', 'AttachBoardFile', 'RemoveBoardFile', 'ViewBoard', 'DeleteBoard'],
      streamOf: (c) => boardStream(c.data.boardId),
    });
    this.router.stream({
      decider: boardCommentDecider,
      commands: ['AddBoardComment', 'EditBoardComment', 'DeleteBoardComment'],
      streamOf: (c) => boardCommentStream(c.data.commentId),
    });
  }
}
