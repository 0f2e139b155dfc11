import { OrderStatus } from './enums.js';

/**
 * Allowed order-status transitions. The spec does not show them (§4); these follow the
 * lifecycle of a bank-transfer order: payment confirmed by staff, then preparing, shipping
 * (possibly delayed) and delivered; cancellation only before shipping.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  ORDER_NONPAYMENT: [OrderStatus.ORDER_PAYMENT, OrderStatus.ORDER_CANCELED],
  ORDER_PAYMENT: [OrderStatus.ORDER_CONFIRM, OrderStatus.ORDER_CANCELED],
  ORDER_CONFIRM: [OrderStatus.SHIPPING_CONFIRM, OrderStatus.SHIPPING_DELAYED, OrderStatus.ORDER_CANCELED],
  SHIPPING_CONFIRM: [OrderStatus.SHIPPING_DELAYED, OrderStatus.DELIVERY_COMPLETE],
  SHIPPING_DELAYED: [OrderStatus.SHIPPING_CONFIRM, OrderStatus.DELIVERY_COMPLETE],
  DELIVERY_COMPLETE: [],
  ORDER_CANCELED: [],
};
