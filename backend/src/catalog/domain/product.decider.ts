import type { ProductEvent, ProductFields, StockAdjusted, VariationCounts } from '@shop/contracts';
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
import { assertVariationCounts, hasVariations, heldAfter, partOfHeld, shifted, totalStock, unitsPerVariation, type ReserveLine } from './variation-stock.js';

/**
 * Adds a product with its opening stock (its code is claimed before, by the use case). A product
 * with variations takes its stock per variation code in `variationStock` (its `stock` is then
 * their sum over the enabled ones, whatever is sent).
 */
export type CreateProduct = Command<'CreateProduct', { productId: string; fields: ProductFields; stock: number; variationStock?: VariationCounts }>;
/**
 * Changes fields; with `unlessReserved` only while no order holds a unit (409 ProductReserved
 * otherwise). With `stock` or `variationStock` it also sets the stock count as AdjustStock does,
 * on the changed fields and in the same append, so the change is written whole or not at all.
 */
export type UpdateProduct = Command<
  'UpdateProduct',
  { productId: string; changes: Partial<ProductFields>; unlessReserved?: boolean; stock?: number; variationStock?: VariationCounts }
>;
/**
 * Sets units aside for an order (no oversell: decided here under the stream's revision). For a
 * product with variations, `lines` gives the order's lines of it (chosen options and units; an
 * order may hold several combinations) and the units are taken per combination; `amount` is
 * then their sum.
 */
export type ReserveStock = Command<'ReserveStock', { productId: string; orderId: string; amount: number; lines?: ReserveLine[] }>;
/**
 * Gives back what an order reserved: all of it, or with `part` only that many units, once per
 * `part.releaseId` (a cancelled line of the order; a retried release changes nothing). `part.option`
 * is the line's chosen options: the units go back to that combination first.
 */
export type ReleaseStock = Command<
  'ReleaseStock',
  { productId: string; orderId: string; part?: { releaseId: string; amount: number; option?: Record<string, string> } }
>;
/**
 * Sets the stock count (receiving goods, stocktaking): `stock` for a product without variations,
 * `variationStock` (units per variation code; codes not sent keep theirs) for one with variations.
 */
