import type {
  BrandChanges,
  BrandCreated,
  BrandEvent,
  CategoryChanges,
  CategoryCreated,
  CategoryEvent,
  DisplayCreated,
  DisplayEvent,
  DisplayFields,
  FilteringCreated,
  FilteringEvent,
  FilteringFields,
} from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  BrandExistsError,
  BrandInUseError,
  BrandNotFoundError,
  CategoryCycleError,
  CategoryExistsError,
  CategoryHasChildrenError,
  CategoryInUseError,
  CategoryNotFoundError,
  DisplayExistsError,
  DisplayNotFoundError,
  FilteringExistsError,
  FilteringNotFoundError,
} from '../catalog.errors.js';

/** Creates a category under its parent (by code). */
export type CreateCategory = Command<'CreateCategory', Omit<CategoryCreated['data'], 'createdAt' | 'by'>>;
/** Changes a category's name, colour, visual or visibility. */
export type EditCategory = Command<'EditCategory', { code: string; changes: CategoryChanges }>;
/**
 * Puts a category under `parentId` (null: a root) at `index` among its siblings. `parentPath` is
 * the new parent's ancestors' ids and its own, root first (empty for a root), read by the use
 * case from the tree: the decider refuses a parent that is the category itself or below it.
 */
export type MoveCategory = Command<'MoveCategory', { code: string; parentId: string | null; parentPath: string[]; index: number }>;
/** Deletes a category; `productCount` and `childCount` are what uses it now (facts from the read models). */
export type DeleteCategory = Command<'DeleteCategory', { code: string; productCount: number; childCount: number }>;
export type CategoryCommand = CreateCategory | EditCategory | MoveCategory | DeleteCategory;
export type CategoryState = { exists: boolean; categoryId: string | null };

/**
 * Category aggregate (stream `category-{code}`, spec §3 Category): the code is unique because the
 * stream is. A category never goes under itself or its own sub-tree, and is deleted only when no
 * product and no sub-category uses it (after which its code may be created again).
 */
export const categoryDecider: Decider<CategoryCommand, CategoryEvent, CategoryState> = {
  initialState: () => ({ exists: false, categoryId: null }),
  evolve: (state, event) => {
    if (event.type === 'CategoryCreated') return { exists: true, categoryId: event.data.categoryId };
    if (event.type === 'CategoryDeleted') return { exists: false, categoryId: null };
    return state;
  },
  decide(command, state) {
    const by = command.metadata.userId ?? null;
    const now = command.metadata.now;
    if (command.type === 'CreateCategory') {
      if (state.exists) throw new CategoryExistsError();
      return [{ type: 'CategoryCreated', data: { ...command.data, createdAt: now, by } }];
    }
    if (!state.exists || !state.categoryId) throw new CategoryNotFoundError();
    const categoryId = state.categoryId;
    const code = command.data.code;
    switch (command.type) {
      case 'EditCategory':
        return Object.keys(command.data.changes).length === 0
          ? []
          : [{ type: 'CategoryEdited', data: { categoryId, code, changes: command.data.changes, editedAt: now, by } }];
      case 'MoveCategory': {
        const { parentId, parentPath, index } = command.data;
        if (parentId === categoryId || parentPath.includes(categoryId)) throw new CategoryCycleError();
        return [{ type: 'CategoryMoved', data: { categoryId, code, parentId, depth: parentPath.length + 1, index, movedAt: now, by } }];
      }
      case 'DeleteCategory':
        if (command.data.productCount > 0) throw new CategoryInUseError(command.data.productCount);
        if (command.data.childCount > 0) throw new CategoryHasChildrenError(command.data.childCount);
        return [{ type: 'CategoryDeleted', data: { categoryId, code, deletedAt: now, by } }];
    }
  },
};

/** Creates a brand collection. */
export type CreateBrand = Command<'CreateBrand', Omit<BrandCreated['data'], 'createdAt' | 'by'>>;
/** Changes a brand's fields. */
export type EditBrand = Command<'EditBrand', { code: string; changes: BrandChanges }>;
/** Deletes a brand; `productCount` is how many products use it now (a fact from the read models). */
export type DeleteBrand = Command<'DeleteBrand', { code: string; productCount: number }>;
export type BrandCommand = CreateBrand | EditBrand | DeleteBrand;
export type BrandState = { exists: boolean };

/** Brand aggregate (stream `brand-{code}`, spec §3 Brand): deleted only when no product uses it. */
export const brandDecider: Decider<BrandCommand, BrandEvent, BrandState> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => (event.type === 'BrandCreated' ? { exists: true } : event.type === 'BrandDeleted' ? { exists: false } : state),
  decide(command, state) {
    const by = command.metadata.userId ?? null;
    const now = command.metadata.now;
    if (command.type === 'CreateBrand') {
      if (state.exists) throw new BrandExistsError();
      return [{ type: 'BrandCreated', data: { ...command.data, createdAt: now, by } }];
    }
    if (!state.exists) throw new BrandNotFoundError();
    if (command.type === 'EditBrand')
      return Object.keys(command.data.changes).length === 0
        ? []
        : [{ type: 'BrandEdited', data: { code: command.data.code, changes: command.data.changes, editedAt: now, by } }];
    if (command.data.productCount > 0) throw new BrandInUseError(command.data.productCount);
    return [{ type: 'BrandDeleted', data: { code: command.data.code, deletedAt: now, by } }];
  },
};

