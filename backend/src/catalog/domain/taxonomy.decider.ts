import type { BrandCreated, BrandEvent, CategoryCreated, CategoryEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { BrandExistsError, CategoryExistsError } from '../catalog.errors.js';

/** Creates a category under its parent (by code). */
export type CreateCategory = Command<'CreateCategory', Omit<CategoryCreated['data'], 'createdAt'>>;
export type CategoryState = { exists: boolean };

/** Category aggregate (stream `category-{code}`): the code is unique because the stream is. */
export const categoryDecider: Decider<CreateCategory, CategoryEvent, CategoryState> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => (event.type === 'CategoryCreated' ? { exists: true } : state),
  decide(command, state) {
    if (state.exists) throw new CategoryExistsError();
    return [{ type: 'CategoryCreated', data: { ...command.data, createdAt: command.metadata.now } }];
  },
};

/** Creates a brand collection. */
export type CreateBrand = Command<'CreateBrand', Omit<BrandCreated['data'], 'createdAt'>>;
export type BrandState = { exists: boolean };

/** Brand aggregate (stream `brand-{code}`). */
export const brandDecider: Decider<CreateBrand, BrandEvent, BrandState> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => (event.type === 'BrandCreated' ? { exists: true } : state),
  decide(command, state) {
    if (state.exists) throw new BrandExistsError();
    return [{ type: 'BrandCreated', data: { ...command.data, createdAt: command.metadata.now } }];
  },
};