export type AdjustStock = Command<'AdjustStock', { productId: string; stock?: number; variationStock?: VariationCounts }>;
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
      /** Units left per variation code (a product with variations, spec §3 variation). */
      variationStock?: VariationCounts;
      /** Units reserved per order and variation code (orders of a product with variations). */
      held?: PersistentMap<string, VariationCounts>;
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
        const { productId, stock, variationStock, createdAt: _c, by: _b, ...fields } = event.data;
        return { status: 'active', productId, fields, stock, reservations: PersistentMap<string, number>(), ...(variationStock ? { variationStock } : {}) };
      }
      case 'ProductUpdated': {
        if (state.status !== 'active') return state;
        const { productId: _p, updatedAt: _u, by: _b, ...changes } = event.data;
        return { ...state, fields: { ...state.fields, ...changes } };
      }
      case 'StockReserved': {
        if (state.status !== 'active') return state;
        const { orderId, variations, variationStock } = event.data;
        const reserved = { ...state, stock: event.data.stock, reservations: state.reservations.set(orderId, event.data.amount) };
        if (!variations) return reserved;
        const held = (state.held ?? PersistentMap<string, VariationCounts>()).set(orderId, variations);
        return { ...reserved, held, variationStock: { ...state.variationStock, ...variationStock } };
      }
      case 'StockReleased': {
        if (state.status !== 'active') return state;
        const { orderId, releaseId, variations, variationStock } = event.data;
        const reserved = state.reservations.get(orderId);
        const counted = variationStock ? { ...state, variationStock: { ...state.variationStock, ...variationStock } } : state;
        if (releaseId === undefined || reserved === undefined || reserved <= event.data.amount)
          return { ...counted, stock: event.data.stock, reservations: state.reservations.delete(orderId), held: state.held?.delete(orderId) };
        const releases = { ...state.releases, [`${orderId}:${releaseId}`]: true as const };
        const heldNow = state.held?.get(orderId);
        const held = heldNow && variations ? state.held!.set(orderId, heldAfter(heldNow, variations)) : state.held;
        return { ...counted, stock: event.data.stock, reservations: state.reservations.set(orderId, reserved - event.data.amount), releases, held };
      }
      case 'StockAdjusted': {
        if (state.status !== 'active') return state;
        const { stock, variationStock } = event.data;
        return variationStock ? { ...state, stock, variationStock: { ...state.variationStock, ...variationStock } } : { ...state, stock };
      }
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now, userId } = command.metadata;
    switch (command.type) {
      case 'CreateProduct': {
        const { productId, fields, variationStock } = command.data;
        if (state.status !== 'absent') throw new ProductExistsError();
        assertRules(productId, fields);
        if (!hasVariations(fields.variations)) {
          if (!isStockCount(command.data.stock)) throw new InvalidStockError();
          if (variationStock && Object.keys(variationStock).length > 0) assertVariationCounts(fields, variationStock);
          return [{ type: 'ProductCreated', data: { ...normalised(fields), productId, stock: command.data.stock, createdAt: now, ...byOf(userId) } }];
        }
        const counts = variationStock ?? {};
        assertVariationCounts(fields, counts);
        const stock = totalStock(fields, counts);
        return [{ type: 'ProductCreated', data: { ...normalised(fields), productId, stock, variationStock: counts, createdAt: now, ...byOf(userId) } }];
      }
      case 'UpdateProduct': {
        if (state.status !== 'active') throw new ProductNotFoundError();
        if (command.data.unlessReserved && state.reservations.size > 0) throw new ProductReservedError(state.fields.name);
        const { productId, changes } = command.data;
        assertRules(productId, changes, state.fields);
        const updated: ProductEvent = { type: 'ProductUpdated', data: { ...normalised(changes), productId, updatedAt: now, ...byOf(userId) } };
        if (command.data.stock !== undefined || command.data.variationStock !== undefined) {
          const { stock, variationStock } = command.data;
          const adjust: AdjustStock = { type: 'AdjustStock', data: { productId, stock, variationStock }, metadata: command.metadata };
          return [updated, decideAdjust(adjust, productDecider.evolve(state, updated))];
        }
        // Switching variations on or off changes which units count: the total follows (spec §3 variation).
        const fields = { ...state.fields, ...changes };
        const stock = hasVariations(fields.variations) ? totalStock(fields, state.variationStock) : state.stock;
        if (changes.variations === undefined || stock === state.stock) return [updated];
        return [updated, { type: 'StockAdjusted', data: { productId, stock, adjustedAt: now, ...byOf(userId) } }];
      }
      case 'ReserveStock': {
        const { productId, orderId, amount } = command.data;
        if (state.status !== 'active') throw new ProductNotFoundError();
        if (!state.fields.sells || state.fields.deleted) throw new NotOnSaleError(state.fields.name);
        if (state.reservations.has(orderId)) return [];
        if (hasVariations(state.fields.variations)) {
          const variations = unitsPerVariation(state.fields, state.variationStock, command.data.lines);
          const variationStock = shifted(state.variationStock, variations, -1);
          const units = Object.values(variations).reduce((sum, n) => sum + n, 0);
          const stock = totalStock(state.fields, { ...state.variationStock, ...variationStock });
          return [{ type: 'StockReserved', data: { productId, orderId, amount: units, stock, variations, variationStock, reservedAt: now } }];
        }
        if (amount > state.stock) throw new InsufficientStockError(state.fields.name, state.stock);
        return [{ type: 'StockReserved', data: { productId, orderId, amount, stock: state.stock - amount, reservedAt: now } }];
      }
      case 'ReleaseStock':
        return decideRelease(command, state);
      case 'AdjustStock':
        return [decideAdjust(command, state)];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/**
 * Gives back an order's reservation, all or a part once per releaseId (nothing when the order
 * holds none). Units held per variation go back to their codes: all of them, or for a part the
 * released line's combination first (variation-stock.ts partOfHeld). The product's total is the
 * enabled variations' sum again, or for a product without variations the stock plus the units.
 */
function decideRelease(command: ReleaseStock, state: ProductState): ProductEvent[] {
  const { productId, orderId, part } = command.data;
  const { now } = command.metadata;
  const reserved = state.status === 'active' ? state.reservations.get(orderId) : undefined;
  if (state.status !== 'active' || reserved === undefined) return [];
  if (part && state.releases?.[`${orderId}:${part.releaseId}`]) return [];
  const amount = part ? Math.min(part.amount, reserved) : reserved;
  const held = state.held?.get(orderId);
  const variations = held && (part ? partOfHeld(state.fields, held, amount, part.option) : held);
  const variationStock = variations && shifted(state.variationStock, variations, 1);
  const stock =
    variationStock && hasVariations(state.fields.variations) ? totalStock(state.fields, { ...state.variationStock, ...variationStock }) : state.stock + amount;
  const perVariation = variations ? { variations, variationStock } : {};
  return [
    { type: 'StockReleased', data: { productId, orderId, amount, stock, ...(part ? { releaseId: part.releaseId } : {}), ...perVariation, releasedAt: now } },
  ];
}

/**
 * Staff set the stock: `stock` of a product without variations, `variationStock` (per code) of one
 * with variations. Throws ProductNotFoundError (404), InvalidStockError (422) for a count that is
 * not a whole number from 0, an unknown code, or the wrong one of the two for the product.
 */
function decideAdjust(command: AdjustStock, state: ProductState): StockAdjusted {
  const { productId, stock, variationStock } = command.data;
  const { now, userId } = command.metadata;
  if (state.status !== 'active') throw new ProductNotFoundError();
  if (!hasVariations(state.fields.variations)) {
    if (variationStock && Object.keys(variationStock).length > 0) assertVariationCounts(state.fields, variationStock);
    if (stock === undefined || !isStockCount(stock)) throw new InvalidStockError();
    return { type: 'StockAdjusted', data: { productId, stock, adjustedAt: now, ...byOf(userId) } };
  }
  if (!variationStock) throw new InvalidStockError(VARIATION_STOCK_NEEDED);
  assertVariationCounts(state.fields, variationStock);
  const total = totalStock(state.fields, { ...state.variationStock, ...variationStock });
  return { type: 'StockAdjusted', data: { productId, stock: total, variationStock, adjustedAt: now, ...byOf(userId) } };
}

const VARIATION_STOCK_NEEDED = '옵션 조합별로 재고를 입력해주세요';
