import { Body, Controller, Delete, Get, Headers, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AnswerQuestionDto,
  AnswerStatus,
  DeleteQuestionDto,
  QUESTION_AUDIENCES,
  QUESTION_CATEGORIES,
  type ConsoleQuestionListResponse,
  type ConsoleQuestionResponse,
  type QuestionAudience,
  type QuestionCategory,
  type QuestionDeletedResponse,
} from '@shop/contracts';
import { ConsoleArea, CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import type { AnswerQuestion, DeleteQuestion } from './question.decider.js';
import { CenterQuestions } from './questions.js';

/** `v` when it is one of `allowed`, otherwise undefined (an unknown filter value is no filter). */
const oneOf = <T extends string>(allowed: readonly T[], v: unknown): T | undefined =>
  typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;

/** Console centre questions, /api/console/center/questions (spec §7 Console "CRUD for center … questions", §6 area centreQuestions). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('centreQuestions')
@Controller('api/console/center/questions')
export class QuestionsConsoleController {
  constructor(private readonly questions: CenterQuestions) {}

  /** Every question, newest first, by words (subject, content, username, name), category, answer state and area, with the number awaiting an answer. */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiQuery({ name: 'category', required: false, enum: QUESTION_CATEGORIES })
  @ApiQuery({ name: 'status', required: false, enum: Object.values(AnswerStatus) })
  @ApiQuery({ name: 'audience', required: false, enum: QUESTION_AUDIENCES })
  @ApiAnswer(200, 'ConsoleQuestionListResponse')
  list(
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: string,
    @Query('category') category?: string,
    @Query('status') status?: string,
    @Query('audience') audience?: string,
  ): Promise<ConsoleQuestionListResponse> {
    const filter = {
      searchValue: typeof searchValue === 'string' ? searchValue.slice(0, 50) : undefined,
      category: oneOf<QuestionCategory>(QUESTION_CATEGORIES, category),
      status: oneOf<AnswerStatus>(Object.values(AnswerStatus), status),
      audience: oneOf<QuestionAudience>(QUESTION_AUDIENCES, audience),
    };
    return this.questions.consoleList(filter, pageFromHeaders(headers));
  }

  /** One question whole (404 when missing). */
  @Get(':id')
  @ApiAnswer(200, 'ConsoleQuestionResponse')
  async one(@Param('id') id: string): Promise<ConsoleQuestionResponse> {
    return { question: await this.questions.consoleOne(id) };
  }

  /** Answers the question, or changes its answer (ANSWER_COMPLETE); the event names the staff member. */
  @Put(':id')
  @ApiAnswer(200, 'ConsoleQuestionResponse')
  async answer(
    @CurrentUser() staff: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: AnswerQuestionDto,
  ): Promise<ConsoleQuestionResponse> {
    const command: AnswerQuestion = { type: 'AnswerQuestion', data: { questionId: id, staffId: staff._user, answer: dto.answer }, metadata };
    const position = await this.questions.send(command);
    return { question: await this.questions.consoleOne(id), position };
  }

  /** Deletes a question, answered or not, with the reason kept on the event. */
  @Delete(':id')
  @ApiAnswer(200, 'QuestionDeletedResponse')
  async remove(
    @CurrentUser() staff: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: DeleteQuestionDto,
  ): Promise<QuestionDeletedResponse> {
    const command: DeleteQuestion = { type: 'DeleteQuestion', data: { questionId: id, userId: null, deletedBy: staff._user, reason: dto.reason }, metadata };
    return { deleted: id, position: await this.questions.send(command) };
  }
}
