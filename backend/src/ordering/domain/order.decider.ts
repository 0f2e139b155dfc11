import { ORDER_TRANSITIONS, OrderStatus, type OrderEvent, type OrderPlaced } from '@shop/contracts';
import { DomainError, type Decider } from '../../platform/event-sourcing/decider.js';

export type OrderCommand =
  | { type: 'PlaceOrder'; data: OrderPlaced['data'] }
  | { type: 'ChangeOrderStatus'; orderId: string; orderStatus: OrderStatus; orderStatusMessage: string | null; by: string | null; now: string };

export type OrderState =
  | { status: 'absent' }
  | { status: 'placed'; orderId: string; userId: string; orderStatus: OrderStatus; placed: OrderPlaced['data'] };


/**
 * The order aggregate (stream `order-{orderId}`). Placing records the priced lines (stock is
 * reserved before, by the place-order handler); status changes follow ORDER_TRANSITIONS.
 */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return { status: 'placed', orderId: event.data.orderId, userId: event.data.userId, orderStatus: OrderStatus.ORDER_NONPAYMENT, placed: event.data };
      case 'OrderPaymentConfirmed':
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
    switch (command.type) {
      case 'PlaceOrder':
        if (state.status !== 'absent') throw new DomainError('ORDER_EXISTS', '이미 접수된 주문입니다', 409);
        if (command.data.lines.length === 0) throw new DomainError('NO_ITEMS', '주문할 상품을 선택해주세요', 422);
        return [{ type: 'OrderPlaced', data: command.data }];
      case 'ChangeOrderStatus': {
        if (state.status !== 'placed') throw new DomainError('ORDER_NOT_FOUND', '주문을 찾을 수 없습니다', 404);
        const from = state.orderStatus;
        if (from === command.orderStatus) return [];
        if (!ORDER_TRANSITIONS[from].includes(command.orderStatus)) {
          throw new DomainError('INVALID_TRANSITION', `현재 주문상태에서는 변경할 수 없습니다 (${from} → ${command.orderStatus})`, 409);
        }
        if (from === OrderStatus.ORDER_NONPAYMENT && command.orderStatus === OrderStatus.ORDER_PAYMENT) {
          return [{ type: 'OrderPaymentConfirmed', data: { orderId: command.orderId, confirmedBy: command.by, paidAt: command.now } }];
        }
        if (command.orderStatus === OrderStatus.ORDER_CANCELED) {
          return [{ type: 'OrderCanceled', data: { orderId: command.orderId, from, reason: command.orderStatusMessage, canceledAt: command.now } }];
        }
        return [
          {
            type: 'OrderStatusChanged',
            data: { orderId: command.orderId, from, orderStatus: command.orderStatus, orderStatusMessage: command.orderStatusMessage, changedAt: command.now },
          },
        ];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
