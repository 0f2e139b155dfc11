import {
  MAX_BOARD_FILES,
  MEMBER_BOARD_CATEGORIES,
  type BoardAuthor,
  type BoardCategory,
  type BoardEvent,
  type BoardFields,
  type BoardFile,
  type BoardImage,
  type BoardViewSource,
} from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { plainText } from '../../platform/html/plain-text.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import { BoardCategoryClosedError, BoardFileNotFoundError, BoardFilesLimitError, BoardNotFoundError, BoardNotYoursError } from '../community.errors.js';

/** What a writer sends for a post, before it is cleaned. */
export interface BoardInput {
  category: BoardCategory;
  subject: string;
  content: string;
  pinned?: boolean;
  shows?: boolean;
}

/** Who acts on a post: the user (null for a system writer) and whether as staff (console). */
export interface BoardActor {
  by: string | null;
  asStaff: boolean;
}

/** Staff (console) or a member (public, member categories only) write a post (POST boards). */
export type WriteBoard = Command<'WriteBoard', { boardId: string; input: BoardInput; writer: BoardAuthor }>;
/** The writer or staff rewrite a post whole (PUT boards/{id}); `restoredFrom`: the version (stream revision) staff bring back (issue 14, board-history.ts). */
export type EditBoard = Command<'EditBoard', BoardActor & { boardId: string; input: BoardInput; restoredFrom?: number }>;
/** Staff show or hide a post (the console's bulk action). */
export type SetBoardShows = Command<'SetBoardShows', { boardId: string; shows: boolean; by: string | null }>;
/** The writer or staff set the post's thumbnail (POST boards/{id}/thumb). */
export type SetBoardThumb = Command<'SetBoardThumb', BoardActor & { boardId: string; thumb: BoardImage }>;
/** The writer or staff attach a stored file (POST boards/{board}/files). */
export type AttachBoardFile = Command<'AttachBoardFile', BoardActor & { boardId: string; file: BoardFile }>;
/** The writer or staff take a file off (DELETE boards/{board}/files/{id}). */
export type RemoveBoardFile = Command<'RemoveBoardFile', BoardActor & { boardId: string; fileId: string }>;
/** Someone opened the post in the shop (its view count), from the board's list or a link. */
export type ViewBoard = Command<'ViewBoard', { boardId: string; from: BoardViewSource }>;
/** The writer or staff delete the post (DELETE boards/{id}). */
export type DeleteBoard = Command<'DeleteBoard', BoardActor & { boardId: string }>;
export type BoardCommand = WriteBoard | EditBoard | SetBoardShows | SetBoardThumb | AttachBoardFile | RemoveBoardFile | ViewBoard | DeleteBoard;

/** A post as its stream folds. */
export type BoardState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | (BoardFields & {
      status: 'live';
      boardId: string;
      writer: BoardAuthor;
      thumb: BoardImage | null;
      files: BoardFile[];
      views: number;
      createdAt: string;
      updatedAt: string;
    });

type Live = Extract<BoardState, { status: 'live' }>;

/** The stream of a post. */
export const boardStream = (boardId: string) => `board-${boardId}`;

/** The fields as kept: the subject as plain text, the content sanitised (platform/html/rich-text.ts); members never pin nor hide. */
function fieldsOf(input: BoardInput, asStaff: boolean, current?: Live): BoardFields {
  return {
    category: input.category,
    subject: plainText(input.subject),
    content: sanitizeRichText(input.content),
    pinned: asStaff ? (input.pinned ?? false) : (current?.pinned ?? false),
    shows: asStaff ? (input.shows ?? true) : (current?.shows ?? true),
  };
}

/** The live post a writer or staff may change; refuses a missing one (404) and another member's (403). */
function reachable(state: BoardState, actor: BoardActor): Live {
  if (state.status !== 'live') throw new BoardNotFoundError();
  if (!actor.asStaff && (state.writer.staff || state.writer.userId !== actor.by)) throw new BoardNotYoursError();
  return state;
}

