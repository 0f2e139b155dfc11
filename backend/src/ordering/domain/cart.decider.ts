import type { CartEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { assertChoices, assertVariation, unitPriceOf, type ProductSnapshot } from '../../catalog/index.js';
import { CartLineNotFoundError, DuplicateCartLineError } from '../ordering.errors.js';
import { assertOrderable } from './order-pricing.js';

export interface CartLineState {
  lineId: string;
  productId: string;
  option: Record<string, string>;
  /** Picked choice items (choiceKeyOf); absent when none. */
  choices?: string[];
  amount: number;
}

/** What a member asks to add to the cart (sent by the member API). */
export type AddCartLineRequest = Command<
  'AddCartLine',
  { userId: string; lineId: string; productId: string; option: Record<string, string>; choices?: string[]; amount: number }
>;
/** Adds a product to the cart; `product` is its snapshot (null when missing), loaded by the handler. */
export type AddCartLine = Command<'AddCartLine', AddCartLineRequest['data'] & { product: ProductSnapshot | null }>;
/** Sets the quantity of a cart line. */
export type ChangeCartLineAmount = Command<'ChangeCartLineAmount', { userId: string; lineId: string; amount: number }>;
/** Removes a line from the cart. */
export type RemoveCartLine = Command<'RemoveCartLine', { userId: string; lineId: string }>;
/** Takes the ordered lines out of the cart once their order is placed. */
export type MarkCartLinesOrdered = Command<'MarkCartLinesOrdered', { userId: string; lineIds: string[]; orderId: string }>;
export type CartCommand = AddCartLine | ChangeCartLineAmount | RemoveCartLine | MarkCartLinesOrdered;

export interface CartState {
  lines: CartLineState[];
}

/** Most units one cart line holds. */
export const MAX_LINE_AMOUNT = 999;

const sameOption = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

const sameChoices = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((k) => b.includes(k));

/** The cart line of `productId` with exactly these options and picked choices, if the cart has one. */
export const lineOf = (state: CartState, productId: string, option: Record<string, string>, choices: readonly string[] = []): CartLineState | undefined =>
  state.lines.find((l) => l.productId === productId && sameOption(l.option, option) && sameChoices(l.choices, choices));

/**
 * A member's cart (stream `cart-{userId}`). Only an orderable product with a valid option
 * choice goes in, with one of its mandatory choice items picked when it has any (the product's
 * snapshot comes on the command); adding the same product, options and choices again adds to the
 * existing line (never above 999 units); ordering removes the ordered lines.
 */
export const cartDecider: Decider<CartCommand, CartEvent, CartState> = {
  initialState: () => ({ lines: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'CartLineAdded': {
        const { lineId, productId, option, choices, amount } = event.data;
        return { lines: [...state.lines, { lineId, productId, option, ...(choices?.length ? { choices } : {}), amount }] };
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
    const { now } = command.metadata;
    switch (command.type) {
      case 'AddCartLine': {
        const { userId, lineId, productId, option, amount, product } = command.data;
        const choices = [...new Set(command.data.choices ?? [])];
        assertOrderable(product);
        unitPriceOf(product, option);
        assertVariation(product, option);
        assertChoices(product, choices);
        const existing = lineOf(state, productId, option, choices);
        if (existing) {
          const total = Math.min(existing.amount + amount, MAX_LINE_AMOUNT);
          if (total === existing.amount) return [];
          return [{ type: 'CartLineAmountChanged', data: { userId, lineId: existing.lineId, amount: total, changedAt: now } }];
        }
        return [{ type: 'CartLineAdded', data: { userId, lineId, productId, option, ...(choices.length ? { choices } : {}), amount, addedAt: now } }];
      }
      case 'ChangeCartLineAmount': {
        const { userId, lineId, amount } = command.data;
        const line = state.lines.find((l) => l.lineId === lineId);
        if (!line) throw new CartLineNotFoundError();
        if (line.amount === amount) return [];
        return [{ type: 'CartLineAmountChanged', data: { userId, lineId, amount, changedAt: now } }];
      }
      case 'RemoveCartLine': {
        const { userId, lineId } = command.data;
        if (!state.lines.some((l) => l.lineId === lineId)) throw new CartLineNotFoundError();
        return [{ type: 'CartLineRemoved', data: { userId, lineId, removedAt: now } }];
      }
      case 'MarkCartLinesOrdered': {
        const { userId, orderId } = command.data;
        const lineIds = command.data.lineIds.filter((id) => state.lines.some((l) => l.lineId === id));
        if (lineIds.length === 0) return [];
        return [{ type: 'CartLinesOrdered', data: { userId, lineIds, orderId, orderedAt: now } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/**
 * Finds cart lines by id, in the order asked.
 * @throws DuplicateCartLineError (400) when an id is named twice: the line would be ordered, and its stock reserved, twice.
 * @throws CartLineNotFoundError (404) for any id not in the cart.
 */
export function cartLinesById(state: CartState, lineIds: string[]): CartLineState[] {
  if (new Set(lineIds).size !== lineIds.length) throw new DuplicateCartLineError();
  return lineIds.map((id) => {
    const line = state.lines.find((l) => l.lineId === id);
    if (!line) throw new CartLineNotFoundError();
    return line;
  });
}
