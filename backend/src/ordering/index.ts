/**
 * The ordering context's public face: what the app module may use. Anything not exported here
 * is internal (the architecture test enforces it).
 */
export { OrderingModule } from './ordering.module.js';
export { OrderingProjection } from './projections/ordering.projection.js';
export { OpenReservationsProjection } from './projections/stock-reservations.projection.js';
export { ReservationSweeper } from './application/reservation-sweeper.js';
export { UnpaidOrderSweeper } from './application/unpaid-order-sweeper.js';
export { PurchaseAutoConfirmer } from './application/claims/purchase-auto-confirmer.js';
export { PurchaseMoves } from './application/claims/purchase-moves.js';
export { RefundAccountLookup, type RefundAccount } from './application/claims/refund-account-lookup.js';
export { CardPaymentReconciler } from './application/approve-card-payment/card-payment-reconciler.js';
export { OpenCardPaymentsProjection } from './projections/open-card-payments.projection.js';
export { cardPaymentDecider } from './domain/card-payment.decider.js';
export { OrderSettings } from './application/order-settings.js';
export { RefundAccounts, type PlainRefundAccount } from './application/refund-accounts/refund-accounts.js';
export { RefundAccountsProjection } from './projections/refund-accounts.projection.js';
export { ReceiptsProjection } from './projections/receipts.projection.js';
export { CashReceiptIssuer } from './application/issue-cash-receipt/issue-cash-receipt.process.js';
export { CashReceiptCanceller } from './application/issue-cash-receipt/cancel-cash-receipt.process.js';
export { OrderPromotionsProcess } from './application/order-promotions/order-promotions.process.js';
export { MemberOrderSummary } from './application/member-order-summary.js';
export { ConsolePurchaseQueries } from './application/console-purchases/console-purchase.queries.js';
export { BuyerPurchaseQueries, type BuyerPurchaseLine, type BuyerPurchaseSearch } from './application/buyer-purchases.queries.js';
