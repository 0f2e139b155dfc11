import { Body, Controller, Delete, Get, Headers, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AskQuestionDto,
  EditQuestionDto,
  QUESTION_AUDIENCES,
  type QuestionAudience,
  type QuestionDeletedResponse,
  type QuestionListResponse,
  type QuestionWrittenResponse,
} from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import type { DeleteQuestion, EditQuestion } from './question.decider.js';
import { CenterQuestions } from './questions.js';

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
      data: { questionId: id, userId: user._user, category: dto.category, subject: dto.subject, content: dto.content },
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
}
