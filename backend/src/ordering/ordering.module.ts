import { BuyerPurchaseQueries } from './application/buyer-purchases.queries.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { ContentModule } from '../content/index.js';
import { IdentityModule } from '../identity/index.js';
import { PromotionsModule } from '../promotions/index.js';
import { ShippingModule } from '../shipping/index.js';
import { NicePayModule } from '../platform/payments/nice-pay/nice-pay.module.js';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { AddCartLineHandler } from './application/add-cart-line/add-cart-line.handler.js';
import { ApproveCardPaymentHandler } from './application/approve-card-payment/approve-card-payment.handler.js';
import { CardPaymentReconciler } from './application/approve-card-payment/card-payment-reconciler.js';
import { PurchaseAutoConfirmer } from './application/claims/purchase-auto-confirmer.js';
import { PurchaseMoves } from './application/claims/purchase-moves.js';
import { RefundAccountLookup } from './application/claims/refund-account-lookup.js';
import { RefundClaim } from './application/claims/refund-claim.js';
import { RequestClaimHandler } from './application/claims/request-claim.handler.js';
import { SettleClaimHandler } from './application/claims/settle-claim.handler.js';
import { StockReturns } from './application/claims/stock-returns.js';
import { ClaimImages } from './application/claim-images/claim-images.js';
import { TargetPayments } from './application/target-payments/target-payments.js';
import { ChangeOrderStatusHandler } from './application/change-order-status/change-order-status.handler.js';
import { ConsolePurchaseQueries } from './application/console-purchases/console-purchase.queries.js';
import { OrderAtMoment } from './application/console-purchases/order-at-moment.js';
import { OrderingQueries } from './application/ordering.queries.js';
import { OrderDrafts } from './application/place-order/order-drafts.js';
import { OrderPricer } from './application/place-order/order-pricer.js';
import { OrderPromotionsProcess } from './application/order-promotions/order-promotions.process.js';
import { PlaceOrderHandler } from './application/place-order/place-order.handler.js';
import { ReservationSweeper } from './application/reservation-sweeper.js';
import { UnpaidOrderSweeper } from './application/unpaid-order-sweeper.js';
import { CashReceiptIssuer } from './application/issue-cash-receipt/issue-cash-receipt.process.js';
import { CashReceiptCanceller } from './application/issue-cash-receipt/cancel-cash-receipt.process.js';
import { OrderSettings } from './application/order-settings.js';
import { ReceiptQueries } from './application/receipts.queries.js';
import { RefundAccounts } from './application/refund-accounts/refund-accounts.js';
import { refundAccountDecider } from './domain/refund-account.decider.js';
import { ReceiptsMeController } from './http/receipts.me.controller.js';
import { ReceiptsProjection } from './projections/receipts.projection.js';
import { RefundAccountsProjection } from './projections/refund-accounts.projection.js';
import { ShopFieldCipher } from '../platform/crypto/field-cipher.js';
import { cartDecider } from './domain/cart.decider.js';
import { orderDecider } from './domain/order.decider.js';
import { CartMeController } from './http/cart.me.controller.js';
import { ClaimImagesMeController } from './http/claim-images.me.controller.js';
import { NicePayController } from './http/nice-pay.controller.js';
import { OrdersConsoleController } from './http/orders.console.controller.js';
import { OrdersController } from './http/orders.controller.js';
import { PurchasesConsoleController } from './http/purchases.console.controller.js';
import { PurchasesMeController } from './http/purchases.me.controller.js';
import { TargetPaymentsConsoleController } from './http/target-payments.console.controller.js';
import { TargetPaymentsMeController } from './http/target-payments.me.controller.js';
import { RegularPurchasesMeController } from './http/regular-purchases.me.controller.js';
import { MemberOrderSummary } from './application/member-order-summary.js';
import { OrderingProjection } from './projections/ordering.projection.js';
import { OpenReservationsProjection } from './projections/stock-reservations.projection.js';
import { OpenCardPaymentsProjection } from './projections/open-card-payments.projection.js';

