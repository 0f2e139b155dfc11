import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import {
  SECRET_INQUIRY_SUBJECT,
  type AnswerStatus,
  type ConsoleProductInquiry,
  type ConsoleProductInquiryListResponse,
  type ProductInquiry,
  type ProductInquiryListResponse,
} from '@shop/contracts';
import { MemberFacts } from '../../identity/index.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { toWebp } from '../../platform/files/images.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { ProductFacts } from '../application/product-facts.js';
import { ProductInquiryNotFoundError, ProductNotFoundError } from '../catalog.errors.js';
import type { AttachProductInquiryImage, WriteProductInquiry } from './product-inquiry.decider.js';
import { PRODUCT_INQUIRIES, type ProductInquiryDoc } from './product-inquiries.projection.js';

/** Where product inquiry pictures are served from, under the shop's /files. */
export const INQUIRY_IMAGES_URL = '/files/inquiries';

/** A page of a list (spec §7 list headers). */
export interface Page {
  limit: number;
  skip: number;
}

/** Staff read every inquiry whole (spec §6: shop inquiries are reached by console, admin02 and admin03). */
const isStaff = (viewer: Principal | undefined) => !!viewer && viewer.scope.length > 0;

/** A username as others see it: its first three characters, then `***`. */
export const maskedWriter = (username: string): string => `${username.slice(0, 3)}***`;

/**
 * An inquiry as `viewer` may read it: a secret one (spec §2) is shown to others than its writer
 * and staff with the subject "비밀글입니다" and without content, pictures or answer text.
 */
export function inquiryFor(doc: ProductInquiryDoc, viewer: Principal | undefined): ProductInquiry {
  const mine = viewer?._user === doc.userId;
  const hidden = doc.secret && !mine && !isStaff(viewer);
  return {
    _id: doc._id,
    _product: doc.productId,
    productName: doc.productName,
    writer: maskedWriter(doc.username),
    subject: hidden ? SECRET_INQUIRY_SUBJECT : doc.subject,
    content: hidden ? '' : doc.content,
    secret: doc.secret,
    images: hidden ? [] : doc.images,
    status: doc.answerStatus,
    answer: hidden ? null : doc.answer,
    hidden,
    mine,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/**
 * Product inquiries (spec §3 Product inquiry, §7 me/inquires, GET inquires, console shop/inquires):
 * writes through the inquiry's decider, answering once the read model shows them; lists from the read model.
 */
@Injectable()
export class ProductInquiries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    private readonly products: ProductFacts,
    private readonly members: MemberFacts,
  ) {}

  private get docs() {
    return this.store.collection<ProductInquiryDoc>(PRODUCT_INQUIRIES);
  }

  /** How many inquiries wait for an answer (ANSWER_AWAITING, spec §4): the console dashboard's figure. */
  async awaitingCount(): Promise<number> {
    return this.docs.count({ answerStatus: 'ANSWER_AWAITING' });
  }

  /** Sends a command and waits until the read model shows it; answers the event position. */
  async send(command: Parameters<Commands['send']>[0]): Promise<number> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return position;
  }

  /**
   * Writes a member's inquiry about a shown product; answers its id and position.
   * Throws ProductNotFoundError (404) for a missing or hidden product.
   */
  async write(userId: string, input: { productId: string; subject: string; content: string; secret: boolean }, metadata: CommandMetadata) {
    const product = await this.products.snapshot(input.productId);
    if (!product || !product.shows) throw new ProductNotFoundError();
    const member = await this.members.snapshot(userId);
    const inquiryId = randomUUID();
    const command: WriteProductInquiry = {
      type: 'WriteProductInquiry',
      data: { ...input, inquiryId, productId: product.productId, productName: product.name, userId, username: member?.username ?? '' },
      metadata,
    };
    return { id: inquiryId, position: await this.send(command) };
  }

  /**
   * Stores one picture (re-encoded as WebP by content, EXIF dropped) at `index` of the member's
   * inquiry. Throws ProductInquiryNotFoundError (404) for an inquiry not the member's (checked
   * before the picture is read), ImageUnreadableError (400) for bytes that are no picture.
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
    const url = `${INQUIRY_IMAGES_URL}/${encodeURIComponent(inquiryId)}/${name}`;
    const command: AttachProductInquiryImage = { type: 'AttachProductInquiryImage', data: { inquiryId, userId, index, url }, metadata };
    return this.send(command);
  }

  /** The member's own inquiry; throws ProductInquiryNotFoundError (404) when it is missing or another member's. */
  async own(userId: string, inquiryId: string): Promise<ProductInquiryDoc> {
    const doc = await this.docs.findOne({ _id: inquiryId, userId });
    if (!doc) throw new ProductInquiryNotFoundError();
    return doc;
  }

  /** One inquiry as `viewer` may read it; throws ProductInquiryNotFoundError (404). */
  async one(inquiryId: string, viewer: Principal | undefined): Promise<ProductInquiry> {
    const doc = await this.docs.findOne({ _id: inquiryId });
    if (!doc) throw new ProductInquiryNotFoundError();
    return inquiryFor(doc, viewer);
  }

  /** A product's inquiries (or, with `userId`, the member's own), newest first, as `viewer` may read them. */
  async list(filter: { productId?: string; userId?: string }, viewer: Principal | undefined, page: Page): Promise<ProductInquiryListResponse> {
    const query: Record<string, unknown> = {};
    if (filter.productId) query.productId = filter.productId;
    if (filter.userId) query.userId = filter.userId;
    const [docs, totalCount] = await Promise.all([this.docs.find(query, { sort: { createdAt: -1 }, ...page }), this.docs.count(query)]);
    return { inquires: docs.map((d) => inquiryFor(d, viewer)), summary: { totalCount } };
  }

  /** Staff's list: every inquiry whole, newest first, by words in subject, content, product or username, and by answer state. */
  async consoleList(
    searchValue: string | undefined,
    status: AnswerStatus | undefined,
    staff: Principal,
    page: Page,
  ): Promise<ConsoleProductInquiryListResponse> {
    const query: Record<string, unknown> = {};
    const words = searchValue?.trim();
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      query.$or = [{ subject: re }, { content: re }, { productName: re }, { username: re }];
    }
    if (status) query.answerStatus = status;
    const [docs, totalCount, awaiting] = await Promise.all([
      this.docs.find(query, { sort: { createdAt: -1 }, ...page }),
      this.docs.count(query),
      this.docs.count({ answerStatus: 'ANSWER_AWAITING' }),
    ]);
    return { inquires: docs.map((d) => this.forStaff(d, staff)), summary: { totalCount, awaiting } };
  }

  /** One inquiry whole, for staff; throws ProductInquiryNotFoundError (404). */
  async consoleOne(inquiryId: string, staff: Principal): Promise<ConsoleProductInquiry> {
    const doc = await this.docs.findOne({ _id: inquiryId });
    if (!doc) throw new ProductInquiryNotFoundError();
    return this.forStaff(doc, staff);
  }

  private forStaff(doc: ProductInquiryDoc, staff: Principal): ConsoleProductInquiry {
    return { ...inquiryFor(doc, staff), writer: doc.username, _user: doc.userId };
  }
}
