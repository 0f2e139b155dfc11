import { Module, type OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../../identity/index.js';
import { CommandRouter } from '../../platform/event-sourcing/commands.js';
import { CatalogModule } from '../catalog.module.js';
import { productInquiryDecider, productInquiryStream } from './product-inquiry.decider.js';
import { ProductInquiries } from './product-inquiries.js';
import { ProductInquiriesConsoleController } from './product-inquiries.console.controller.js';
import { ProductInquiriesMeController } from './product-inquiries.me.controller.js';
import { ProductInquiriesProjection } from './product-inquiries.projection.js';
import { ProductInquiriesPublicController } from './product-inquiries.public.controller.js';

/** Product inquiries (상품문의, spec §2 dialog, §3 Product inquiry, §4 Inquiry answer): members ask, staff answer. */
@Module({
  imports: [CatalogModule, IdentityModule],
  providers: [ProductInquiries, ProductInquiriesProjection],
  controllers: [ProductInquiriesMeController, ProductInquiriesPublicController, ProductInquiriesConsoleController],
  exports: [ProductInquiriesProjection, ProductInquiries],
})
export class ProductInquiriesModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the inquiry commands to the generic handler, one stream per inquiry. */
  onModuleInit(): void {
    this.router.stream({
      decider: productInquiryDecider,
      commands: ['WriteProductInquiry', 'EditProductInquiry', 'AttachProductInquiryImage', 'AnswerProductInquiry', 'DeleteProductInquiry'],
      streamOf: (c) => productInquiryStream(c.data.inquiryId),
    });
  }
}
