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
