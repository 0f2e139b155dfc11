import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { PlatformModule } from './platform/platform.module.js';
import { PROJECTIONS, ProjectionRunner } from './platform/projections/projection-runner.js';
import { ReadModelMemo } from './platform/projections/read-model-memo.js';
import { ReadModelSnapshots, SNAPSHOTTED_MODELS } from './platform/projections/read-model-snapshots.js';
import { AuthGuard } from './platform/auth/auth.guard.js';
import { AUTHOR_DIRECTORY } from './platform/auth/author-directory.port.js';
import { RateLimitGuard } from './platform/throttle/rate-limit.guard.js';
import { ApiErrorFilter } from './platform/http/http-errors.js';
import { ReadYourWritesInterceptor } from './platform/http/read-your-writes.interceptor.js';
import { InputGuardInterceptor } from './platform/http/input-guard.js';
import {
  CatalogModule,
  CatalogProjection,
  ProductInquiriesModule,
  ProductInquiriesProjection,
  ProductUploadsProjection,
  REVIEWABLE_PURCHASES,
  ReviewsProjection,
  ShowcasesModule,
  ShowcasesProjection,
} from './catalog/index.js';
import {
  AnswerNoticesModule,
  AnswerNoticesProjection,
  CenterPostsModule,
  CenterPostsProjection,
  FormsModule,
  FormsProjection,
  InquiriesModule,
  InquiriesProjection,
  QuestionsModule,
  QuestionsProjection,
} from './center/index.js';
import { BoardsModule, BoardsProjection } from './community/index.js';
import { ContentModule, DocumentsProjection, TermsProjection } from './content/index.js';
import { BrandSiteModule } from './brand-site/index.js';
import { IdentityModule, IdentityQueries, LevelsProjection, MemberLevelsProjection, MemberPurchasesProjection, UsersProjection } from './identity/index.js';
import {
  BuyerPurchaseQueries,
  OrderingModule,
  OrderingProjection,
  OpenReservationsProjection,
  OpenCardPaymentsProjection,
  ReceiptsProjection,
  RefundAccountsProjection,
} from './ordering/index.js';
import { CouponsProjection, PromotionsModule, PointsProjection, PointPoliciesProjection } from './promotions/index.js';
import { ShippingModule, ShippingProjection } from './shipping/index.js';
import { DemoSeed } from './demo/demo-seed.js';
import { ReportingModule, SalesStatisticsConsumer } from './reporting/index.js';
import { AddressesModule } from './shipping/index.js';
import { WebModule } from './web/index.js';
import { MembersModule, MemberListsProjection } from './members/index.js';
import {
  BankVerificationModule,
  BonusWithdrawalModule,
  BonusWithdrawalsProjection,
  BonusesProjection,
  PromoterBanksProjection,
  PromoterSettlementsConsumer,
  PromotersModule,
  PromotersProjection,
  SettlementStatusesProjection,
} from './promoters/index.js';

/**
 * The read side: one projection runner fed with every context's projections. No projection
 * reads another context's read model (events carry what they show), so their order is free.
 * Snapshots of the embedded read store cover the projections and the bus consumers' models.
 */
@Global()
@Module({
  imports: [
    CatalogModule,
    ProductInquiriesModule,
    ShowcasesModule,
    QuestionsModule,
    InquiriesModule,
    FormsModule,
    AnswerNoticesModule,
    CenterPostsModule,
    BoardsModule,
    ContentModule,
    IdentityModule,
    OrderingModule,
    PromotionsModule,
    ShippingModule,
    ReportingModule,
    MembersModule,
    BankVerificationModule,
    BonusWithdrawalModule,
    PromotersModule,
  ],
  providers: [
    {
      provide: PROJECTIONS,
      useFactory: (...projections: unknown[]) => projections,
      inject: [
        DocumentsProjection,
        CatalogProjection,
        ProductInquiriesProjection,
        ShowcasesProjection,
        QuestionsProjection,
        InquiriesProjection,
        FormsProjection,
        AnswerNoticesProjection,
        CenterPostsProjection,
        BoardsProjection,
        ReviewsProjection,
        ProductUploadsProjection,
        UsersProjection,
        OrderingProjection,
        OpenReservationsProjection,
        OpenCardPaymentsProjection,
        ReceiptsProjection,
        RefundAccountsProjection,
        CouponsProjection,
        PointsProjection,
        PointPoliciesProjection,
        LevelsProjection,
        MemberLevelsProjection,
        MemberPurchasesProjection,
        ShippingProjection,
        MemberListsProjection,
        TermsProjection,
        PromoterBanksProjection,
        PromotersProjection,
        BonusesProjection,
        BonusWithdrawalsProjection,
        SettlementStatusesProjection,
      ],
    },
    {
      provide: SNAPSHOTTED_MODELS,
      useFactory: (...models: unknown[]) => models,
      inject: [
        DocumentsProjection,
        CatalogProjection,
        ProductInquiriesProjection,
        ShowcasesProjection,
        QuestionsProjection,
        InquiriesProjection,
        FormsProjection,
        AnswerNoticesProjection,
        CenterPostsProjection,
        BoardsProjection,
        ReviewsProjection,
        ProductUploadsProjection,
        UsersProjection,
        OrderingProjection,
        OpenReservationsProjection,
        OpenCardPaymentsProjection,
        ReceiptsProjection,
        RefundAccountsProjection,
        CouponsProjection,
        PointsProjection,
        PointPoliciesProjection,
        LevelsProjection,
        MemberLevelsProjection,
        MemberPurchasesProjection,
        ShippingProjection,
        MemberListsProjection,
        TermsProjection,
        PromoterBanksProjection,
        PromotersProjection,
        BonusesProjection,
        BonusWithdrawalsProjection,
        SettlementStatusesProjection,
        SalesStatisticsConsumer,
        PromoterSettlementsConsumer,
      ],
    },
    ProjectionRunner,
    ReadModelSnapshots,
    ReadModelMemo,
    // Reviews (catalogue) read purchase lines from ordering, which itself builds on the catalogue.
    { provide: REVIEWABLE_PURCHASES, useExisting: BuyerPurchaseQueries },
    // Content histories name their authors from identity's users, which itself builds on content.
    { provide: AUTHOR_DIRECTORY, useExisting: IdentityQueries },
  ],
  exports: [ProjectionRunner, ReadModelSnapshots, ReadModelMemo, REVIEWABLE_PURCHASES, AUTHOR_DIRECTORY],
})
class ReadSideModule {}

/** The whole shop: platform, contexts, read side, web surface, global guard, errors and read-your-writes. */
@Module({
  imports: [
    CqrsModule.forRoot(),
    PlatformModule,
    CatalogModule,
    ProductInquiriesModule,
    ShowcasesModule,
    QuestionsModule,
    InquiriesModule,
    FormsModule,
    AnswerNoticesModule,
    CenterPostsModule,
    BoardsModule,
    ContentModule,
    BrandSiteModule,
    IdentityModule,
    OrderingModule,
    PromotionsModule,
    ShippingModule,
    ReadSideModule,
    ReportingModule,
    AddressesModule,
    BankVerificationModule,
    BonusWithdrawalModule,
    WebModule,
  ],
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_FILTER, useClass: ApiErrorFilter },
    { provide: APP_INTERCEPTOR, useClass: InputGuardInterceptor },
    { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor },
    DemoSeed,
  ],
})
export class AppModule {}
