import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import {
  maskName,
  type Board,
  type BoardAuthor,
  type BoardCategory,
  type BoardComment,
  type BoardCommentListResponse,
  type BoardCommentWrittenResponse,
  type BoardDto,
  type BoardListItem,
  type BoardListResponse,
  type BoardResponse,
  type BoardSort,
  type BoardsShownResponse,
  type BoardViewSource,
  type BoardWriter,
  type BoardWrittenResponse,
  type ConsoleBoardCommentListResponse,
} from '@shop/contracts';
import { MemberFacts } from '../../identity/index.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { storeWebp } from '../../platform/files/image-upload.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore, type Sort } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { BoardCommentNotFoundError, BoardNotFoundError } from '../community.errors.js';
import type { BoardCommentCommand } from './board-comment.decider.js';
import { boardDecider, boardStream, type BoardActor, type BoardCommand } from './board.decider.js';
import { BOARD_COMMENTS, BOARDS, type BoardCommentDoc, type BoardDoc } from './boards.projection.js';

/** The name the shop shows for staff's posts and comments. */
export const STAFF_WRITER_NAME = '세라메종';

/** What a list asks for: a category, words in the subject or content, a sort, and (staff) hidden posts too. */
export interface BoardFilter {
  category?: BoardCategory;
  searchValue?: string;
  sort?: BoardSort;
  includeHidden?: boolean;
}

/** The shop's order: pinned first, then newest. Staff's sorts keep no pin. */
const SHOP_ORDER: Sort = { pinned: -1, createdAt: -1 };
const SORTS: Record<BoardSort, Sort> = { latest: { createdAt: -1 }, oldest: { createdAt: 1 }, views: { views: -1, createdAt: -1 }, subject: { subject: 1 } };

const writerOf = (w: BoardAuthor): BoardWriter => ({ name: w.staff ? STAFF_WRITER_NAME : maskName(w.name || w.username), staff: w.staff });
const excerptOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

const itemOf = (d: BoardDoc): BoardListItem => ({
  _id: d._id,
  category: d.category,
  subject: d.subject,
  excerpt: excerptOf(d.content),
  thumb: d.thumb,
  views: d.views,
  commentCount: d.commentCount,
  fileCount: d.files.length,
  pinned: d.pinned,
  shows: d.shows,
  writer: writerOf(d.writer),
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});
const boardOf = (d: BoardDoc, viewer: string | null): Board => ({
  ...itemOf(d),
  content: d.content,
  files: d.files,
  mine: !!viewer && !d.writer.staff && d.writer.userId === viewer,
});
const commentOf = (d: BoardCommentDoc, viewer: string | null): BoardComment => ({
  _id: d._id,
  _board: d.boardId,
  content: d.content,
  writer: writerOf(d.writer),
  mine: !!viewer && d.writer.userId === viewer,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});

/**
 * The community boards (spec §2 /community/{category} and the board sub-routes; §7 Boards with
 * thumb, comments and files; console boards and comments): the shop's lists and posts (shown ones
 * only), members' posts in member categories and their comments, staff's writes. Each write
 * answers once the read model shows it.
 */
