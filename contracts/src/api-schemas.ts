import type {
  AccessTokenResponse,
  AddCartLineResponse,
  BandBannerListResponse,
  BulkResponse,
  BrandListResponse,
  BrandResponse,
  CartLineResponse,
  CartResponse,
  CategoryListResponse,
  CategoryResponse,
  ChangeOrderStatusResponse,
  ClaimImageResponse,
  CommandResponse,
  ConsoleOrderResponse,
  HealthResponse,
  MeInfoResponse,
  NicePayPluginConfig,
  NicePayRequestPay,
  OrderListResponse,
  OrderChangedResponse,
  OrderQuote,
  OrderResponse,
  PlaceOrderResponse,
  PopupListResponse,
  ProductListResponse,
  ProductResponse,
  PurchaseCountsResponse,
  PurchaseListResponse,
  ReceiptListResponse,
  RefreshTokenResponse,
  CredentialKeyResponse,
  RefundAccountResponse,
  RefundAccountWrittenResponse,
  SettingResponse,
  SignUpResponse,
  SlideListResponse,
  ConsoleTargetPaymentResponse,
  TargetPaymentListResponse,
  TargetPaymentResponse,
  TargetPaymentWrittenResponse,
} from './api.js';
import type { ApiError } from './errors.js';
import type {
  ConsoleReviewListResponse,
  MyReviewListResponse,
  ReviewImageListResponse,
  ReviewListResponse,
  ReviewResponse,
  ReviewWrittenResponse,
  ReviewPicksResponse,
  WritableReviewListResponse,
} from './reviews.js';
import type { MySocialAccountsResponse, SocialCallbackResponse, SocialLinkedResponse } from './social-login.js';
import type { HoldVerificationResponse, PromoterBankResponse } from './promoter-bank.js';
import type {
  ConsoleBonusListResponse,
  ConsoleBonusWithdrawalListResponse,
  ConsoleBonusWrittenResponse,
  ConsoleUserBonusesResponse,
  SalesBonusRatesResponse,
} from './console-bonuses.js';
import type {
  ConsoleUserCouponListResponse,
  ConsoleUserCouponWrittenResponse,
  CouponListResponse,
  CouponResponse,
  CouponWrittenResponse,
  DownloadableCouponListResponse,
  UserCouponListResponse,
  UserCouponWrittenResponse,
} from './coupons.js';
import type {
  MemberPointsDetailResponse,
  MemberPointsListResponse,
  MemberPointsWrittenResponse,
  MyPointsResponse,
  PointPolicyListResponse,
  PointPolicyResponse,
  PointPolicyWrittenResponse,
} from './points.js';
import type {
  LevelEvaluationResponse,
  LevelListResponse,
  LevelResponse,
  LevelWrittenResponse,
  MemberGradeResponse,
  MemberGradeWrittenResponse,
  MemberLevelListResponse,
  MemberScoreWrittenResponse,
} from './levels.js';
import type { ConsoleMemberListResponse, ConsoleMemberResponse, MemberHistoryResponse } from './console-members.js';
import type {
  ConsoleProductListResponse,
  ConsoleProductResponse,
  ConsoleProductWrittenResponse,
  EditorPhotoResponse,
  ProductBulkResponse,
  ProductImagesResponse,
} from './console-products.js';
import type { ProductUploadJobResponse } from './product-upload.js';
import type {
  BrandImageResponse,
  CategoryImageResponse,
  ConsoleFilteringListResponse,
  ConsoleFilteringWrittenResponse,
  HomeDisplayPicksResponse,
  ConsoleBrandListResponse,
  ConsoleBrandWrittenResponse,
  ConsoleCategoryListResponse,
  ConsoleCategoryWrittenResponse,
  ConsoleDisplayListResponse,
  ConsoleDisplayWrittenResponse,
  DisplayCategoriesResponse,
  DisplayListResponse,
  DisplayResponse,
  ShopCodesResponse,
} from './taxonomy.js';
import type { BusinessCertificateResponse, MeInfoWrittenResponse, MeVerifyResponse, MeWithdrawResponse, WithdrawnMemberListResponse } from './account.js';
import type { CertificationRequestResponse, CertificationResponse, FindIdResponse, PasswordResetResponse, ResetLinkSentResponse } from './certification.js';
import type {
  IslandHistoryResponse,
  IslandListResponse,
  IslandWrittenResponse,
  ShippingListResponse,
  ShippingResponse,
  ShippingWrittenResponse,
} from './shipping.js';
import type { AddressSearchResponse, GeocodeResponse, PostcodeWidgetConfig } from './addresses.js';
import type {
  DestinationListResponse,
  DestinationWrittenResponse,
  DestinationsWrittenResponse,
  LikeListResponse,
  LikeWrittenResponse,
  WatchListResponse,
  WatchWrittenResponse,
} from './members.js';
import type { MemberDashboardResponse, RegularPurchaseListResponse, TermListResponse, TermResponse } from './dashboard.js';
import type {
  ConsolePromoterRequestResponse,
  PromoterBonusListResponse,
  BonusWithdrawalTerms,
  BonusWithdrawalResult,
  MyPromoterRequestResponse,
  PromoteeListResponse,
  PromoterRequestWrittenResponse,
} from './promoters.js';
import type { PromoterDashboardResponse, PromoterPurchaseListResponse, PromoterScoreListResponse } from './promoter-pages.js';
import type { ConsoleSettlementListResponse, ConsoleSettlementResponse, PromoterSettlementListResponse, WithholdingReportResponse } from './settlements.js';
import type {
  ConsoleProductInquiryListResponse,
  ConsoleProductInquiryResponse,
  ProductInquiryDeletedResponse,
  ProductInquiryListResponse,
  ProductInquiryWrittenResponse,
} from './product-inquiries.js';
import type {
  ExhibitionListResponse,
  ExhibitionResponse,
  ExhibitionWrittenResponse,
  ShowcaseDeletedResponse,
  ShowcaseImageResponse,
  ShowroomListResponse,
  ShowroomResponse,
  ShowroomWrittenResponse,
} from './showcases.js';
import type {
  ConsoleQuestionListResponse,
  ConsoleQuestionResponse,
  QuestionDeletedResponse,
  QuestionListResponse,
  QuestionWrittenResponse,
} from './center-questions.js';
import type {
  ConsoleInquiryListResponse,
  ConsoleInquiryResponse,
  InquiryDeletedResponse,
  InquiryListResponse,
  InquiryResponse,
  InquiryWrittenResponse,
} from './inquiries.js';
import type {
  ConsoleFormListResponse,
  ConsoleFormResponse,
  FormDeletedResponse,
  FormEditedResponse,
  FormFileResponse,
  FormListResponse,
  FormResponse,
  FormSentResponse,
} from './forms.js';
import type {
  ConsoleContentPageListResponse,
  ConsoleContentPageResponse,
  ContentPageListResponse,
  ContentPageResponse,
  PageImageResponse,
  PlannerResponse,
} from './content-pages.js';
import type { CenterPostListResponse, CenterPostResponse, CenterPostWrittenResponse } from './center-posts.js';
import type {
  BoardCommentListResponse,
  BoardCommentWrittenResponse,
  BoardListResponse,
  BoardResponse,
  BoardsShownResponse,
  BoardWrittenResponse,
  ConsoleBoardCommentListResponse,
} from './boards.js';
import type { ConsoleDashboardResponse, DailySalesResponse, DayOfWeekSalesResponse, MonthlySalesResponse, ProductsSalesResponse } from './statistics.js';

