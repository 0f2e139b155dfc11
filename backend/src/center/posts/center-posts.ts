import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  CenterPost,
  CenterPostDto,
  CenterPostKind,
  CenterPostListResponse,
  CenterPostResponse,
  CenterPostWrittenResponse,
  QuestionCategory,
} from '@shop/contracts';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore, type Sort } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { CenterPostNotFoundError } from '../center.errors.js';
import type { CenterPostCommand } from './center-post.decider.js';
import { CENTER_POSTS, type CenterPostDoc } from './center-posts.projection.js';

/** What a list asks for: words in the title or content, an FAQ category, and (staff) hidden posts too. */
export interface CenterPostFilter {
  searchValue?: string;
  category?: QuestionCategory;
  includeHidden?: boolean;
}

/** Notices: pinned first, then newest; FAQs: by category order, then staff's order, then oldest. */
const ORDER: Record<CenterPostKind, Sort> = { NOTICE: { pinned: -1, createdAt: -1 }, FAQ: { index: 1, createdAt: 1 } };
const NAME: Record<CenterPostKind, string> = { NOTICE: '공지사항', FAQ: 'FAQ' };

const postOf = (d: CenterPostDoc): CenterPost => ({
  _id: d._id,
  kind: d.kind,
  title: d.title,
  content: d.content,
  category: d.category,
  pinned: d.pinned,
  shows: d.shows,
  index: d.index,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});

/**
 * The customer centre's notices and FAQs (spec §2 /center/notice, /center/faq; §7 Center
 * notifications and faqs, console CRUD): the shop's lists and pages (shown posts only) and staff's
 * writes, each answered once the read model shows it.
 */
@Injectable()
export class CenterPosts {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
  ) {}

  private get docs() {
    return this.store.collection<CenterPostDoc>(CENTER_POSTS);
  }

  /** One page of a kind's posts in its order (see ORDER), by words in title or content and an FAQ category; hidden ones only for staff. */
  async list(kind: CenterPostKind, filter: CenterPostFilter, page: { limit: number; skip: number }): Promise<CenterPostListResponse> {
    const query: Record<string, unknown> = { kind };
    if (!filter.includeHidden) query.shows = true;
    if (filter.category) query.category = filter.category;
    const words = filter.searchValue?.trim();
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      query.$or = [{ title: re }, { content: re }];
    }
    const [docs, totalCount] = await Promise.all([this.docs.find(query, { sort: ORDER[kind], ...page }), this.docs.count(query)]);
    return { posts: docs.map(postOf), summary: { totalCount } };
  }

  /**
   * One post of the kind with its neighbours in the shop's order (the notice page's 이전글/다음글);
   * hidden ones only for staff. Throws CenterPostNotFoundError (404).
   */
  async one(kind: CenterPostKind, id: string, includeHidden = false): Promise<CenterPostResponse> {
    const doc = await this.docs.findOne({ _id: id, kind });
    if (!doc || (!doc.shows && !includeHidden)) throw new CenterPostNotFoundError(NAME[kind]);
    const order = await this.docs.find(includeHidden ? { kind } : { kind, shows: true }, { sort: ORDER[kind] });
    const at = order.findIndex((d) => d._id === id);
    const near = (d: CenterPostDoc | undefined) => (d ? { _id: d._id, title: d.title } : null);
    return { post: postOf(doc), prev: near(order[at - 1]), next: near(order[at + 1]) };
  }

  /** Publishes a post (a new id); answers it and the log position. */
  async publish(kind: CenterPostKind, dto: CenterPostDto, metadata: CommandMetadata): Promise<CenterPostWrittenResponse> {
    const postId = randomUUID();
    return this.write({ type: 'PublishCenterPost', data: { postId, kind, input: dto, by: metadata.userId }, metadata }, kind, postId);
  }

  /** Rewrites a post; throws CenterPostNotFoundError (404) for none of this kind. */
  edit(kind: CenterPostKind, postId: string, dto: CenterPostDto, metadata: CommandMetadata): Promise<CenterPostWrittenResponse> {
    return this.write({ type: 'EditCenterPost', data: { postId, kind, input: dto, by: metadata.userId }, metadata }, kind, postId);
  }

  /** Deletes a post; throws CenterPostNotFoundError (404) for none of this kind. */
  remove(kind: CenterPostKind, postId: string, metadata: CommandMetadata): Promise<CenterPostWrittenResponse> {
    return this.write({ type: 'DeleteCenterPost', data: { postId, kind, by: metadata.userId }, metadata }, kind, postId);
  }

  private async write(command: CenterPostCommand, kind: CenterPostKind, postId: string): Promise<CenterPostWrittenResponse> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const doc = await this.docs.findOne({ _id: postId, kind });
    return { post: doc ? postOf(doc) : null, position };
  }
}