@Injectable()
export class Boards {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    private readonly streams: CommandRunner,
    private readonly members: MemberFacts,
  ) {}

  private get docs() {
    return this.store.collection<BoardDoc>(BOARDS);
  }
  private get comments() {
    return this.store.collection<BoardCommentDoc>(BOARD_COMMENTS);
  }

  /** One page of posts, by category and words in subject or content; the shop's order unless staff sort. Hidden ones only for staff. */
  async list(filter: BoardFilter, page: { limit: number; skip: number }): Promise<BoardListResponse> {
    const query: Record<string, unknown> = {};
    if (!filter.includeHidden) query.shows = true;
    if (filter.category) query.category = filter.category;
    const words = filter.searchValue?.trim();
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      query.$or = [{ subject: re }, { content: re }];
    }
    const sort = filter.sort ? SORTS[filter.sort] : SHOP_ORDER;
    const [docs, totalCount] = await Promise.all([this.docs.find(query, { sort, ...page }), this.docs.count(query)]);
    return { boards: docs.map(itemOf), summary: { totalCount } };
  }

  /**
   * One post with its neighbours in its category's shop order (이전글/다음글); `viewer` marks the
   * caller's own. Hidden ones only for staff. Throws BoardNotFoundError (404).
   */
  async one(id: string, viewer: string | null, includeHidden = false): Promise<BoardResponse> {
    const doc = await this.docs.findOne({ _id: id });
    if (!doc || (!doc.shows && !includeHidden)) throw new BoardNotFoundError();
    const siblings = includeHidden ? { category: doc.category } : { category: doc.category, shows: true };
    const order = await this.docs.find(siblings, { sort: SHOP_ORDER });
    const at = order.findIndex((d) => d._id === id);
    const near = (d: BoardDoc | undefined) => (d ? { _id: d._id, subject: d.subject } : null);
    return { board: boardOf(doc, viewer), prev: near(order[at - 1]), next: near(order[at + 1]) };
  }

  /** Writes a post (a new id) as staff or as the signed-in member; members only in member categories (403 otherwise). */
  async write(dto: BoardDto, asStaff: boolean, metadata: CommandMetadata): Promise<BoardWrittenResponse> {
    const boardId = randomUUID();
    const writer = await this.authorOf(metadata.userId, asStaff);
    return this.writePost({ type: 'WriteBoard', data: { boardId, input: dto, writer }, metadata }, boardId, metadata.userId);
  }

  /** Rewrites a post whole; 404 when missing, 403 a member's write on another's post. */
  edit(boardId: string, dto: BoardDto, asStaff: boolean, metadata: CommandMetadata): Promise<BoardWrittenResponse> {
    return this.writePost({ type: 'EditBoard', data: { boardId, input: dto, ...this.actor(metadata, asStaff) }, metadata }, boardId, metadata.userId);
  }

  /** Deletes a post; 404 when missing, 403 another's. Answers `board: null`. */
  remove(boardId: string, asStaff: boolean, metadata: CommandMetadata): Promise<BoardWrittenResponse> {
    return this.writePost({ type: 'DeleteBoard', data: { boardId, ...this.actor(metadata, asStaff) }, metadata }, boardId, metadata.userId);
  }

  /** Staff show or hide posts at once; 404 (and nothing after it) at a missing one. */
  async setShows(ids: string[], shows: boolean, metadata: CommandMetadata): Promise<BoardsShownResponse> {
    // The furthest position any of them wrote: a post already so writes nothing, and its answer's position may be behind the others'.
    let position = 0;
    for (const boardId of [...new Set(ids)]) {
      const written = await this.commands.send<{ position: number }>({ type: 'SetBoardShows', data: { boardId, shows, by: metadata.userId }, metadata });
      position = Math.max(position, written.position);
    }
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { count: new Set(ids).size, position };
  }

  /** Stores the picture re-encoded as WebP and makes it the post's thumbnail; 404/403 as edit. Throws ImageUnreadableError (400). */
  async setThumb(boardId: string, bytes: Buffer, asStaff: boolean, metadata: CommandMetadata): Promise<BoardWrittenResponse> {
    await this.reachable(boardId);
    const thumb = await storeWebp(this.config.dataDir, 'boards', bytes);
    return this.writePost({ type: 'SetBoardThumb', data: { boardId, thumb, ...this.actor(metadata, asStaff) }, metadata }, boardId, metadata.userId);
  }

  /** Stores a picture as a downloadable file of the post (ARCHITECTURE §7: pictures only, re-encoded); 422 past MAX_BOARD_FILES. */
  async attach(boardId: string, bytes: Buffer, asStaff: boolean, metadata: CommandMetadata): Promise<BoardWrittenResponse> {
    const post = await this.reachable(boardId);
    const stored = await storeWebp(this.config.dataDir, 'boards', bytes);
    const size = await stat(join(this.config.dataDir, stored.url)).then(
      (s) => s.size,
      () => 0,
    );
    const file = { _id: randomUUID(), url: stored.url, name: `첨부파일-${post.files.length + 1}.webp`, size };
    return this.writePost({ type: 'AttachBoardFile', data: { boardId, file, ...this.actor(metadata, asStaff) }, metadata }, boardId, metadata.userId);
  }

  /** Takes a file off the post; 404 for no such file. */
  detach(boardId: string, fileId: string, asStaff: boolean, metadata: CommandMetadata): Promise<BoardWrittenResponse> {
    return this.writePost({ type: 'RemoveBoardFile', data: { boardId, fileId, ...this.actor(metadata, asStaff) }, metadata }, boardId, metadata.userId);
  }

  /** Counts a view of a shown post (nothing for others); does not wait for the read model. */
  async view(boardId: string, from: BoardViewSource, metadata: CommandMetadata): Promise<void> {
    await this.commands.send({ type: 'ViewBoard', data: { boardId, from }, metadata });
  }

  /** The comments under a shown post, oldest first (headers limit/skip); 404 for a missing or hidden post. */
  async commentsOf(boardId: string, viewer: string | null, page: { limit: number; skip: number }): Promise<BoardCommentListResponse> {
    const post = await this.docs.findOne({ _id: boardId });
    if (!post || !post.shows) throw new BoardNotFoundError();
    const query = { boardId };
    const [docs, totalCount] = await Promise.all([this.comments.find(query, { sort: { createdAt: 1 }, ...page }), this.comments.count(query)]);
    return { comments: docs.map((d) => commentOf(d, viewer)), summary: { totalCount } };
  }

  /** A signed-in member comments on a shown post; 404 for a missing or hidden one. */
  async comment(boardId: string, content: string, metadata: CommandMetadata): Promise<BoardCommentWrittenResponse> {
    const commentId = randomUUID();
    const [{ state }, writer] = await Promise.all([this.streams.load(boardStream(boardId), boardDecider), this.authorOf(metadata.userId, false)]);
    const boardOpen = state.status === 'live' && state.shows;
    return this.writeComment({ type: 'AddBoardComment', data: { commentId, boardId, content, writer, boardOpen }, metadata }, commentId, metadata.userId);
  }

  /** The writer rewrites their comment; 404 missing, 403 another's. */
  editComment(boardId: string, commentId: string, content: string, metadata: CommandMetadata): Promise<BoardCommentWrittenResponse> {
    const by = metadata.userId ?? '';
    return this.writeComment({ type: 'EditBoardComment', data: { commentId, boardId, content, by }, metadata }, commentId, metadata.userId);
  }

  /** The writer (or staff, `asStaff`) deletes a comment; 404 missing, 403 another's. */
  removeComment(boardId: string, commentId: string, asStaff: boolean, metadata: CommandMetadata): Promise<BoardCommentWrittenResponse> {
    return this.writeComment({ type: 'DeleteBoardComment', data: { commentId, boardId, by: metadata.userId, asStaff }, metadata }, commentId, metadata.userId);
  }

  /** Staff's table of comments, newest first, by words in the comment or the writer's name or username. */
  async consoleComments(searchValue: string | undefined, page: { limit: number; skip: number }): Promise<ConsoleBoardCommentListResponse> {
    const query: Record<string, unknown> = {};
    const words = searchValue?.trim();
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      query.$or = [{ content: re }, { 'writer.name': re }, { 'writer.username': re }];
    }
    const [docs, totalCount] = await Promise.all([this.comments.find(query, { sort: { createdAt: -1 }, ...page }), this.comments.count(query)]);
    const posts = await this.docs.find({ _id: { $in: [...new Set(docs.map((d) => d.boardId))] } });
    const byId = new Map(posts.map((p) => [p._id, p]));
    return {
      comments: docs.map((d) => {
        const post = byId.get(d.boardId);
        return {
          ...commentOf(d, null),
          writer: { name: d.writer.name, staff: d.writer.staff },
          username: d.writer.username,
          board: post ? { _id: post._id, subject: post.subject, category: post.category } : null,
        };
      }),
      summary: { totalCount },
    };
  }

  private actor(metadata: CommandMetadata, asStaff: boolean): BoardActor {
    return { by: metadata.userId, asStaff };
  }

  /** The author recorded on a write: the member's username and name from their stream (staff too, marked staff). */
  private async authorOf(userId: string | null, staff: boolean): Promise<BoardAuthor> {
    const member = userId ? await this.members.snapshot(userId) : null;
    return { userId, username: member?.username ?? '', name: member?.name ?? '', staff };
  }

  /** The post as its stream folds; 404 before a file is stored for a missing one. */
  private async reachable(boardId: string) {
    const { state } = await this.streams.load(boardStream(boardId), boardDecider);
    if (state.status !== 'live') throw new BoardNotFoundError();
    return state;
  }

  private async writePost(command: BoardCommand, boardId: string, viewer: string | null): Promise<BoardWrittenResponse> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const doc = await this.docs.findOne({ _id: boardId });
    return { board: doc ? boardOf(doc, viewer) : null, position };
  }

  private async writeComment(command: BoardCommentCommand, commentId: string, viewer: string | null): Promise<BoardCommentWrittenResponse> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const doc = await this.comments.findOne({ _id: commentId });
    if (!doc && command.type !== 'DeleteBoardComment') throw new BoardCommentNotFoundError();
    return { comment: doc ? commentOf(doc, viewer) : null, position };
  }
}
