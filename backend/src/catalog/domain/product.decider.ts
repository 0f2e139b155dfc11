import type { ProductEvent, ProductFields } from '@shop/contracts';
import { Map as PersistentMap } from 'immutable';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  InsufficientStockError,
  InvalidStockError,
  NotOnSaleError,
  ProductExistsError,
  ProductInvalidError,
  ProductNotFoundError,
  ProductReservedError,
} from '../catalog.errors.js';
import { productContent } from './product-content.js';
import { productRuleProblem } from './product-rules.js';

/** Adds a product with its opening stock (its code is claimed before, by the use case). */
export type CreateProduct = Command<'CreateProduct', { productId: string; fields: ProductFields; stock: number }>;
/** Changes fields; with `unlessReserved` only while no order holds a unit (409 ProductReserved otherwise). */
export type UpdateProduct = Command<'UpdateProduct', { productId: string; changes: Partial<ProductFields>; unlessReserved?: boolean }>;
/** Sets units aside for an order (no oversell: decided here under the stream's revision). */
export type ReserveStock = Command<'ReserveStock', { productId: string; orderId: string; amount: number }>;
/** Gives back what an order reserved (the order was canceled, or placing it failed). */
/**
 * Gives back what an order reserved: all of it, or with `part` only that many units, once per
 * `part.releaseId` (a cancelled line of the order; a retried release changes nothing).
 */
export type ReleaseStock = Command<'ReleaseStock', { productId: string; orderId: string; part?: { releaseId: string; amount: number } }>;
/** Sets the stock count (receiving goods, stocktaking). */
export type AdjustStock = Command<'AdjustStock', { productId: string; stock: number }>;
export type ProductCommand = CreateProduct | UpdateProduct | ReserveStock | ReleaseStock | AdjustStock;

/**
 * Units reserved per order id, as a persistent map: adding or removing one reservation shares the
 * rest with the previous state instead of copying it, so a product with thousands of open
 * reservations costs the same per order as one with none (states are kept per revision).
 */
export type Reservations = PersistentMap<string, number>;

export type ProductState =
  | { status: 'absent' }
  | {
      status: 'active';
      productId: string;
      fields: ProductFields;
      stock: number;
      reservations: Reservations;
      /** Partial releases done, as `orderId:releaseId` (few: one per cancelled line). */
      releases?: Record<string, true>;
    };

const isStockCount = (n: number) => Number.isInteger(n) && n >= 0;

/** Throws ProductInvalidError (422) when the fields break a product rule (product-rules.ts). */
function assertRules(productId: string, changes: Partial<ProductFields>, current?: ProductFields): void {
  const problem = productRuleProblem(productId, changes, current);
  if (problem) throw new ProductInvalidError(problem);
}

/** Who wrote the change, when a staff member did (the seed writes with no user). */
const byOf = (userId: string | null) => (userId ? { by: userId } : {});

/**
 * Written fields as the catalogue keeps them: the description sanitised (product-content.ts).
 * Every write of a product's fields passes here, so no event carries an unsanitised description.
 */
function normalised<F extends Partial<ProductFields>>(fields: F): F {
  return fields.content === undefined ? fields : { ...fields, content: productContent(fields.content) };
}

/**
 * The product aggregate (stream `product-{productId}`): catalogue fields and stock. Stock is
 * decided here, under the stream's expected revision, so concurrent orders never oversell.
 * Reservations are remembered per order, so releasing is exact and happens once.
 */
export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ProductCreated': {
        const { productId, stock, createdAt: _c, by: _b, ...fields } = event.data;
        return { status: 'active', productId, fields, stock, reservations: PersistentMap<string, number>() };
      }
      case 'ProductUpdated': {
        if (state.status !== 'active') return state;
        const { productId: _p, updatedAt: _u, by: _b, ...changes } = event.data;
        return { ...state, fields: { ...state.fields, ...changes } };
      }
      case 'StockReserved':
        if (state.status !== 'active') return state;
        return { ...state, stock: event.data.stock, reservations: state.reservations.set(event.data.orderId, event.data.amount) };
      case 'StockReleased': {
        if (state.status !== 'active') return state;
        const reserved = state.reservations.get(event.data.orderId);
        const { releaseId } = event.data;
        if (releaseId === undefined || reserved === undefined || reserved <= event.data.amount)
          return { ...state, stock: event.data.stock, reservations: state.reservations.delete(event.data.orderId) };
        const releases = { ...state.releases, [`${event.data.orderId}:${releaseId}`]: true as const };
        return { ...state, stock: event.data.stock, reservations: state.reservations.set(event.data.orderId, reserved - event.data.amount), releases };
      }
      case 'StockAdjusted':
        return state.status === 'active' ? { ...state, stock: event.data.stock } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now, userId } = command.metadata;
    switch (command.type) {
      case 'CreateProduct': {
        const { productId, fields, stock } = command.data;
        if (state.status !== 'absent') throw new ProductExistsError();
        if (!isStockCount(stock)) throw new InvalidStockError();
        assertRules(productId, fields);
        return [{ type: 'ProductCreated', data: { ...normalised(fields), productId, stock, createdAt: now, ...byOf(userId) } }];
      }
      case 'UpdateProduct':
        if (state.status !== 'active') throw new ProductNotFoundError();
        if (command.data.unlessReserved && state.reservations.size > 0) throw new ProductReservedError(state.fields.name);
        assertRules(command.data.productId, command.data.changes, state.fields);
        return [{ type: 'ProductUpdated', data: { ...normalised(command.data.changes), productId: command.data.productId, updatedAt: now, ...byOf(userId) } }];
      case 'ReserveStock': {
        const { productId, orderId, amount } = command.data;
        if (state.status !== 'active') throw new ProductNotFoundError();
        if (!state.fields.sells || state.fields.deleted) throw new NotOnSaleError(state.fields.name);
        if (state.reservations.has(orderId)) return [];
        if (amount > state.stock) throw new InsufficientStockError(state.fields.name, state.stock);
        return [{ type: 'StockReserved', data: { productId, orderId, amount, stock: state.stock - amount, reservedAt: now } }];
      }
      case 'ReleaseStock': {
        const { productId, orderId, part } = command.data;
        const reserved = state.status === 'active' ? state.reservations.get(orderId) : undefined;
        if (state.status !== 'active' || reserved === undefined) return [];
        if (!part) return [{ type: 'StockReleased', data: { productId, orderId, amount: reserved, stock: state.stock + reserved, releasedAt: now } }];
        if (state.releases?.[`${orderId}:${part.releaseId}`]) return [];
        const amount = Math.min(part.amount, reserved);
        return [{ type: 'StockReleased', data: { productId, orderId, amount, stock: state.stock + amount, releaseId: part.releaseId, releasedAt: now } }];
      }
      case 'AdjustStock':
        if (state.status !== 'active') throw new ProductNotFoundError();
        if (!isStockCount(command.data.stock)) throw new InvalidStockError();
        return [{ type: 'StockAdjusted', data: { productId: command.data.productId, stock: command.data.stock, adjustedAt: now, ...byOf(userId) } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
