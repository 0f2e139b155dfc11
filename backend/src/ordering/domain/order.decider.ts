import {
  ORDER_TRANSITIONS,
  OrderStatus,
  PaymentMethod,
  digitsOnly,
  type CardApproval,
  type CashReceiptRequest,
  type OrderEvent,
  type OrderPlaced,
  type Receiver,
  type Sender,
} from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  DepositNotExpectedError,
  InvalidTransitionError,
  OrderExistsError,
  OrderNotFoundError,
  OrderNotPayableError,
  PaymentAmountMismatchError,
} from '../ordering.errors.js';
import { priceOrder, type OrderItem } from './order-pricing.js';

/**
 * Places an order, paid by bank transfer (무통장입금) or by card afterwards. Ids, the order number and every fact from other streams come
 * in on the command (the products' snapshots on the items, the buyer, the shop's bank-account
 * line), loaded by the place-order use case after it reserved the stock.
 */
export type PlaceOrder = Command<
  'PlaceOrder',
  {
    orderId: string;
    orderNumber: string;
    userId: string;
    buyer: { username: string; name: string };
    items: OrderItem[];
    sender: Sender;
    receiver: Receiver;
    requestMessage: string;
    paymentMethod: PaymentMethod;
    /** The shop's account line, shown for bank transfer. */
    bankAccountLine: string | null;
    /** 현금영수증 asked with a bank transfer (identity digits only); kept only for bank transfer. */
    cashReceipt?: CashReceiptRequest | null;
  }
>;
/** Moves an order to another status (staff). */
export type ChangeOrderStatus = Command<'ChangeOrderStatus', { orderId: string; orderStatus: OrderStatus; orderStatusMessage: string | null }>;
/** Records a card payment NICE Pay approved for the order (its amount must be the order's total). */
export type ConfirmCardPayment = Command<'ConfirmCardPayment', { orderId: string; payment: CardApproval }>;
export type OrderCommand = PlaceOrder | ChangeOrderStatus | ConfirmCardPayment;

export type OrderState = { status: 'absent' } | { status: 'placed'; orderId: string; userId: string; orderStatus: OrderStatus; placed: OrderPlaced['data'] };

/**
 * The order aggregate (stream `order-{orderId}`). Placing prices the lines with the same pure
 * function as the quote and records them with the totals; status changes follow the contracts'
 * ORDER_TRANSITIONS (409 InvalidTransitionError otherwise).
 */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return { status: 'placed', orderId: event.data.orderId, userId: event.data.userId, orderStatus: OrderStatus.ORDER_NONPAYMENT, placed: event.data };
      case 'OrderPaymentConfirmed':
      case 'OrderPaidByCard':
        return state.status === 'placed' ? { ...state, orderStatus: OrderStatus.ORDER_PAYMENT } : state;
      case 'OrderStatusChanged':
        return state.status === 'placed' ? { ...state, orderStatus: event.data.orderStatus } : state;
      case 'OrderCanceled':
        return state.status === 'placed' ? { ...state, orderStatus: OrderStatus.ORDER_CANCELED } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now, userId: by } = command.metadata;
    switch (command.type) {
      case 'PlaceOrder': {
        if (state.status !== 'absent') throw new OrderExistsError();
        const { items, sender, receiver, paymentMethod, bankAccountLine, cashReceipt, ...order } = command.data;
        const pricing = priceOrder(items);
        return [
          {
            type: 'OrderPlaced',
            data: {
              ...order,
              lines: pricing.lines,
              sender: { ...sender, phone: digitsOnly(sender.phone) },
              receiver: { ...receiver, phone: digitsOnly(receiver.phone) },
              paymentMethod,
              bankAccountLine: paymentMethod === PaymentMethod.BANK ? bankAccountLine : null,
              ...(paymentMethod === PaymentMethod.BANK && cashReceipt?.enabled ? { cashReceipt } : {}),
              productsPrice: pricing.productsPrice,
              shippingPrice: pricing.shippingPrice,
              totalPrice: pricing.totalPrice,
              placedAt: now,
            },
          },
        ];
      }
      case 'ChangeOrderStatus': {
        const { orderId, orderStatus, orderStatusMessage } = command.data;
        if (state.status !== 'placed') throw new OrderNotFoundError();
        const from = state.orderStatus;
        if (from === orderStatus) return [];
        if (!ORDER_TRANSITIONS[from].includes(orderStatus)) throw new InvalidTransitionError(from, orderStatus);
        if (from === OrderStatus.ORDER_NONPAYMENT && orderStatus === OrderStatus.ORDER_PAYMENT) {
          if (state.placed.paymentMethod === PaymentMethod.CARD) throw new DepositNotExpectedError();
          return [{ type: 'OrderPaymentConfirmed', data: { orderId, confirmedBy: by, paidAt: now } }];
        }
        if (orderStatus === OrderStatus.ORDER_CANCELED) {
          return [{ type: 'OrderCanceled', data: { orderId, from, reason: orderStatusMessage, canceledAt: now } }];
        }
        return [{ type: 'OrderStatusChanged', data: { orderId, from, orderStatus, orderStatusMessage, changedAt: now } }];
      }
      case 'ConfirmCardPayment': {
        const { orderId, payment } = command.data;
        if (state.status !== 'placed') throw new OrderNotFoundError();
        if (state.orderStatus !== OrderStatus.ORDER_NONPAYMENT) throw new OrderNotPayableError();
        if (payment.amount !== state.placed.totalPrice) throw new PaymentAmountMismatchError(state.placed.totalPrice, payment.amount);
        return [{ type: 'OrderPaidByCard', data: { orderId, payment } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
