import { Injectable } from '@nestjs/common';
import type { BoardCommentEvent, BoardEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { boardCommentDecider, type BoardCommentState } from './board-comment.decider.js';
import { boardDecider, type BoardState } from './board.decider.js';

/** Read-model collection of the community posts: one document per live post (`_id` its id). */
export const BOARDS = 'boards';
/** Read-model collection of the comments under posts: one document per live comment. */
export const BOARD_COMMENTS = 'board_comments';

/** A post as stored: the decider's state of a live post, with how many comments it has. */
export type BoardDoc = Extract<BoardState, { status: 'live' }> & { _id: string; commentCount: number };
/** A comment as stored: the decider's state of a live comment. */
export type BoardCommentDoc = Extract<BoardCommentState, { status: 'live' }> & { _id: string };

const BOARD_EVENTS = ['BoardWritten', 'BoardEdited', 'BoardShowsSet', 'BoardThumbSet', 'BoardFileAttached', 'BoardFileRemoved', 'BoardViewed', 'BoardDeleted'];
const COMMENT_EVENTS = ['BoardCommentAdded', 'BoardCommentEdited', 'BoardCommentDeleted'];

/** Mirrors each post and comment, folded with their own deciders; a post counts its live comments. */
@Injectable()
export class BoardsProjection implements Projection {
  readonly name = 'boards';
  /** Bump when the documents it writes change. */
  readonly version = 1;
  readonly handles = [...BOARD_EVENTS, ...COMMENT_EVENTS];
  readonly collections = [BOARDS, BOARD_COMMENTS];
  readonly indexes: Record<string, IndexSpec[]> = {
    [BOARDS]: [{ key: { category: 1, shows: 1, pinned: -1, createdAt: -1 } }],
    [BOARD_COMMENTS]: [{ key: { boardId: 1, createdAt: 1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    if (COMMENT_EVENTS.includes(stored.type)) return this.applyComment(stored, { type: stored.type, data: stored.data } as BoardCommentEvent, store);
    const event = { type: stored.type, data: stored.data } as BoardEvent;
    const id = event.data.boardId;
    await applyOnce<BoardDoc>(store, BOARDS, id, stored, (doc) => {
      const next = boardDecider.evolve(doc ?? boardDecider.initialState(), event);
      return next.status === 'live' ? { _id: id, ...next, commentCount: doc?.commentCount ?? 0 } : null;
    });
  }

  private async applyComment(stored: StoredEvent, event: BoardCommentEvent, store: ReadStore): Promise<void> {
    const id = event.data.commentId;
    await applyOnce<BoardCommentDoc>(store, BOARD_COMMENTS, id, stored, (doc) => {
      const next = boardCommentDecider.evolve(doc ?? boardCommentDecider.initialState(), event);
      return next.status === 'live' ? { _id: id, ...next } : null;
    });
    const change = event.type === 'BoardCommentAdded' ? 1 : event.type === 'BoardCommentDeleted' ? -1 : 0;
    if (change === 0) return;
    // The post's own position guards the count: a replayed comment event changes nothing.
    await applyOnce<BoardDoc>(store, BOARDS, event.data.boardId, stored, (doc) =>
      doc ? { ...doc, commentCount: Math.max(0, doc.commentCount + change) } : null,
    );
  }
}