/** Creates a display group (진열 그룹). */
export type CreateDisplay = Command<'CreateDisplay', Omit<DisplayCreated['data'], 'createdAt' | 'by'>>;
/** Changes a display group (`productIds`: the whole new order). */
export type EditDisplay = Command<'EditDisplay', Partial<DisplayFields> & { code: string }>;
/** Deletes a display group. */
export type DeleteDisplay = Command<'DeleteDisplay', { code: string }>;
export type DisplayCommand = CreateDisplay | EditDisplay | DeleteDisplay;

/** Display group aggregate (stream `display-{code}`): an ordered list of products the shop shows as one section. */
export const displayDecider: Decider<DisplayCommand, DisplayEvent, { exists: boolean }> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => (event.type === 'DisplayCreated' ? { exists: true } : event.type === 'DisplayDeleted' ? { exists: false } : state),
  decide(command, state) {
    const by = command.metadata.userId ?? null;
    const now = command.metadata.now;
    if (command.type === 'CreateDisplay') {
      if (state.exists) throw new DisplayExistsError();
      return [{ type: 'DisplayCreated', data: { ...command.data, productIds: [...new Set(command.data.productIds)], createdAt: now, by } }];
    }
    if (!state.exists) throw new DisplayNotFoundError();
    if (command.type === 'DeleteDisplay') return [{ type: 'DisplayDeleted', data: { code: command.data.code, deletedAt: now, by } }];
    const { code, ...changes } = command.data;
    if (changes.productIds) changes.productIds = [...new Set(changes.productIds)];
    return Object.keys(changes).length === 0 ? [] : [{ type: 'DisplayEdited', data: { code, ...changes, editedAt: now, by } }];
  },
};

/** Creates a filtering (필터링). */
export type CreateFiltering = Command<'CreateFiltering', Omit<FilteringCreated['data'], 'createdAt' | 'by'>>;
/** Changes a filtering (`values`: the whole new list). */
export type EditFiltering = Command<'EditFiltering', { code: string; changes: Partial<FilteringFields> }>;
/** Deletes a filtering. */
export type DeleteFiltering = Command<'DeleteFiltering', { code: string }>;
export type FilteringCommand = CreateFiltering | EditFiltering | DeleteFiltering;
/** What the filtering decider remembers: whether it exists, and its fields (to record only real changes). */
export type FilteringState = { fields: FilteringFields | null };

/** The values as a filtering keeps them: trimmed, non-empty, each once, in the order given. */
const cleanValues = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/**
 * Filtering aggregate (stream `filtering-{code}`; spec §2 console shop/filtering, §7 Console shop
 * filterings CRUD): a facet of the shop's product lists over one product property. The code is
 * unique because the stream is; values are kept trimmed and each once; a change that changes
 * nothing records nothing. Throws FilteringExistsError (409), FilteringNotFoundError (404).
 */
export const filteringDecider: Decider<FilteringCommand, FilteringEvent, FilteringState> = {
  initialState: () => ({ fields: null }),
  evolve: (state, event) => {
    if (event.type === 'FilteringCreated') {
      const { code: _c, createdAt: _t, by: _b, ...fields } = event.data;
      return { fields };
    }
    if (event.type === 'FilteringDeleted') return { fields: null };
    return state.fields ? { fields: { ...state.fields, ...event.data.changes } } : state;
  },
  decide(command, state) {
    const by = command.metadata.userId ?? null;
    const now = command.metadata.now;
    if (command.type === 'CreateFiltering') {
      if (state.fields) throw new FilteringExistsError();
      const data = command.data;
      return [
        {
          type: 'FilteringCreated',
          data: { ...data, name: data.name.trim(), property: data.property.trim(), values: cleanValues(data.values), createdAt: now, by },
        },
      ];
    }
    const fields = state.fields;
    if (!fields) throw new FilteringNotFoundError();
    const { code } = command.data;
    if (command.type === 'DeleteFiltering') return [{ type: 'FilteringDeleted', data: { code, deletedAt: now, by } }];
    const asked = { ...command.data.changes };
    if (asked.name !== undefined) asked.name = asked.name.trim();
    if (asked.property !== undefined) asked.property = asked.property.trim();
    if (asked.values !== undefined) asked.values = cleanValues(asked.values);
    const changes = Object.fromEntries(
      Object.entries(asked).filter(([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(fields[key as keyof FilteringFields])),
    ) as Partial<FilteringFields>;
    return Object.keys(changes).length === 0 ? [] : [{ type: 'FilteringEdited', data: { code, changes, editedAt: now, by } }];
  },
};
