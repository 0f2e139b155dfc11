import { Module } from '@nestjs/common';
import { CART_COMMAND_HANDLERS } from './application/cart.commands.js';
import { ORDER_COMMAND_HANDLERS } from './application/order.commands.js';
import { OrderingQueries } from './application/ordering.queries.js';
import { OrderingProjection } from './projections/ordering.projection.js';
import { OpenReservationsProjection } from './projections/stock-reservations.projection.js';
import { ReservationSweeper } from './application/reservation-sweeper.js';
import { CartMeController } from './http/cart.me.controller.js';
import { OrdersController } from './http/orders.controller.js';
import { OrdersConsoleController } from './http/orders.console.controller.js';

/** Ordering context: carts, orders, purchases (ARCHITECTURE §3). */
@Module({
  providers: [...CART_COMMAND_HANDLERS, ...ORDER_COMMAND_HANDLERS, OrderingQueries, OrderingProjection, OpenReservationsProjection, ReservationSweeper],
  controllers: [CartMeController, OrdersController, OrdersConsoleController],
  exports: [OrderingProjection, OpenReservationsProjection, ReservationSweeper],
})
export class OrderingModule {}
