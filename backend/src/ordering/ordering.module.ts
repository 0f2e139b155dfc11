import { Module, type OnModuleInit } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { ContentModule } from '../content/index.js';
import { IdentityModule } from '../identity/index.js';
import { NicePayModule } from '../platform/payments/nice-pay/nice-pay.module.js';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { AddCartLineHandler } from './application/add-cart-line/add-cart-line.handler.js';
import { ApproveCardPaymentHandler } from './application/approve-card-payment/approve-card-payment.handler.js';
import { ChangeOrderStatusHandler } from './application/change-order-status/change-order-status.handler.js';
import { ConsolePurchaseQueries } from './application/console-purchases/console-purchase.queries.js';
import { INVOICE_REGISTRAR } from './application/console-purchases/invoice-registrar.js';
import { OrderAtMoment } from './application/console-purchases/order-at-moment.js';
import { PendingInvoiceRegistrar } from './application/console-purchases/pending-invoice-registrar.js';
import { OrderingQueries } from './application/ordering.queries.js';
import { OrderDrafts } from './application/place-order/order-drafts.js';
import { PlaceOrderHandler } from './application/place-order/place-order.handler.js';
import { ReservationSweeper } from './application/reservation-sweeper.js';
import { UnpaidOrderSweeper } from './application/unpaid-order-sweeper.js';
import { cartDecider } from './domain/cart.decider.js';
import { CartMeController } from './http/cart.me.controller.js';
import { NicePayController } from './http/nice-pay.controller.js';
import { OrdersConsoleController } from './http/orders.console.controller.js';
import { OrdersController } from './http/orders.controller.js';
import { PurchasesConsoleController } from './http/purchases.console.controller.js';
import { OrderingProjection } from './projections/ordering.projection.js';
import { OpenReservationsProjection } from './projections/stock-reservations.projection.js';

/** Ordering context: carts, orders, purchases (ARCHITECTURE §3). */
@Module({
  imports: [CatalogModule, ContentModule, IdentityModule, NicePayModule],
  providers: [
    AddCartLineHandler,
    PlaceOrderHandler,
    ChangeOrderStatusHandler,
    ApproveCardPaymentHandler,
    OrderDrafts,
    OrderingQueries,
    ConsolePurchaseQueries,
    OrderAtMoment,
    { provide: INVOICE_REGISTRAR, useClass: PendingInvoiceRegistrar },
    OrderingProjection,
    OpenReservationsProjection,
    ReservationSweeper,
    UnpaidOrderSweeper,
  ],
  controllers: [CartMeController, OrdersController, OrdersConsoleController, PurchasesConsoleController, NicePayController],
  exports: [OrderingProjection, OpenReservationsProjection, ReservationSweeper, UnpaidOrderSweeper],
})
export class OrderingModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly addCartLine: AddCartLineHandler,
    private readonly placeOrder: PlaceOrderHandler,
    private readonly changeOrderStatus: ChangeOrderStatusHandler,
    private readonly approveCardPayment: ApproveCardPaymentHandler,
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
  }
}