/**
 * A community board post (stream `board-{boardId}`; spec §2 /community/{category} and its board
 * sub-routes, §7 Boards with thumb and files, console boards). Staff write in every category;
 * a member writes only in MEMBER_BOARD_CATEGORIES and changes only their own posts. Writing an id
 * taken is nothing (a retried request); a view of a hidden or deleted post counts nothing.
 * @throws BoardNotFoundError (404) changing a post that is absent or deleted.
 * @throws BoardNotYoursError (403) a member changing a post they did not write.
 * @throws BoardCategoryClosedError (403) a member writing or moving a post into a staff category.
 * @throws BoardFilesLimitError (422) a file past MAX_BOARD_FILES; BoardFileNotFoundError (404) removing one not there.
 */
export const boardDecider: Decider<BoardCommand, BoardEvent, BoardState> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'BoardWritten': {
        const { boardId, writer, at, ...fields } = event.data;
        return { status: 'live', boardId, writer, ...fields, thumb: null, files: [], views: 0, createdAt: at, updatedAt: at };
      }
      case 'BoardDeleted':
        return { status: 'deleted' };
    }
    if (state.status !== 'live') return state;
    switch (event.type) {
      case 'BoardEdited': {
        const { boardId: _id, by: _by, at, restoredFrom: _r, ...fields } = event.data;
        return { ...state, ...fields, updatedAt: at };
      }
      case 'BoardShowsSet':
        return { ...state, shows: event.data.shows };
      case 'BoardThumbSet':
        return { ...state, thumb: event.data.thumb, updatedAt: event.data.at };
      case 'BoardFileAttached':
        return { ...state, files: [...state.files, event.data.file], updatedAt: event.data.at };
      case 'BoardFileRemoved':
        return { ...state, files: state.files.filter((f) => f._id !== event.data.fileId), updatedAt: event.data.at };
      case 'BoardViewed':
        return { ...state, views: state.views + 1 };
    }
  },
  decide(command, state) {
    const at = command.metadata.now;
    switch (command.type) {
      case 'WriteBoard': {
        const { boardId, input, writer } = command.data;
        if (state.status !== 'absent') return [];
        if (!writer.staff && !MEMBER_BOARD_CATEGORIES.includes(input.category)) throw new BoardCategoryClosedError();
        return [{ type: 'BoardWritten', data: { boardId, ...fieldsOf(input, writer.staff), writer, at } }];
      }
      case 'EditBoard': {
        const { boardId, input, by, asStaff, restoredFrom } = command.data;
        const post = reachable(state, command.data);
        if (!asStaff && !MEMBER_BOARD_CATEGORIES.includes(input.category)) throw new BoardCategoryClosedError();
        const restore = restoredFrom === undefined ? {} : { restoredFrom };
        return [{ type: 'BoardEdited', data: { boardId, ...fieldsOf(input, asStaff, post), by, at, ...restore } }];
      }
      case 'SetBoardShows': {
        const { boardId, shows, by } = command.data;
        if (state.status !== 'live') throw new BoardNotFoundError();
        return state.shows === shows ? [] : [{ type: 'BoardShowsSet', data: { boardId, shows, by, at } }];
      }
      case 'SetBoardThumb': {
        const { boardId, thumb, by } = command.data;
        reachable(state, command.data);
        return [{ type: 'BoardThumbSet', data: { boardId, thumb, by, at } }];
      }
      case 'AttachBoardFile': {
        const { boardId, file, by } = command.data;
        const post = reachable(state, command.data);
        if (post.files.length >= MAX_BOARD_FILES) throw new BoardFilesLimitError(MAX_BOARD_FILES);
        return [{ type: 'BoardFileAttached', data: { boardId, file, by, at } }];
      }
      case 'RemoveBoardFile': {
        const { boardId, fileId, by } = command.data;
        const post = reachable(state, command.data);
        if (!post.files.some((f) => f._id === fileId)) throw new BoardFileNotFoundError();
        return [{ type: 'BoardFileRemoved', data: { boardId, fileId, by, at } }];
      }
      case 'ViewBoard':
        return state.status === 'live' && state.shows ? [{ type: 'BoardViewed', data: { boardId: command.data.boardId, from: command.data.from, at } }] : [];
      case 'DeleteBoard': {
        const { boardId, by } = command.data;
        reachable(state, command.data);
        return [{ type: 'BoardDeleted', data: { boardId, by, at } }];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
