import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AnswerStatus, ConsoleInquiry, ConsoleInquiryListResponse, Inquiry, InquiryCategory, InquiryListResponse, InquirySort } from '@shop/contracts';
import { MemberFacts } from '../../identity/index.js';
import { MemberOrderSummary } from '../../ordering/index.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { toWebp } from '../../platform/files/images.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { InquiryNotFoundError } from '../center.errors.js';
import type { AskInquiry, AttachInquiryImage, InquiryOrderFact } from './inquiry.decider.js';
import { MEMBER_INQUIRIES, type InquiryDoc } from './inquiries.projection.js';

/** A page of a list (spec §7 list headers). */
export interface Page {
  limit: number;
  skip: number;
}

/** Staff's filters of the inquiry list (the console's search params). */
export interface ConsoleInquiryFilter {
  searchValue?: string;
  category?: InquiryCategory;
  status?: AnswerStatus;
  sort?: InquirySort;
}

/** An inquiry as its writer reads it. */
export function inquiryOf(doc: InquiryDoc): Inquiry {
  return {
    _id: doc._id,
    category: doc.category,
    order: doc.order,
    subject: doc.subject,
    content: doc.content,
    images: doc.images,
    status: doc.answerStatus,
    answer: doc.answer,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** An inquiry as staff read it: with the writer and who answered. */
const forStaff = (doc: InquiryDoc): ConsoleInquiry => ({
  ...inquiryOf(doc),
  _user: doc.userId,
  username: doc.username,
  name: doc.name,
  answeredBy: doc.answeredBy,
});

const SORTS: Record<InquirySort, Record<string, 1 | -1>> = {
  newest: { createdAt: -1 },
  oldest: { createdAt: 1 },
  updated: { updatedAt: -1 },
};

/**
 * Members' 1:1 inquiries (spec §2 /mypage/inquiries, console inquiries, §7 Me "me/inquiries: CRUD"):
 * writes through the inquiry's decider and answers once the read model shows them; lists from the read model.
 */
@Injectable()
export class MemberInquiries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    private readonly members: MemberFacts,
    private readonly orders: MemberOrderSummary,
  ) {}

  private get docs() {
    return this.store.collection<InquiryDoc>(MEMBER_INQUIRIES);
  }

  /** Sends a command and waits until the read model shows it; answers the event position. */
  async send(command: Parameters<Commands['send']>[0]): Promise<number> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return position;
  }

  /** The fact of the order `orderId` (absent or null: none) as the member's own, for the decider to judge. */
  async orderFact(userId: string, orderId: string | null | undefined): Promise<InquiryOrderFact> {
    if (!orderId) return { requested: null, found: null };
    return { requested: orderId, found: await this.orders.ownOrder(userId, orderId) };
  }

  /**
   * Asks a member's 1:1 inquiry; answers its id and position. An order that is not the member's is
   * refused 404 INQUIRY_ORDER_NOT_FOUND by the decider.
   */
  async ask(
    userId: string,
    input: { category: InquiryCategory; orderId: string | null; subject: string; content: string },
    metadata: CommandMetadata,
  ): Promise<{ id: string; position: number }> {
    const [member, order] = await Promise.all([this.members.snapshot(userId), this.orderFact(userId, input.orderId)]);
    const inquiryId = randomUUID();
    const command: AskInquiry = {
      type: 'AskInquiry',
      data: {
        inquiryId,
        userId,
        username: member?.username ?? '',
        name: member?.name ?? '',
        category: input.category,
        order,
        subject: input.subject,
        content: input.content,
      },
      metadata,
    };
    return { id: inquiryId, position: await this.send(command) };
  }

  /**
   * Stores one picture (re-encoded as WebP by content, EXIF dropped) at `index` of the member's
   * inquiry. Throws InquiryNotFoundError (404) for an inquiry not the member's, ImageUnreadableError (400) for bytes that are no picture.
   */
  async attachImage(userId: string, inquiryId: string, index: number, bytes: Buffer, metadata: CommandMetadata): Promise<number> {
    await this.own(userId, inquiryId);
    const image = await toWebp(bytes);
    const dir = join(this.config.dataDir, 'files', 'inquiries', inquiryId);
    const name = `${randomUUID()}.webp`;
    await mkdir(dir, { recursive: true });
    const partial = join(dir, `.${name}.part`);
    await writeFile(partial, image.data);
    await rename(partial, join(dir, name));
    const url = `/files/inquiries/${encodeURIComponent(inquiryId)}/${name}`;
    const command: AttachInquiryImage = { type: 'AttachInquiryImage', data: { inquiryId, userId, index, url }, metadata };
    return this.send(command);
  }

  /** The member's own inquiry; throws InquiryNotFoundError (404) when it is missing or another member's. */
  async own(userId: string, inquiryId: string): Promise<Inquiry> {
    const doc = await this.docs.findOne({ _id: inquiryId, userId });
    if (!doc) throw new InquiryNotFoundError();
    return inquiryOf(doc);
  }

  /** The member's own inquiries, newest first, with how many await an answer and how many are answered (the my-page dashboard's figures). */
  async list(userId: string, page: Page): Promise<InquiryListResponse> {
    const query = { userId };
    const [docs, totalCount, awaiting] = await Promise.all([
      this.docs.find(query, { sort: { createdAt: -1 }, ...page }),
      this.docs.count(query),
      this.docs.count({ userId, answerStatus: 'ANSWER_AWAITING' }),
    ]);
    return { inquiries: docs.map(inquiryOf), summary: { totalCount, awaiting, answered: totalCount - awaiting } };
  }

  /** How many of the member's inquiries await an answer and how many are answered. */
  async counts(userId: string): Promise<{ awaiting: number; answered: number }> {
    const [total, awaiting] = await Promise.all([this.docs.count({ userId }), this.docs.count({ userId, answerStatus: 'ANSWER_AWAITING' })]);
    return { awaiting, answered: total - awaiting };
  }

  /** How many members' 1:1 inquiries, of all members, await an answer (ANSWER_AWAITING): the console dashboard's figure. */
  awaitingCount(): Promise<number> {
    return this.docs.count({ answerStatus: 'ANSWER_AWAITING' });
  }

  /** Staff's list: by words (subject, username, name), category and answer state, in the sort asked (newest first by default). */
  async consoleList(filter: ConsoleInquiryFilter, page: Page): Promise<ConsoleInquiryListResponse> {
    const query: Record<string, unknown> = {};
    const words = filter.searchValue?.trim();
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      query.$or = [{ subject: re }, { username: re }, { name: re }];
    }
    if (filter.category) query.category = filter.category;
    if (filter.status) query.answerStatus = filter.status;
    const [docs, totalCount, awaiting] = await Promise.all([
      this.docs.find(query, { sort: SORTS[filter.sort ?? 'newest'], ...page }),
      this.docs.count(query),
      this.docs.count({ answerStatus: 'ANSWER_AWAITING' }),
    ]);
    return { inquiries: docs.map(forStaff), summary: { totalCount, awaiting } };
  }

  /** One inquiry whole, for staff; throws InquiryNotFoundError (404). */
  async consoleOne(inquiryId: string): Promise<ConsoleInquiry> {
    const doc = await this.docs.findOne({ _id: inquiryId });
    if (!doc) throw new InquiryNotFoundError();
    return forStaff(doc);
  }
}