/**
 * The answers the API document names, by schema name. The build writes a JSON Schema of every
 * type exported by api.ts, statistics.ts, errors.ts, addresses.ts, members.ts, promoters.ts and promoter-pages.ts to `dist/api-schemas.json` (refs as
 * `#/components/schemas/<name>`); the server's `@ApiAnswer(status, name)` takes a key of this
 * map and the compiler checks that the route returns that type.
 */
import type {
  ConsoleBannerListResponse,
  ConsoleTermListResponse,
  ConsoleTermResponse,
  ConsoleTermWrittenResponse,
  ConsoleBannerResponse,
  ConsoleBannerWrittenResponse,
  BannerSlotWrittenResponse,
  ConsoleBandBannerListResponse,
  ConsoleBandBannerResponse,
  ConsoleBandBannerWrittenResponse,
  ConsolePopupListResponse,
  ConsolePopupResponse,
  ConsolePopupWrittenResponse,
  ContentDeletedResponse,
  ContentHistoryResponse,
  ContentRestoredResponse,
  MainLinksResponse,
} from './content.js';
export interface ApiSchemas {
  ConsoleBannerListResponse: ConsoleBannerListResponse;
  ConsoleTermListResponse: ConsoleTermListResponse;
  ConsoleTermResponse: ConsoleTermResponse;
  ConsoleTermWrittenResponse: ConsoleTermWrittenResponse;
  ConsoleBannerResponse: ConsoleBannerResponse;
  ConsoleBannerWrittenResponse: ConsoleBannerWrittenResponse;
  BannerSlotWrittenResponse: BannerSlotWrittenResponse;
  ConsoleBandBannerListResponse: ConsoleBandBannerListResponse;
  ConsoleBandBannerResponse: ConsoleBandBannerResponse;
  ConsoleBandBannerWrittenResponse: ConsoleBandBannerWrittenResponse;
  ConsolePopupListResponse: ConsolePopupListResponse;
  ConsolePopupResponse: ConsolePopupResponse;
  ConsolePopupWrittenResponse: ConsolePopupWrittenResponse;
  ContentDeletedResponse: ContentDeletedResponse;
  ContentHistoryResponse: ContentHistoryResponse;
  ContentRestoredResponse: ContentRestoredResponse;
  MainLinksResponse: MainLinksResponse;
  ExhibitionListResponse: ExhibitionListResponse;
  ExhibitionResponse: ExhibitionResponse;
  ExhibitionWrittenResponse: ExhibitionWrittenResponse;
  ShowcaseDeletedResponse: ShowcaseDeletedResponse;
  ShowcaseImageResponse: ShowcaseImageResponse;
  ShowroomListResponse: ShowroomListResponse;
  ShowroomResponse: ShowroomResponse;
  ShowroomWrittenResponse: ShowroomWrittenResponse;
  ConsoleCategoryListResponse: ConsoleCategoryListResponse;
  ConsoleCategoryWrittenResponse: ConsoleCategoryWrittenResponse;
  ConsoleBrandListResponse: ConsoleBrandListResponse;
  ConsoleBrandWrittenResponse: ConsoleBrandWrittenResponse;
  BrandImageResponse: BrandImageResponse;
  CategoryImageResponse: CategoryImageResponse;
  ConsoleFilteringListResponse: ConsoleFilteringListResponse;
  ConsoleFilteringWrittenResponse: ConsoleFilteringWrittenResponse;
  HomeDisplayPicksResponse: HomeDisplayPicksResponse;
  ConsoleDisplayListResponse: ConsoleDisplayListResponse;
  ConsoleDisplayWrittenResponse: ConsoleDisplayWrittenResponse;
  DisplayResponse: DisplayResponse;
  DisplayListResponse: DisplayListResponse;
  DisplayCategoriesResponse: DisplayCategoriesResponse;
  ShopCodesResponse: ShopCodesResponse;
  QuestionListResponse: QuestionListResponse;
  QuestionWrittenResponse: QuestionWrittenResponse;
  QuestionDeletedResponse: QuestionDeletedResponse;
  ConsoleQuestionListResponse: ConsoleQuestionListResponse;
  ConsoleQuestionResponse: ConsoleQuestionResponse;
  InquiryListResponse: InquiryListResponse;
  InquiryResponse: InquiryResponse;
  InquiryWrittenResponse: InquiryWrittenResponse;
  InquiryDeletedResponse: InquiryDeletedResponse;
  ConsoleInquiryListResponse: ConsoleInquiryListResponse;
  ConsoleInquiryResponse: ConsoleInquiryResponse;
  FormSentResponse: FormSentResponse;
  FormResponse: FormResponse;
  FormListResponse: FormListResponse;
  FormFileResponse: FormFileResponse;
  ConsoleFormListResponse: ConsoleFormListResponse;
  ConsoleFormResponse: ConsoleFormResponse;
  FormDeletedResponse: FormDeletedResponse;
  FormEditedResponse: FormEditedResponse;
  CenterPostListResponse: CenterPostListResponse;
  CenterPostResponse: CenterPostResponse;
  CenterPostWrittenResponse: CenterPostWrittenResponse;
  BoardListResponse: BoardListResponse;
  BoardResponse: BoardResponse;
  BoardWrittenResponse: BoardWrittenResponse;
  BoardsShownResponse: BoardsShownResponse;
  BoardCommentListResponse: BoardCommentListResponse;
  BoardCommentWrittenResponse: BoardCommentWrittenResponse;
  ConsoleBoardCommentListResponse: ConsoleBoardCommentListResponse;
  ProductInquiryListResponse: ProductInquiryListResponse;
  ProductInquiryWrittenResponse: ProductInquiryWrittenResponse;
  ProductInquiryDeletedResponse: ProductInquiryDeletedResponse;
  ConsoleProductInquiryListResponse: ConsoleProductInquiryListResponse;
  ConsoleProductInquiryResponse: ConsoleProductInquiryResponse;
  ReviewListResponse: ReviewListResponse;
  ReviewResponse: ReviewResponse;
  ReviewImageListResponse: ReviewImageListResponse;
  MyReviewListResponse: MyReviewListResponse;
  WritableReviewListResponse: WritableReviewListResponse;
  ReviewWrittenResponse: ReviewWrittenResponse;
  ConsoleReviewListResponse: ConsoleReviewListResponse;
  ReviewPicksResponse: ReviewPicksResponse;
  MyPromoterRequestResponse: MyPromoterRequestResponse;
  PromoterRequestWrittenResponse: PromoterRequestWrittenResponse;
  ConsolePromoterRequestResponse: ConsolePromoterRequestResponse;
  PromoteeListResponse: PromoteeListResponse;
  MemberDashboardResponse: MemberDashboardResponse;
  RegularPurchaseListResponse: RegularPurchaseListResponse;
  TermListResponse: TermListResponse;
  TermResponse: TermResponse;
  LikeListResponse: LikeListResponse;
  LikeWrittenResponse: LikeWrittenResponse;
  WatchListResponse: WatchListResponse;
  WatchWrittenResponse: WatchWrittenResponse;
  DestinationListResponse: DestinationListResponse;
  DestinationWrittenResponse: DestinationWrittenResponse;
  DestinationsWrittenResponse: DestinationsWrittenResponse;
  MyPointsResponse: MyPointsResponse;
  PointPolicyListResponse: PointPolicyListResponse;
  PointPolicyResponse: PointPolicyResponse;
  PointPolicyWrittenResponse: PointPolicyWrittenResponse;
  MemberPointsListResponse: MemberPointsListResponse;
  MemberPointsDetailResponse: MemberPointsDetailResponse;
  MemberPointsWrittenResponse: MemberPointsWrittenResponse;
  LevelListResponse: LevelListResponse;
  LevelResponse: LevelResponse;
  LevelWrittenResponse: LevelWrittenResponse;
  MemberLevelListResponse: MemberLevelListResponse;
  LevelEvaluationResponse: LevelEvaluationResponse;
  MemberScoreWrittenResponse: MemberScoreWrittenResponse;
  MemberGradeResponse: MemberGradeResponse;
  MemberGradeWrittenResponse: MemberGradeWrittenResponse;
  ConsoleMemberListResponse: ConsoleMemberListResponse;
  ConsoleMemberResponse: ConsoleMemberResponse;
  MemberHistoryResponse: MemberHistoryResponse;
  MeVerifyResponse: MeVerifyResponse;
  CertificationRequestResponse: CertificationRequestResponse;
  CertificationResponse: CertificationResponse;
  FindIdResponse: FindIdResponse;
  ResetLinkSentResponse: ResetLinkSentResponse;
  PasswordResetResponse: PasswordResetResponse;
  MeInfoWrittenResponse: MeInfoWrittenResponse;
  MeWithdrawResponse: MeWithdrawResponse;
  BusinessCertificateResponse: BusinessCertificateResponse;
  WithdrawnMemberListResponse: WithdrawnMemberListResponse;
  ShippingListResponse: ShippingListResponse;
  ShippingResponse: ShippingResponse;
  ShippingWrittenResponse: ShippingWrittenResponse;
  IslandListResponse: IslandListResponse;
  IslandWrittenResponse: IslandWrittenResponse;
  IslandHistoryResponse: IslandHistoryResponse;
  TargetPaymentListResponse: TargetPaymentListResponse;
  ConsoleTargetPaymentResponse: ConsoleTargetPaymentResponse;
  TargetPaymentResponse: TargetPaymentResponse;
  TargetPaymentWrittenResponse: TargetPaymentWrittenResponse;
  AccessTokenResponse: AccessTokenResponse;
  AddressSearchResponse: AddressSearchResponse;
  GeocodeResponse: GeocodeResponse;
  PostcodeWidgetConfig: PostcodeWidgetConfig;
  AddCartLineResponse: AddCartLineResponse;
  ApiError: ApiError;
  BandBannerListResponse: BandBannerListResponse;
  BrandListResponse: BrandListResponse;
  BrandResponse: BrandResponse;
  CartLineResponse: CartLineResponse;
  CartResponse: CartResponse;
  CategoryListResponse: CategoryListResponse;
  CategoryResponse: CategoryResponse;
  ChangeOrderStatusResponse: ChangeOrderStatusResponse;
  ClaimImageResponse: ClaimImageResponse;
  BulkResponse: BulkResponse;
  OrderChangedResponse: OrderChangedResponse;
  CommandResponse: CommandResponse;
  ConsoleOrderResponse: ConsoleOrderResponse;
  ConsoleDashboardResponse: ConsoleDashboardResponse;
  DailySalesResponse: DailySalesResponse;
  DayOfWeekSalesResponse: DayOfWeekSalesResponse;
  HealthResponse: HealthResponse;
  MeInfoResponse: MeInfoResponse;
  MonthlySalesResponse: MonthlySalesResponse;
  NicePayPluginConfig: NicePayPluginConfig;
  NicePayRequestPay: NicePayRequestPay;
  OrderListResponse: OrderListResponse;
  OrderQuote: OrderQuote;
  OrderResponse: OrderResponse;
  PlaceOrderResponse: PlaceOrderResponse;
  PopupListResponse: PopupListResponse;
  ProductListResponse: ProductListResponse;
  ProductResponse: ProductResponse;
  ProductsSalesResponse: ProductsSalesResponse;
  PurchaseCountsResponse: PurchaseCountsResponse;
  PurchaseListResponse: PurchaseListResponse;
  ReceiptListResponse: ReceiptListResponse;
  RefundAccountResponse: RefundAccountResponse;
  RefundAccountWrittenResponse: RefundAccountWrittenResponse;
  RefreshTokenResponse: RefreshTokenResponse;
  CredentialKeyResponse: CredentialKeyResponse;
  SettingResponse: SettingResponse;
  SignUpResponse: SignUpResponse;
  SlideListResponse: SlideListResponse;
  CouponListResponse: CouponListResponse;
  CouponResponse: CouponResponse;
  CouponWrittenResponse: CouponWrittenResponse;
  DownloadableCouponListResponse: DownloadableCouponListResponse;
  UserCouponListResponse: UserCouponListResponse;
  UserCouponWrittenResponse: UserCouponWrittenResponse;
  ConsoleUserCouponListResponse: ConsoleUserCouponListResponse;
  ConsoleUserCouponWrittenResponse: ConsoleUserCouponWrittenResponse;
  SocialCallbackResponse: SocialCallbackResponse;
  SocialLinkedResponse: SocialLinkedResponse;
  MySocialAccountsResponse: MySocialAccountsResponse;
  PromoterBonusListResponse: PromoterBonusListResponse;
  BonusWithdrawalTerms: BonusWithdrawalTerms;
  BonusWithdrawalResult: BonusWithdrawalResult;
  PromoterBankResponse: PromoterBankResponse;
  HoldVerificationResponse: HoldVerificationResponse;
  PromoterDashboardResponse: PromoterDashboardResponse;
  PromoterPurchaseListResponse: PromoterPurchaseListResponse;
  PromoterScoreListResponse: PromoterScoreListResponse;
  ConsoleBonusListResponse: ConsoleBonusListResponse;
  ConsoleBonusWithdrawalListResponse: ConsoleBonusWithdrawalListResponse;
  ConsoleUserBonusesResponse: ConsoleUserBonusesResponse;
  ConsoleBonusWrittenResponse: ConsoleBonusWrittenResponse;
  SalesBonusRatesResponse: SalesBonusRatesResponse;
  PromoterSettlementListResponse: PromoterSettlementListResponse;
  ConsoleSettlementListResponse: ConsoleSettlementListResponse;
  ConsoleSettlementResponse: ConsoleSettlementResponse;
  WithholdingReportResponse: WithholdingReportResponse;
  ConsoleProductListResponse: ConsoleProductListResponse;
  ConsoleProductResponse: ConsoleProductResponse;
  ConsoleProductWrittenResponse: ConsoleProductWrittenResponse;
  ProductBulkResponse: ProductBulkResponse;
  ProductUploadJobResponse: ProductUploadJobResponse;
  ProductImagesResponse: ProductImagesResponse;
  EditorPhotoResponse: EditorPhotoResponse;
  ContentPageResponse: ContentPageResponse;
  ContentPageListResponse: ContentPageListResponse;
  ConsoleContentPageResponse: ConsoleContentPageResponse;
  ConsoleContentPageListResponse: ConsoleContentPageListResponse;
  PageImageResponse: PageImageResponse;
  PlannerResponse: PlannerResponse;
}

/** A schema name of {@link ApiSchemas}. */
export type ApiSchemaName = keyof ApiSchemas;
