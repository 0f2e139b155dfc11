import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity/index.js';
import { AnswerNotices } from './answer-notices.process.js';
import { AnswerNoticesProjection } from './answer-notices.projection.js';

/** The e-mail telling a member that staff answered their inquiry, question, form or product inquiry (issue 14), and the notices' read model its sweep reads. Start {@link AnswerNotices} before the relay. */
@Module({
  imports: [IdentityModule],
  providers: [AnswerNotices, AnswerNoticesProjection],
  exports: [AnswerNotices, AnswerNoticesProjection],
})
export class AnswerNoticesModule {}
