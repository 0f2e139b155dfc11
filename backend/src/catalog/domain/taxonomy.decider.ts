import type { BrandEvent, CategoryEvent } from '@shop/contracts';
import { DomainError, type Decider } from '../../platform/event-sourcing/decider.js';

export type CategoryCommand = { type: 'CreateCategory'; data: CategoryEvent['data'] };
export type CategoryState = { exists: boolean };

/** Category aggregate (stream `category-{code}`): the code is unique because the stream is. */
export const categoryDecider: Decider<CategoryCommand, CategoryEvent, CategoryState> = {
  initialState: () => ({ exists: false }),
  evolve: (_state, event) => (event.type === 'CategoryCreated' ? { exists: true } : _state),
  decide(command, state) {
    if (state.exists) throw new DomainError('CATEGORY_EXISTS', '이미 등록된 카테고리 코드입니다', 409);
    return [{ type: 'CategoryCreated', data: command.data }];
  },
};

export type BrandCommand = { type: 'CreateBrand'; data: BrandEvent['data'] };
export type BrandState = { exists: boolean };

/** Brand aggregate (stream `brand-{code}`). */
export const brandDecider: Decider<BrandCommand, BrandEvent, BrandState> = {
  initialState: () => ({ exists: false }),
  evolve: (_state, event) => (event.type === 'BrandCreated' ? { exists: true } : _state),
  decide(command, state) {
    if (state.exists) throw new DomainError('BRAND_EXISTS', '이미 등록된 브랜드 코드입니다', 409);
    return [{ type: 'BrandCreated', data: command.data }];
  },
};
