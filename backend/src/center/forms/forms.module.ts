import { Module, type OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../../identity/index.js';
import { CommandRouter } from '../../platform/event-sourcing/commands.js';
import { formDecider, formStream } from './form.decider.js';
import { CenterForms } from './forms.js';
import { FormsConsoleController } from './forms.console.controller.js';
import { FormsMemberController } from './forms.member.controller.js';
import { FormsProjection } from './forms.projection.js';
import { FormsPublicController } from './forms.public.controller.js';

/** Customer centre forms (문의, spec §3 Board/form, §2 Customer centre and mypage forms, console centre form pages, §7 Forms): visitors and members send, staff answer. */
@Module({
  imports: [IdentityModule],
  providers: [CenterForms, FormsProjection],
  controllers: [FormsPublicController, FormsMemberController, FormsConsoleController],
  exports: [FormsProjection, CenterForms],
})
export class FormsModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the form commands to the generic handler, one stream per form. */
  onModuleInit(): void {
    this.router.stream({
      decider: formDecider,
      commands: ['SendForm', 'EditForm', 'WithdrawForm', 'AnswerForm', 'DeleteForm'],
      streamOf: (c) => formStream(c.data.formId),
    });
  }
}
