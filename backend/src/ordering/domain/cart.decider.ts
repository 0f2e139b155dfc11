import type { CartEvent } from '@shop/contracts';
import { DomainError, type Decider } from '../../platform/event-sourcing/decider.js';

export interface CartLineState {
  lineId: string;
  productId: string;
  option: Record<string, string>;
  amount: number;
}

export type CartCommand =
  | { type: 'AddCartLine'; userId: string; lineId: string; productId: string; option: Record<string, string>; amount: number; now: string }
  | { type: 'ChangeCartLineAmount'; userId: string; lineId: string; amount: number; now: string }
  | { type: 'RemoveCartLine'; userId: string; lineId: string; now: string }
  | { type: 'MarkCartLinesOrdered'; userId: string; lineIds: string[]; orderId: string; now: string };

export interface CartState {
  lines: CartLineState[];
}

/** Most units one cart line holds. */
export const MAX_LINE_AMOUNT = 999;

const sameOption = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * A member's cart (stream `cart-{userId}`). Adding a product with the same option again adds
 * to the existing line (never above 999 units); ordering removes the ordered lines.
 */
export const cartDecider: Decider<CartCommand, CartEvent, CartState> = {
  initialState: () => ({ lines: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'CartLineAdded': {
        const { lineId, productId, option, amount } = event.data;
        return { lines: [...state.lines, { lineId, productId, option, amount }] };
      }
      case 'CartLineAmountChanged':
        return { lines: state.lines.map((l) => (l.lineId === event.data.lineId ? { ...l, amount: event.data.amount } : l)) };
      case 'CartLineRemoved':
        return { lines: state.lines.filter((l) => l.lineId !== event.data.lineId) };
      case 'CartLinesOrdered':
        return { lines: state.lines.filter((l) => !event.data.lineIds.includes(l.lineId)) };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddCartLine': {
        const existing = state.lines.find((l) => l.productId === command.productId && sameOption(l.option, command.option));
        if (existing) {
          const amount = Math.min(existing.amount + command.amount, MAX_LINE_AMOUNT);
          if (amount === existing.amount) return [];
          return [{ type: 'CartLineAmountChanged', data: { userId: command.userId, lineId: existing.lineId, amount, changedAt: command.now } }];
        }
        return [
          {
            type: 'CartLineAdded',
            data: { userId: command.userId, lineId: command.lineId, productId: command.productId, option: command.option, amount: command.amount, addedAt: command.now },
          },
        ];
      }
      case 'ChangeCartLineAmount': {
        const line = state.lines.find((l) => l.lineId === command.lineId);
        if (!line) throw new DomainError('CART_LINE_NOT_FOUND', '장바구니에 없는 상품입니다', 404);
        if (line.amount === command.amount) return [];
        return [{ type: 'CartLineAmountChanged', data: { userId: command.userId, lineId: command.lineId, amount: command.amount, changedAt: command.now } }];
      }
      case 'RemoveCartLine':
        if (!state.lines.some((l) => l.lineId === command.lineId)) throw new DomainError('CART_LINE_NOT_FOUND', '장바구니에 없는 상품입니다', 404);
        return [{ type: 'CartLineRemoved', data: { userId: command.userId, lineId: command.lineId, removedAt: command.now } }];
      case 'MarkCartLinesOrdered': {
        const lineIds = command.lineIds.filter((id) => state.lines.some((l) => l.lineId === id));
        if (lineIds.length === 0) return [];
        return [{ type: 'CartLinesOrdered', data: { userId: command.userId, lineIds, orderId: command.orderId, orderedAt: command.now } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** Finds cart lines by id; throws CART_LINE_NOT_FOUND (404) for any id not in the cart. */
export function cartLinesById(state: CartState, lineIds: string[]): CartLineState[] {
  return lineIds.map((id) => {
    const line = state.lines.find((l) => l.lineId === id);
    if (!line) throw new DomainError('CART_LINE_NOT_FOUND', '장바구니에 없는 상품입니다', 404);
    return line;
  });
}
