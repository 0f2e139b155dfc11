import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity/index.js';
import { AnswerNotices } from './answer-notices.process.js';

/** The e-mail telling a member that staff answered their inquiry, question, form or product inquiry (issue 14). Start {@link AnswerNotices} before the relay. */
@Module({
  imports: [IdentityModule],
  providers: [AnswerNotices],
  exports: [AnswerNotices],
})
export class AnswerNoticesModule {}
