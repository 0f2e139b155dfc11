import { Module, type OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../../identity/index.js';
import { OrderingModule } from '../../ordering/index.js';
import { CommandRouter } from '../../platform/event-sourcing/commands.js';
import { inquiryDecider, inquiryStream } from './inquiry.decider.js';
import { MemberInquiries } from './inquiries.js';
import { InquiriesConsoleController } from './inquiries.console.controller.js';
import { InquiriesMemberController } from './inquiries.member.controller.js';
import { InquiriesProjection } from './inquiries.projection.js';

/** Members' 1:1 inquiries (1:1 문의, spec §2 /mypage/inquiries, console inquiries, §7, §9 categories): members ask, staff answer. */
@Module({
  imports: [IdentityModule, OrderingModule],
  providers: [MemberInquiries, InquiriesProjection],
  controllers: [InquiriesMemberController, InquiriesConsoleController],
  exports: [InquiriesProjection, MemberInquiries],
})
export class InquiriesModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the inquiry commands to the generic handler, one stream per inquiry. */
  onModuleInit(): void {
    this.router.stream({
      decider: inquiryDecider,
      commands: ['AskInquiry', 'EditInquiry', 'AttachInquiryImage', 'AnswerInquiry', 'SetInquiryState', 'DeleteInquiry'],
      streamOf: (c) => inquiryStream(c.data.inquiryId),
    });
  }
}
