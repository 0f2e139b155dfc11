/**
 * The community boards (spec §2 Info /community, /community/notices, /community/{category} and the
 * board sub-routes; §7 Public Boards, console boards with thumb, comments and files): categories,
 * answers and the rules both sides share. 공지사항 are the customer centre's notices
 * (center-posts.ts): /community/notices lists those, so a notice has one source.
 */
import { MESSAGES, tooLongMessage, type Rule } from './rules/rules.js';

/** The boards' categories, in the community menu's order (공지사항 is the centre's, see above). */
export const BOARD_CATEGORIES = ['news', 'cases', 'events', 'reviews'] as const;
/** A board category, the {category} of /community/{category}. */
export type BoardCategory = (typeof BOARD_CATEGORIES)[number];

/** Where a post's view came from: the board's list in the shop, or a link from elsewhere (a search, a share, typed in). */
export const BOARD_VIEW_SOURCES = ['list', 'link'] as const;
export type BoardViewSource = (typeof BOARD_VIEW_SOURCES)[number];

/** Korean names of the categories. */
export const BOARD_CATEGORY_TEXT: Record<BoardCategory, string> = { news: '새소식', cases: '시공 사례', events: '이벤트', reviews: '시공 후기' };

/** Categories signed-in members may write in (their own 시공 후기); staff write in all. */
export const MEMBER_BOARD_CATEGORIES: readonly BoardCategory[] = ['reviews'];

/** The category named by `value`, or undefined for anything else. */
export const boardCategoryOf = (value: unknown): BoardCategory | undefined =>
  typeof value === 'string' && (BOARD_CATEGORIES as readonly string[]).includes(value) ? (value as BoardCategory) : undefined;

/** How staff sort the console's table. */
export const BOARD_SORTS = ['latest', 'oldest', 'views', 'subject'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const BOARD_SORT_TEXT: Record<BoardSort, string> = { latest: '최신순', oldest: '오래된순', views: '조회수순', subject: '제목순' };

/** Longest subject, in characters. */
export const MAX_BOARD_SUBJECT = 200;
/** Longest content (HTML as sent, before sanitising), in characters. */
export const MAX_BOARD_CONTENT = 100_000;
/** Longest comment, in characters. */
export const MAX_BOARD_COMMENT = 1000;
/** Most files a post carries. */
export const MAX_BOARD_FILES = 10;
/** Posts a page of a card grid (news, cases, events) lists. */
export const BOARD_CARDS_PAGE_SIZE = 9;
/** Posts a page of a table (notices, reviews) lists. */
export const BOARD_TABLE_PAGE_SIZE = 10;

/** A post's subject: 2 to {@link MAX_BOARD_SUBJECT} characters (spec §5: subject at least 2, "제목을 입력해주세요"). */
export const BOARD_SUBJECT_RULES: readonly Rule[] = [
  { test: (v) => v.length <= MAX_BOARD_SUBJECT, message: tooLongMessage('제목은', MAX_BOARD_SUBJECT) },
  { test: (v) => v.trim().length >= 2, message: MESSAGES.SUBJECT },
];

/** A post's content: some text (or a picture), at most {@link MAX_BOARD_CONTENT} characters of HTML (spec §5: content at least 2, "내용을 입력해주세요"). */
export const BOARD_CONTENT_RULES: readonly Rule[] = [
  { test: (v) => v.length <= MAX_BOARD_CONTENT, message: tooLongMessage('내용은', MAX_BOARD_CONTENT) },
  { test: (v) => v.replace(/<[^>]*>/g, '').trim().length >= 2 || /<img\s/i.test(v), message: MESSAGES.CONTENT },
];

/** A comment: 2 to {@link MAX_BOARD_COMMENT} characters of plain text. */
export const BOARD_COMMENT_RULES: readonly Rule[] = [
  { test: (v) => v.length <= MAX_BOARD_COMMENT, message: tooLongMessage('댓글은', MAX_BOARD_COMMENT) },
  { test: (v) => v.trim().length >= 2, message: '댓글을 2자 이상 입력해주세요' },
];

/** A picture as stored (WebP under /files) and its size in pixels. */
export interface BoardImage {
  url: string;
  width: number;
  height: number;
}

/** A file attached to a post, offered for download. */
export interface BoardFile {
  _id: string;
  url: string;
  name: string;
  /** Bytes. */
  size: number;
}

/** Who wrote a post or comment as the shop shows it: staff as the shop's name, members masked. */
export interface BoardWriter {
  name: string;
  staff: boolean;
}

/** A post as a list shows it. */
export interface BoardListItem {
  _id: string;
  category: BoardCategory;
  subject: string;
  /** The first words of the content as plain text. */
  excerpt: string;
  thumb: BoardImage | null;
  views: number;
  commentCount: number;
  fileCount: number;
  pinned: boolean;
  shows: boolean;
  writer: BoardWriter;
  createdAt: string;
  updatedAt: string;
}

/** A post whole: sanitised HTML content and its files; `mine` when the caller wrote it. */
export interface Board extends BoardListItem {
  content: string;
  files: BoardFile[];
  mine: boolean;
}

/** GET /api/v1/boards and /api/console/boards: one page, with how many match. */
export interface BoardListResponse {
  boards: BoardListItem[];
  summary: { totalCount: number };
}

/** GET /api/v1/boards/{id}: the post and its neighbours in its category's order (null at either end). */
export interface BoardResponse {
  board: Board;
  prev: { _id: string; subject: string } | null;
  next: { _id: string; subject: string } | null;
}

/** A write on a post: the post as it is now (null once deleted) and the log position of the change. */
export interface BoardWrittenResponse {
  board: Board | null;
  position: number;
}

/** PUT /api/console/boards/shows: how many posts changed and the log position after the last. */
export interface BoardsShownResponse {
  count: number;
  position: number;
}

/** A comment under a post; `mine` when the caller wrote it. */
export interface BoardComment {
  _id: string;
  _board: string;
  content: string;
  writer: BoardWriter;
  mine: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/boards/{board}/comments: oldest first. */
export interface BoardCommentListResponse {
  comments: BoardComment[];
  summary: { totalCount: number };
}

/** A write on a comment: the comment as it is now (null once deleted) and the log position. */
export interface BoardCommentWrittenResponse {
  comment: BoardComment | null;
  position: number;
}

/** A comment as staff see it: the writer unmasked and the post it sits under. */
export interface ConsoleBoardComment extends BoardComment {
  username: string;
  board: { _id: string; subject: string; category: BoardCategory } | null;
}

/** GET /api/console/boards/comments: newest first. */
export interface ConsoleBoardCommentListResponse {
  comments: ConsoleBoardComment[];
  summary: { totalCount: number };
}