/** Ordering context: carts, orders, purchases (ARCHITECTURE §3). */
@Module({
  imports: [CatalogModule, ContentModule, IdentityModule, NicePayModule, ShippingModule, PromotionsModule],
  providers: [
    BuyerPurchaseQueries,
    AddCartLineHandler,
    PlaceOrderHandler,
    ChangeOrderStatusHandler,
    ApproveCardPaymentHandler,
    OrderDrafts,
    OrderPricer,
    ClaimImages,
    OrderingQueries,
    ConsolePurchaseQueries,
    OrderAtMoment,
    OrderingProjection,
    OpenReservationsProjection,
    OpenCardPaymentsProjection,
    CardPaymentReconciler,
    ReservationSweeper,
    UnpaidOrderSweeper,
    StockReturns,
    RequestClaimHandler,
    SettleClaimHandler,
    RefundClaim,
    PurchaseMoves,
    PurchaseAutoConfirmer,
    TargetPayments,
    { provide: RefundAccountLookup, useExisting: RefundAccounts },
    OrderSettings,
    ShopFieldCipher,
    RefundAccounts,
    RefundAccountsProjection,
    ReceiptQueries,
    ReceiptsProjection,
    CashReceiptIssuer,
    CashReceiptCanceller,
    OrderPromotionsProcess,
    MemberOrderSummary,
  ],
  controllers: [
    CartMeController,
    OrdersController,
    OrdersConsoleController,
    PurchasesConsoleController,
    PurchasesMeController,
    TargetPaymentsMeController,
    TargetPaymentsConsoleController,
    NicePayController,
    ReceiptsMeController,
    ClaimImagesMeController,
    RegularPurchasesMeController,
  ],
  exports: [
    MemberOrderSummary,
    BuyerPurchaseQueries,
    ConsolePurchaseQueries,
    OrderingProjection,
    OpenReservationsProjection,
    OpenCardPaymentsProjection,
    CardPaymentReconciler,
    ReservationSweeper,
    UnpaidOrderSweeper,
    PurchaseAutoConfirmer,
    PurchaseMoves,
    OrderSettings,
    RefundAccounts,
    RefundAccountsProjection,
    ReceiptsProjection,
    CashReceiptIssuer,
    CashReceiptCanceller,
    OrderPromotionsProcess,
  ],
})
export class OrderingModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly addCartLine: AddCartLineHandler,
    private readonly placeOrder: PlaceOrderHandler,
    private readonly changeOrderStatus: ChangeOrderStatusHandler,
    private readonly approveCardPayment: ApproveCardPaymentHandler,
    private readonly requestClaim: RequestClaimHandler,
    private readonly settleClaim: SettleClaimHandler,
    private readonly refundAccounts: RefundAccounts,
  ) {}

  /** Routes the cart's one-stream commands to the generic handler, and the rest to their use cases. */
  onModuleInit(): void {
    this.router.stream({
      decider: cartDecider,
      commands: ['ChangeCartLineAmount', 'RemoveCartLine', 'MarkCartLinesOrdered'],
      streamOf: (c) => `cart-${c.data.userId}`,
    });
    this.router.useCase('AddCartLine', this.addCartLine);
    this.router.useCase('PlaceOrder', this.placeOrder);
    this.router.useCase('ChangeOrderStatus', this.changeOrderStatus);
    this.router.useCase('ApproveCardPayment', this.approveCardPayment);
    this.router.useCase('RequestClaim', this.requestClaim);
    this.router.useCase('ChangeClaimStatus', this.settleClaim);
    this.router.stream({
      decider: orderDecider,
      commands: ['RegisterInvoice', 'ChangeCollectionStatus', 'ConfirmPurchases'],
      streamOf: (c) => `order-${(c.data as { orderId: string }).orderId}`,
    });
    this.router.stream({ decider: refundAccountDecider, commands: ['DeleteRefundAccount'], streamOf: (c) => `refund-account-${c.data.userId}` });
    this.router.useCase('SaveRefundAccount', this.refundAccounts);
  }
}
