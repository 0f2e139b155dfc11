import { Body, Controller, Delete, Get, Headers, Param, PayloadTooLargeException, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  AskQuestionDto,
  EditQuestionDto,
  MAX_QUESTION_IMAGES,
  QUESTION_AUDIENCES,
  type QuestionAudience,
  type QuestionDeletedResponse,
  type QuestionListResponse,
  type QuestionWrittenResponse,
} from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { ImageMissingError } from '../../platform/files/files.errors.js';
import { IMAGE_UPLOAD } from '../../platform/files/images.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { readOneFile } from '../../platform/http/multipart.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { RateLimited, type RateLimitSpec } from '../../platform/throttle/rate-limit.guard.js';
import { QuestionImageIndexError } from '../center.errors.js';
import type { DeleteQuestion, EditQuestion } from './question.decider.js';
import { CenterQuestions } from './questions.js';

/** Pictures one member may upload per minute: five per question, with room for retries. */
const UPLOAD_RATE: RateLimitSpec = { name: 'question-images-member', per: 'member', limit: () => 20, windowMs: 60_000, what: '사진 올리기가' };

/** The area a list asks for: PROMOTER when named, MEMBER otherwise. */
const audienceOf = (v: unknown): QuestionAudience =>
  typeof v === 'string' && (QUESTION_AUDIENCES as readonly string[]).includes(v) ? (v as QuestionAudience) : 'MEMBER';

/**
 * The signed-in member's customer centre questions, /api/v1/center/questions (spec §7 Center
 * questions CRUD, §2 /mypage/questions and /promoter/questions). Another member's are never reachable (404).
 */
@ApiTags('center')
@ApiBearerAuth()
@Controller('api/v1/center/questions')
export class QuestionsMemberController {
  constructor(private readonly questions: CenterQuestions) {}

  /** The member's questions asked from one area (`audience` MEMBER by default, or PROMOTER), newest first (headers limit, skip). */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'audience', required: false, enum: QUESTION_AUDIENCES })
  @ApiAnswer(200, 'QuestionListResponse')
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>, @Query('audience') audience?: string): Promise<QuestionListResponse> {
    return this.questions.list(user._user, audienceOf(audience), pageFromHeaders(headers));
  }

  /** Asks a question (category spec §9, subject 2–100, content 2–2,000); PROMOTER area only for an approved promoter (403 NOT_PROMOTER). */
  @Post()
  @ApiAnswer(201, 'QuestionWrittenResponse')
  async ask(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: AskQuestionDto): Promise<QuestionWrittenResponse> {
    const input = { audience: dto.audience ?? 'MEMBER', category: dto.category, subject: dto.subject, content: dto.content };
    const { id, position } = await this.questions.ask(user._user, input, metadata);
    return { question: await this.questions.own(user._user, id), position };
  }

  /** Changes the member's question while it awaits its answer (409 once answered, 404 when not the member's). */
  @Put(':id')
  @ApiAnswer(200, 'QuestionWrittenResponse')
  async edit(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: EditQuestionDto,
  ): Promise<QuestionWrittenResponse> {
    const command: EditQuestion = {
      type: 'EditQuestion',
      data: { questionId: id, userId: user._user, category: dto.category, subject: dto.subject, content: dto.content, images: dto.images },
      metadata,
    };
    const position = await this.questions.send(command);
    return { question: await this.questions.own(user._user, id), position };
  }

  /** Deletes the member's question while it awaits its answer (409 once answered, 404 when not the member's). */
  @Delete(':id')
  @ApiAnswer(200, 'QuestionDeletedResponse')
  async remove(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<QuestionDeletedResponse> {
    const command: DeleteQuestion = { type: 'DeleteQuestion', data: { questionId: id, userId: user._user, deletedBy: user._user, reason: null }, metadata };
    return { deleted: id, position: await this.questions.send(command) };
  }

  /**
   * Puts one picture (field `image`, at most 10 MB, JPEG, PNG, WebP or HEIC by content) at `index`
   * (0–4, at most the next free place) of the member's question while it awaits its answer, stored
   * as WebP. 404 for a question not the member's, 409 once answered, 400 for a file that is no picture, 413 past 10 MB.
   */
  @Post(':id/images/:index')
  @RateLimited(UPLOAD_RATE)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiAnswer(201, 'QuestionWrittenResponse')
  async image(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('index') index: string,
    @Req() req: FastifyRequest,
  ): Promise<QuestionWrittenResponse> {
    // Whose question it is comes first: another member's id is refused before any byte is read.
    await this.questions.own(user._user, id);
    const place = /^\d$/.test(index) ? Number(index) : -1;
    if (place < 0 || place >= MAX_QUESTION_IMAGES) throw new QuestionImageIndexError();
    const bytes = await readOneFile(req, IMAGE_UPLOAD.maxBytes, {
      missing: () => new ImageMissingError(),
      tooLarge: () => new PayloadTooLargeException({ statusCode: 413, message: '사진은 10MB 이하로 올려주세요' }),
    });
    const position = await this.questions.attachImage(user._user, id, place, bytes, metadata);
    return { question: await this.questions.own(user._user, id), position };
  }
}
