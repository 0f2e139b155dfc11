import type { BrandDeleted, BrandEdited, CategoryDeleted, CategoryEdited, CategoryMoved, DisplayEvent, FilteringEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce } from '../../platform/projections/projection.js';
import { CATALOG, withPrices, type BrandDoc, type CategoryDoc, type DisplayDoc, type FilteringDoc, type ProductDoc } from './catalog.projection.js';

/**
 * The catalogue projection's part for the console's structure edits (spec §3 Category, Brand):
 * a category's or brand's change reaches the documents that copy it (sub-categories' `_parents`
 * and depth, products' category name, `categoryPath`, brand name and search keys), each written
 * once per event (applyOnce), so replaying the log builds the same read models.
 */
export async function applyCategoryChange(event: CategoryEdited | CategoryMoved | CategoryDeleted, stored: StoredEvent, store: ReadStore): Promise<void> {
  const categories = store.collection<CategoryDoc>(CATALOG.categories);
  const id = event.data.categoryId;
  if (event.type === 'CategoryDeleted') return applyOnce<CategoryDoc>(store, CATALOG.categories, id, stored, () => null);
  if (event.type === 'CategoryEdited') {
    const { changes } = event.data;
    await applyOnce<CategoryDoc>(store, CATALOG.categories, id, stored, (doc) => (doc ? { ...doc, ...changes } : null));
    if (changes.name === undefined) return;
    const category = await categories.findOne({ _id: id });
    for (const product of await products(store).find({ _category: id }))
      await applyOnce<ProductDoc>(store, CATALOG.products, product._id, stored, (doc) =>
        doc && category ? withPrices({ ...doc, category: { _id: id, code: category.code, name: category.name } }) : doc,
      );
    return;
  }
  const { parentId, depth, index } = event.data;
  const parent = parentId ? await categories.findOne({ _id: parentId }) : null;
  const parents = parent ? [...parent._parents, parent._id] : [];
  await applyOnce<CategoryDoc>(store, CATALOG.categories, id, stored, (doc) => (doc ? { ...doc, _parent: parentId, _parents: parents, depth, index } : null));
  // Sub-categories keep their place under the moved one: their ancestors from it down stay, those above change.
  for (const below of await categories.find({ _parents: id })) {
    const under = below._parents.slice(below._parents.indexOf(id));
    const path = [...parents, ...under];
    await applyOnce<CategoryDoc>(store, CATALOG.categories, below._id, stored, (doc) => (doc ? { ...doc, _parents: path, depth: path.length + 1 } : null));
  }
  const paths = new Map((await categories.find({ $or: [{ _id: id }, { _parents: id }] })).map((c) => [c._id, [...c._parents, c._id]]));
  for (const product of await products(store).find({ categoryPath: id }))
    await applyOnce<ProductDoc>(store, CATALOG.products, product._id, stored, (doc) =>
      doc ? { ...doc, categoryPath: paths.get(doc._category ?? '') ?? doc.categoryPath } : null,
    );
}

/** A brand's change: its document, and the brand name the products copy (a rename changes their search keys too). */
export async function applyBrandChange(event: BrandEdited | BrandDeleted, stored: StoredEvent, store: ReadStore): Promise<void> {
  const code = event.data.code;
  if (event.type === 'BrandDeleted') return applyOnce<BrandDoc>(store, CATALOG.brands, code, stored, () => null);
  const { changes } = event.data;
  await applyOnce<BrandDoc>(store, CATALOG.brands, code, stored, (doc) => (doc ? { ...doc, ...changes } : null));
  if (changes.name === undefined) return;
  const name = changes.name;
  for (const product of await products(store).find({ 'brand.code': code }))
    await applyOnce<ProductDoc>(store, CATALOG.products, product._id, stored, (doc) => (doc ? withPrices({ ...doc, brand: { code, name } }) : null));
}

/** A display group's document: its fields and products in order, gone once deleted. */
export function applyDisplay(event: DisplayEvent, stored: StoredEvent, store: ReadStore): Promise<void> {
  switch (event.type) {
    case 'DisplayCreated': {
      const { code, name, productIds, shows, createdAt } = event.data;
      return applyOnce<DisplayDoc>(store, CATALOG.displays, code, stored, () => ({ _id: code, code, name, productIds, shows, updatedAt: createdAt }));
    }
    case 'DisplayEdited': {
      const { code, editedAt, by: _by, ...changes } = event.data;
      return applyOnce<DisplayDoc>(store, CATALOG.displays, code, stored, (doc) => (doc ? { ...doc, ...changes, updatedAt: editedAt } : null));
    }
    case 'DisplayDeleted':
      return applyOnce<DisplayDoc>(store, CATALOG.displays, event.data.code, stored, () => null);
  }
}

/** A filtering's document: its fields, gone once deleted. */
export function applyFiltering(event: FilteringEvent, stored: StoredEvent, store: ReadStore): Promise<void> {
  switch (event.type) {
    case 'FilteringCreated': {
      const { createdAt: _c, by: _b, ...fields } = event.data;
      return applyOnce<FilteringDoc>(store, CATALOG.filterings, fields.code, stored, () => ({ _id: fields.code, ...fields }));
    }
    case 'FilteringEdited':
      return applyOnce<FilteringDoc>(store, CATALOG.filterings, event.data.code, stored, (doc) => (doc ? { ...doc, ...event.data.changes } : null));
    case 'FilteringDeleted':
      return applyOnce<FilteringDoc>(store, CATALOG.filterings, event.data.code, stored, () => null);
  }
}

const products = (store: ReadStore) => store.collection<ProductDoc>(CATALOG.products);
