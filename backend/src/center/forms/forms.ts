import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import {
  FORM_KINDS,
  FORM_TERMS,
  type AnswerStatus,
  type ConsoleForm,
  type ConsoleFormListResponse,
  type EditFormDto,
  type Form,
  type FormCode,
  type FormFile,
  type FormGroup,
  type FormListResponse,
  type SendFormDto,
} from '@shop/contracts';
import { MemberFacts } from '../../identity/index.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { storeWebp } from '../../platform/files/image-upload.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { FormNotFoundError } from '../center.errors.js';
import type { EditForm, SendForm } from './form.decider.js';
import { CENTER_FORMS, type FormDoc } from './forms.projection.js';

/** A page of a list (spec §7 list headers). */
export interface Page {
  limit: number;
  skip: number;
}

/** Staff's filters of the form table (the console's search params). */
export interface ConsoleFormFilter {
  searchValue?: string;
  code?: FormCode;
  group?: FormGroup;
  status?: AnswerStatus;
  /** `oldest` lists the oldest first; newest first otherwise. */
  sort?: 'latest' | 'oldest';
}

/** Folder under DATA_DIR/files of the forms' attachments. */
const FOLDER = 'forms';

const hashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A form as its writer reads it. */
export function formOf(doc: FormDoc): Form {
  return {
    _id: doc._id,
    code: doc.code,
    subject: doc.subject,
    content: doc.content,
    category: doc.category,
    writer: doc.writer,
    _files: doc.files.map((f) => f._id),
    files: doc.files,
    bulk: doc.bulk,
    meta: { _terms: doc.terms, agreedAt: doc.createdAt },
    status: doc.answerStatus,
    answer: doc.answer,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

const forStaff = (doc: FormDoc): ConsoleForm => ({ ...formOf(doc), _user: doc.userId, username: doc.username, answeredBy: doc.answeredBy });

/**
 * Customer centre forms (spec §3 Board/form, §2 Customer centre, mypage forms, console centre form
 * pages, §7 Forms): writes through the form's decider and answers once the read model shows them;
 * lists from the read model.
 */
@Injectable()
export class CenterForms {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    private readonly members: MemberFacts,
  ) {}

  private get docs() {
    return this.store.collection<FormDoc>(CENTER_FORMS);
  }

  /** Sends a command and waits until the read model shows it; answers the event position. */
  async send(command: Parameters<Commands['send']>[0]): Promise<number> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return position;
  }

  /**
   * Stores one attachment (re-encoded as WebP by content, EXIF dropped) and answers its id and URL,
   * to be named in a form's `_files`. Throws ImageUnreadableError (400) for bytes that are no picture.
   */
  async storeFile(bytes: Buffer): Promise<FormFile> {
    const { url } = await storeWebp(this.config.dataDir, FOLDER, bytes);
    const _id = url.slice(url.lastIndexOf('/') + 1).replace(/\.webp$/, '');
    return { _id, url };
  }

  /** The stored attachment of `id`, or null when none was uploaded under it. */
  private async fileOf(id: string): Promise<FormFile | null> {
    try {
      await access(join(this.config.dataDir, 'files', FOLDER, `${id}.webp`));
      return { _id: id, url: `/files/${FOLDER}/${id}.webp` };
    } catch {
      return null;
    }
  }

  /**
   * Sends a visitor's (`userId` null) or member's form; answers its id, the writer's key (to open it
   * again without signing in) and the position. The decider refuses an attachment never uploaded (400).
   */
  async sendForm(userId: string | null, dto: SendFormDto, metadata: CommandMetadata): Promise<{ id: string; key: string; position: number }> {
    const [member, files] = await Promise.all([
      userId ? this.members.snapshot(userId) : Promise.resolve(null),
      Promise.all((dto._files ?? []).map((id) => this.fileOf(id))),
    ]);
    const formId = randomUUID();
    const key = randomBytes(24).toString('base64url');
    const hasCategories = FORM_KINDS[dto.code].categories.length > 0;
    const command: SendForm = {
      type: 'SendForm',
      data: {
        formId,
        code: dto.code,
        userId: member ? member.userId : null,
        username: member?.username ?? null,
        subject: dto.subject,
        content: dto.content,
        category: hasCategories ? (dto.category ?? null) : null,
        writer: { name: dto.writer.name, phone: dto.writer.phone },
        files,
        bulk: dto.code === 'bulk-purchase' && dto.bulk ? { ...dto.bulk } : null,
        agreedTerms: dto.agreeTerms === true ? FORM_TERMS : null,
        keyHash: hashOf(key),
      },
      metadata,
    };
    return { id: formId, key, position: await this.send(command) };
  }

  /**
   * Changes the member's form while it awaits its answer (spec §4 ANSWER_AWAITING): the `_files`
   * ids resolve to the stored attachments; answers the position. The decider refuses another
   * member's form or one absent (404, FormNotFoundError), an answered one (409, FormAnsweredError),
   * another kind (400) and an attachment never uploaded (400).
   */
  async editForm(userId: string, formId: string, dto: EditFormDto, metadata: CommandMetadata): Promise<number> {
    const files = await Promise.all((dto._files ?? []).map((id) => this.fileOf(id)));
    const command: EditForm = {
      type: 'EditForm',
      data: {
        formId,
        userId,
        code: dto.code,
        subject: dto.subject,
        content: dto.content,
        category: FORM_KINDS[dto.code].categories.length > 0 ? (dto.category ?? null) : null,
        writer: { name: dto.writer.name, phone: dto.writer.phone },
        files,
        bulk: dto.code === 'bulk-purchase' && dto.bulk ? { ...dto.bulk } : null,
      },
      metadata,
    };
    return this.send(command);
  }

  /**
   * The form for its writer: the member it is linked to, or whoever holds its key. Throws
   * FormNotFoundError (404) otherwise, the same as for a form that does not exist.
   */
  async forWriter(formId: string, userId: string | null, key: string | null): Promise<Form> {
    const doc = await this.docs.findOne({ _id: formId });
    if (!doc) throw new FormNotFoundError();
    const byMember = userId !== null && doc.userId === userId;
    const byKey = typeof key === 'string' && key.length > 0 && timingSafeEqual(Buffer.from(hashOf(key)), Buffer.from(doc.keyHash));
    if (!byMember && !byKey) throw new FormNotFoundError();
    return formOf(doc);
  }

  /** The member's own forms, newest first, optionally of one code. */
  async list(userId: string, code: FormCode | undefined, page: Page): Promise<FormListResponse> {
    const query: Record<string, unknown> = { userId };
    if (code) query.code = code;
    const [docs, totalCount] = await Promise.all([this.docs.find(query, { sort: { createdAt: -1 }, ...page }), this.docs.count(query)]);
    return { forms: docs.map(formOf), summary: { totalCount } };
  }

  /** Staff's table: by words (subject, content, writer name and phone, username), code or console group, answer state; newest or oldest first. */
  async consoleList(filter: ConsoleFormFilter, page: Page): Promise<ConsoleFormListResponse> {
    const query: Record<string, unknown> = {};
    const words = filter.searchValue?.trim();
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      const or: Record<string, unknown>[] = [{ subject: re }, { content: re }, { 'writer.name': re }, { username: re }];
      const digits = words.replace(/\D/g, '');
      if (digits.length >= 3) or.push({ 'writer.phone': { $regex: escapeRegex(digits) } });
      query.$or = or;
    }
    if (filter.code) query.code = filter.code;
    else if (filter.group)
      query.code = {
        $in: Object.values(FORM_KINDS)
          .filter((k) => k.group === filter.group)
          .map((k) => k.code),
      };
    if (filter.status) query.answerStatus = filter.status;
    const sort = { createdAt: filter.sort === 'oldest' ? 1 : -1 } as const;
    const awaitingQuery = { ...query, answerStatus: 'ANSWER_AWAITING' };
    const [docs, totalCount, awaiting] = await Promise.all([this.docs.find(query, { sort, ...page }), this.docs.count(query), this.docs.count(awaitingQuery)]);
    return { forms: docs.map(forStaff), summary: { totalCount, awaiting } };
  }

  /** One form whole, for staff; throws FormNotFoundError (404). */
  async consoleOne(formId: string): Promise<ConsoleForm> {
    const doc = await this.docs.findOne({ _id: formId });
    if (!doc) throw new FormNotFoundError();
    return forStaff(doc);
  }
}
