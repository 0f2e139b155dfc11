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
import type { AddressSearchResponse, GeocodeResponse, PostcodeWidgetConfig } from './addresses.js';
import type { DailySalesResponse, DayOfWeekSalesResponse, MonthlySalesResponse, ProductsSalesResponse } from './statistics.js';

/**
 * The answers the API document names, by schema name. The build writes a JSON Schema of every
 * type exported by api.ts, statistics.ts, errors.ts and addresses.ts to `dist/api-schemas.json` (refs as
 * `#/components/schemas/<name>`); the server's `@ApiAnswer(status, name)` takes a key of this
 * map and the compiler checks that the route returns that type.
 */
export interface ApiSchemas {
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
  SettingResponse: SettingResponse;
  SignUpResponse: SignUpResponse;
  SlideListResponse: SlideListResponse;
}

/** A schema name of {@link ApiSchemas}. */
export type ApiSchemaName = keyof ApiSchemas;
