import type { BoardAuthor, BoardCommentEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { plainText } from '../../platform/html/plain-text.js';
import { BoardCommentNotFoundError, BoardCommentNotYoursError, BoardNotFoundError } from '../community.errors.js';

/**
 * A signed-in member comments under a post (POST boards/{board}/comments); `boardOpen` whether
 * the post is live and shown (loaded by the service from the post's stream).
 */
export type AddBoardComment = Command<'AddBoardComment', { commentId: string; boardId: string; content: string; writer: BoardAuthor; boardOpen: boolean }>;
/** The writer rewrites their comment (PUT boards/{board}/comments/{id}). */
export type EditBoardComment = Command<'EditBoardComment', { commentId: string; boardId: string; content: string; by: string }>;
/** The writer, or staff (`asStaff`), delete a comment (DELETE boards/{board}/comments/{id}). */
export type DeleteBoardComment = Command<'DeleteBoardComment', { commentId: string; boardId: string; by: string | null; asStaff: boolean }>;
export type BoardCommentCommand = AddBoardComment | EditBoardComment | DeleteBoardComment;

/** A comment as its stream folds. */
export type BoardCommentState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | { status: 'live'; commentId: string; boardId: string; content: string; writer: BoardAuthor; createdAt: string; updatedAt: string };

/** The stream of a comment. */
export const boardCommentStream = (commentId: string) => `board-comment-${commentId}`;

/**
 * A comment under a community post (stream `board-comment-{commentId}`; spec §7 Boards comments
 * under boards/{board}/comments, console comments). Members comment on shown posts; only the
 * writer rewrites a comment; the writer or staff delete it. Adding an id taken is nothing.
 * @throws BoardNotFoundError (404) commenting on a post that is missing, deleted or hidden.
 * @throws BoardCommentNotFoundError (404) a comment absent, deleted or under another post.
 * @throws BoardCommentNotYoursError (403) a member changing another's comment.
 */
export const boardCommentDecider: Decider<BoardCommentCommand, BoardCommentEvent, BoardCommentState> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'BoardCommentAdded': {
        const { commentId, boardId, content, writer, at } = event.data;
        return { status: 'live', commentId, boardId, content, writer, createdAt: at, updatedAt: at };
      }
      case 'BoardCommentEdited':
        return state.status === 'live' ? { ...state, content: event.data.content, updatedAt: event.data.at } : state;
      case 'BoardCommentDeleted':
        return { status: 'deleted' };
    }
  },
  decide(command, state) {
    const at = command.metadata.now;
    switch (command.type) {
      case 'AddBoardComment': {
        const { commentId, boardId, content, writer, boardOpen } = command.data;
        if (state.status !== 'absent') return [];
        if (!boardOpen) throw new BoardNotFoundError();
        return [{ type: 'BoardCommentAdded', data: { commentId, boardId, content: plainText(content), writer, at } }];
      }
      case 'EditBoardComment': {
        const { commentId, boardId, content, by } = command.data;
        if (state.status !== 'live' || state.boardId !== boardId) throw new BoardCommentNotFoundError();
        if (state.writer.userId !== by) throw new BoardCommentNotYoursError();
        return [{ type: 'BoardCommentEdited', data: { commentId, boardId, content: plainText(content), at } }];
      }
      case 'DeleteBoardComment': {
        const { commentId, boardId, by, asStaff } = command.data;
        if (state.status !== 'live' || state.boardId !== boardId) throw new BoardCommentNotFoundError();
        if (!asStaff && state.writer.userId !== by) throw new BoardCommentNotYoursError();
        return [{ type: 'BoardCommentDeleted', data: { commentId, boardId, by, byStaff: asStaff, at } }];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
