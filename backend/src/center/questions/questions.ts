import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type {
  AnswerStatus,
  ConsoleQuestion,
  ConsoleQuestionListResponse,
  Question,
  QuestionAudience,
  QuestionCategory,
  QuestionListResponse,
} from '@shop/contracts';
import { MemberFacts } from '../../identity/index.js';
import { PromoterQueries } from '../../promoters/index.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { toWebp } from '../../platform/files/images.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { QuestionNotFoundError } from '../center.errors.js';
import type { AskQuestion, AttachQuestionImage } from './question.decider.js';
import { CENTER_QUESTIONS, type QuestionDoc } from './questions.projection.js';

/** A page of a list (spec §7 list headers). */
export interface Page {
  limit: number;
  skip: number;
}

/** Staff's filters of the question list (the console's search params). */
export interface ConsoleQuestionFilter {
  searchValue?: string;
  category?: QuestionCategory;
  status?: AnswerStatus;
  audience?: QuestionAudience;
}

/** A question as its writer reads it. */
export function questionOf(doc: QuestionDoc): Question {
  return {
    _id: doc._id,
    category: doc.category,
    audience: doc.audience,
    subject: doc.subject,
    content: doc.content,
    images: doc.images,
    status: doc.answerStatus,
    answer: doc.answer,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** A question as staff read it: with the writer and who answered. */
const forStaff = (doc: QuestionDoc): ConsoleQuestion => ({
  ...questionOf(doc),
  _user: doc.userId,
  username: doc.username,
  name: doc.name,
  answeredBy: doc.answeredBy,
});

/**
 * Customer centre questions (spec §2 mypage/promoter questions, console centre questions, §7 Center
 * questions): writes through the question's decider and answers once the read model shows them;
 * lists from the read model.
 */
@Injectable()
export class CenterQuestions {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    private readonly members: MemberFacts,
    private readonly promoters: PromoterQueries,
  ) {}

  private get docs() {
    return this.store.collection<QuestionDoc>(CENTER_QUESTIONS);
  }

  /** How many questions wait for an answer (ANSWER_AWAITING, spec §4): the console dashboard's figure. */
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
   * Asks a member's question; answers its id and position. The promoter area (`audience`
   * PROMOTER) is refused 403 NOT_PROMOTER by the decider unless the member is an approved promoter.
   */
  async ask(
    userId: string,
    input: { audience: QuestionAudience; category: QuestionCategory; subject: string; content: string },
    metadata: CommandMetadata,
  ): Promise<{ id: string; position: number }> {
    const [member, askerIsPromoter] = await Promise.all([
      this.members.snapshot(userId),
      input.audience === 'PROMOTER' ? this.promoters.isPromoter(userId) : Promise.resolve(false),
    ]);
    const questionId = randomUUID();
    const command: AskQuestion = {
      type: 'AskQuestion',
      data: { ...input, questionId, userId, username: member?.username ?? '', name: member?.name ?? '', askerIsPromoter },
      metadata,
    };
    return { id: questionId, position: await this.send(command) };
  }

  /**
   * Stores one picture (re-encoded as WebP by content, EXIF dropped) at `index` of the member's
   * question. Throws QuestionNotFoundError (404) for a question not the member's (checked before
   * the picture is read), ImageUnreadableError (400) for bytes that are no picture.
   */
  async attachImage(userId: string, questionId: string, index: number, bytes: Buffer, metadata: CommandMetadata): Promise<number> {
    await this.own(userId, questionId);
    const image = await toWebp(bytes);
    const dir = join(this.config.dataDir, 'files', 'questions', questionId);
    const name = `${randomUUID()}.webp`;
    await mkdir(dir, { recursive: true });
    const partial = join(dir, `.${name}.part`);
    await writeFile(partial, image.data);
    await rename(partial, join(dir, name));
    const url = `/files/questions/${encodeURIComponent(questionId)}/${name}`;
    const command: AttachQuestionImage = { type: 'AttachQuestionImage', data: { questionId, userId, index, url }, metadata };
    return this.send(command);
  }

  /** The member's own question; throws QuestionNotFoundError (404) when it is missing or another member's. */
  async own(userId: string, questionId: string): Promise<Question> {
    const doc = await this.docs.findOne({ _id: questionId, userId });
    if (!doc) throw new QuestionNotFoundError();
    return questionOf(doc);
  }

  /** The member's own questions asked from `audience`'s area, newest first. */
  async list(userId: string, audience: QuestionAudience, page: Page): Promise<QuestionListResponse> {
    const query = { userId, audience };
    const [docs, totalCount] = await Promise.all([this.docs.find(query, { sort: { createdAt: -1 }, ...page }), this.docs.count(query)]);
    return { questions: docs.map(questionOf), summary: { totalCount } };
  }

  /** Staff's list: every question, newest first, by words (subject, content, username, name), category, answer state and area. */
  async consoleList(filter: ConsoleQuestionFilter, page: Page): Promise<ConsoleQuestionListResponse> {
    const query: Record<string, unknown> = {};
    const words = filter.searchValue?.trim();
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      query.$or = [{ subject: re }, { content: re }, { username: re }, { name: re }];
    }
    if (filter.category) query.category = filter.category;
    if (filter.status) query.answerStatus = filter.status;
    if (filter.audience) query.audience = filter.audience;
    const [docs, totalCount, awaiting] = await Promise.all([
      this.docs.find(query, { sort: { createdAt: -1 }, ...page }),
      this.docs.count(query),
      this.docs.count({ answerStatus: 'ANSWER_AWAITING' }),
    ]);
    return { questions: docs.map(forStaff), summary: { totalCount, awaiting } };
  }

  /** One question whole, for staff; throws QuestionNotFoundError (404). */
  async consoleOne(questionId: string): Promise<ConsoleQuestion> {
    const doc = await this.docs.findOne({ _id: questionId });
    if (!doc) throw new QuestionNotFoundError();
    return forStaff(doc);
  }
}
