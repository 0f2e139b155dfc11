import type { ProductEvent, ProductFields } from '@shop/contracts';
import { DomainError, type Decider } from '../../platform/event-sourcing/decider.js';

export type ProductCommand =
  | { type: 'CreateProduct'; productId: string; fields: ProductFields; stock: number; now: string }
  | { type: 'UpdateProduct'; productId: string; changes: Partial<ProductFields>; now: string }
  | { type: 'ReserveStock'; productId: string; orderId: string; amount: number; now: string }
  | { type: 'ReleaseStock'; productId: string; orderId: string; now: string }
  | { type: 'AdjustStock'; productId: string; stock: number; now: string };

export type ProductState =
  | { status: 'absent' }
  | { status: 'active'; productId: string; fields: ProductFields; stock: number; reservations: Record<string, number> };

/** Names a product in messages by the part of its name before the first comma. */
const shortName = (name: string) => name.split(',')[0]!.trim();

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
        const { productId, stock, createdAt: _c, ...fields } = event.data;
        return { status: 'active', productId, fields, stock, reservations: {} };
      }
      case 'ProductUpdated': {
        if (state.status !== 'active') return state;
        const { productId: _p, updatedAt: _u, ...changes } = event.data;
        return { ...state, fields: { ...state.fields, ...changes } };
      }
      case 'StockReserved':
        if (state.status !== 'active') return state;
        return { ...state, stock: event.data.stock, reservations: { ...state.reservations, [event.data.orderId]: event.data.amount } };
      case 'StockReleased': {
        if (state.status !== 'active') return state;
        const { [event.data.orderId]: _released, ...rest } = state.reservations;
        return { ...state, stock: event.data.stock, reservations: rest };
      }
      case 'StockAdjusted':
        return state.status === 'active' ? { ...state, stock: event.data.stock } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateProduct':
        if (state.status !== 'absent') throw new DomainError('PRODUCT_EXISTS', '이미 등록된 상품입니다', 409);
        if (!Number.isInteger(command.stock) || command.stock < 0) throw new DomainError('INVALID_STOCK', '재고는 0 이상의 정수로 입력해주세요', 422);
        return [{ type: 'ProductCreated', data: { ...command.fields, productId: command.productId, stock: command.stock, createdAt: command.now } }];
      case 'UpdateProduct':
        if (state.status !== 'active') throw new DomainError('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다', 404);
        return [{ type: 'ProductUpdated', data: { ...command.changes, productId: command.productId, updatedAt: command.now } }];
      case 'ReserveStock': {
        if (state.status !== 'active') throw new DomainError('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다', 404);
        if (!state.fields.sells) throw new DomainError('NOT_ON_SALE', `판매하지 않는 상품입니다: ${shortName(state.fields.name)}`, 409);
        if (state.reservations[command.orderId] !== undefined) return [];
        if (command.amount > state.stock) throw new DomainError('INSUFFICIENT_STOCK', `재고가 부족합니다: ${shortName(state.fields.name)}`, 409);
        return [
          {
            type: 'StockReserved',
            data: { productId: command.productId, orderId: command.orderId, amount: command.amount, stock: state.stock - command.amount, reservedAt: command.now },
          },
        ];
      }
      case 'ReleaseStock': {
        if (state.status !== 'active') return [];
        const amount = state.reservations[command.orderId];
        if (amount === undefined) return [];
        return [{ type: 'StockReleased', data: { productId: command.productId, orderId: command.orderId, amount, stock: state.stock + amount, releasedAt: command.now } }];
      }
      case 'AdjustStock':
        if (state.status !== 'active') throw new DomainError('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다', 404);
        if (!Number.isInteger(command.stock) || command.stock < 0) throw new DomainError('INVALID_STOCK', '재고는 0 이상의 정수로 입력해주세요', 422);
        return [{ type: 'StockAdjusted', data: { productId: command.productId, stock: command.stock, adjustedAt: command.now } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
