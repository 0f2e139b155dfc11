import type { BoardCategory, BoardFile, BoardImage, BoardViewSource } from '../boards.js';

/** What a post's writer sets (content sanitised). */
export interface BoardFields {
  category: BoardCategory;
  subject: string;
  content: string;
  pinned: boolean;
  shows: boolean;
}

/** Who wrote a post or a comment, as recorded (the shop masks members' names). */
export interface BoardAuthor {
  userId: string | null;
  username: string;
  name: string;
  staff: boolean;
}

/** A post was written (staff in the console, or a member in a member category). */
export interface BoardWritten {
  type: 'BoardWritten';
  data: BoardFields & { boardId: string; writer: BoardAuthor; at: string };
}

/** A post was rewritten whole by its writer or staff; `restoredFrom`: the version (stream revision) it brought back, when staff restored one (issue 14). */
export interface BoardEdited {
  type: 'BoardEdited';
  data: BoardFields & { boardId: string; by: string | null; at: string; restoredFrom?: number };
}

/** Staff showed or hid a post (the console's bulk 노출/숨김). */
export interface BoardShowsSet {
  type: 'BoardShowsSet';
  data: { boardId: string; shows: boolean; by: string | null; at: string };
}

/** A post got its thumbnail (POST boards/{id}/thumb). */
export interface BoardThumbSet {
  type: 'BoardThumbSet';
  data: { boardId: string; thumb: BoardImage; by: string | null; at: string };
}

/** A file was attached to a post (POST boards/{board}/files). */
export interface BoardFileAttached {
  type: 'BoardFileAttached';
  data: { boardId: string; file: BoardFile; by: string | null; at: string };
}

/** A file was taken off a post (DELETE boards/{board}/files/{id}). */
export interface BoardFileRemoved {
  type: 'BoardFileRemoved';
  data: { boardId: string; fileId: string; by: string | null; at: string };
}

/** Someone opened a shown post (its 조회수). */
export interface BoardViewed {
  type: 'BoardViewed';
  data: { boardId: string; from: BoardViewSource; at: string };
}

/** A post was deleted by its writer or staff. */
export interface BoardDeleted {
  type: 'BoardDeleted';
  data: { boardId: string; by: string | null; at: string };
}

export type BoardEvent = BoardWritten | BoardEdited | BoardShowsSet | BoardThumbSet | BoardFileAttached | BoardFileRemoved | BoardViewed | BoardDeleted;

/** A member commented under a post. */
export interface BoardCommentAdded {
  type: 'BoardCommentAdded';
  data: { commentId: string; boardId: string; content: string; writer: BoardAuthor; at: string };
}

/** The writer rewrote their comment. */
export interface BoardCommentEdited {
  type: 'BoardCommentEdited';
  data: { commentId: string; boardId: string; content: string; at: string };
}

/** The writer or staff deleted a comment. */
export interface BoardCommentDeleted {
  type: 'BoardCommentDeleted';
  data: { commentId: string; boardId: string; by: string | null; byStaff: boolean; at: string };
}

export type BoardCommentEvent = BoardCommentAdded | BoardCommentEdited | BoardCommentDeleted;
