import { Module, type OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../../identity/index.js';
import { PromotersModule } from '../../promoters/index.js';
import { CommandRouter } from '../../platform/event-sourcing/commands.js';
import { questionDecider, questionStream } from './question.decider.js';
import { CenterQuestions } from './questions.js';
import { QuestionsConsoleController } from './questions.console.controller.js';
import { QuestionsMemberController } from './questions.member.controller.js';
import { QuestionsProjection } from './questions.projection.js';

/** Customer centre questions (질문, spec §2 mypage/promoter questions, console centre questions, §7, §9 categories): members ask, staff answer. */
@Module({
  imports: [IdentityModule, PromotersModule],
  providers: [CenterQuestions, QuestionsProjection],
  controllers: [QuestionsMemberController, QuestionsConsoleController],
  exports: [QuestionsProjection, CenterQuestions],
})
export class QuestionsModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the question commands to the generic handler, one stream per question. */
  onModuleInit(): void {
    this.router.stream({
      decider: questionDecider,
      commands: ['AskQuestion', 'EditQuestion', 'AttachQuestionImage', 'AnswerQuestion', 'DeleteQuestion'],
      streamOf: (c) => questionStream(c.data.questionId),
    });
  }
}
