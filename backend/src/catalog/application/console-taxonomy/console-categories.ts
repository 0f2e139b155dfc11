import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CategoryChanges, CategoryVisual, ConsoleCategory, CreateCategoryDto, ReorderCategoriesDto, UpdateCategoryDto } from '@shop/contracts';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import type { CommandResult } from '../../../platform/event-sourcing/command-runner.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { CATALOG, type CategoryDoc, type ProductDoc } from '../../projections/catalog.projection.js';
import { CategoryNotFoundError } from '../../catalog.errors.js';
import type { CreateCategory, DeleteCategory, EditCategory, MoveCategory } from '../../domain/taxonomy.decider.js';

/**
 * The console's category tree (spec §2 console shop/categories; §3 Category; §7 Console shop
 * categories CRUD). Reads the tree from the read models and sends each change as a command of
 * the category's stream naming the staff member; answers the last log position written.
 */
@Injectable()
export class ConsoleCategories {
  constructor(
    private readonly commands: Commands,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  private get categories() {
    return this.store.collection<CategoryDoc>(CATALOG.categories);
  }

  /** Every category, roots first then by depth and index, with how many products use each. */
  async list(): Promise<ConsoleCategory[]> {
    const [docs, products] = await Promise.all([
      this.categories.find({}, { sort: { depth: 1, index: 1 } }),
      this.store.collection<ProductDoc>(CATALOG.products).find({ deleted: { $ne: true } }),
    ]);
    const counts = new Map<string, number>();
    for (const p of products) if (p._category) counts.set(p._category, (counts.get(p._category) ?? 0) + 1);
    return docs.map((d) => toConsole(d, counts.get(d._id) ?? 0));
  }

  /** One category by id; throws CategoryNotFoundError (404). */
  async one(id: string): Promise<ConsoleCategory> {
    const doc = await this.find(id);
    return toConsole(doc, await this.productCount(id));
  }

  /** Creates a category last among the children of `parentId` (a root without one). Throws CategoryNotFoundError (404) for an unknown parent, CategoryExistsError (409). */
  async create(dto: CreateCategoryDto, metadata: CommandMetadata): Promise<{ id: string; position: number }> {
    const parent = dto.parentId ? await this.find(dto.parentId) : null;
    const index = await this.nextIndex(parent);
    const categoryId = randomUUID();
    const command: CreateCategory = {
      type: 'CreateCategory',
      data: {
        categoryId,
        code: dto.code,
        name: dto.name.trim(),
        parentCode: parent?.code ?? null,
        depth: parent ? parent.depth + 1 : 1,
        index,
        ...(dto.color ? { color: dto.color } : {}),
        visual: dto.visual ?? null,
      },
      metadata,
    };
    return { id: categoryId, position: (await this.commands.send<CommandResult>(command)).position };
  }

  /**
   * Changes the fields sent; a `parentId` other than the current parent moves the category (with
   * its sub-tree) to the end of the new parent's children. Throws CategoryNotFoundError (404),
   * CategoryCycleError (409) for a parent inside its own sub-tree.
   */
  async update(id: string, dto: UpdateCategoryDto, metadata: CommandMetadata): Promise<number> {
    const doc = await this.find(id);
    let position = 0;
    const changes: CategoryChanges = {};
    // A field sent as null is not sent (only `visual` and `parentId` take null: no picture, the top level).
    if (dto.name != null && dto.name.trim() !== doc.name) changes.name = dto.name.trim();
    if (dto.color != null) changes.color = dto.color;
    if (dto.shows != null) changes.shows = dto.shows;
    if (dto.visual !== undefined) changes.visual = dto.visual ? visualOf(dto.visual) : null;
    if (Object.keys(changes).length > 0) {
      const edit: EditCategory = { type: 'EditCategory', data: { code: doc.code, changes }, metadata };
      position = (await this.commands.send<CommandResult>(edit)).position;
    }
    if (dto.parentId !== undefined && (dto.parentId ?? null) !== doc._parent) {
      const parent = dto.parentId ? await this.find(dto.parentId) : null;
      position = await this.move(doc, parent, await this.nextIndex(parent), metadata);
    }
    return position;
  }

  /**
   * Puts the children of `parentId` in the order of `ids` (each must be one of them). Only the
   * categories whose place changes get an event. Throws CategoryNotFoundError (404).
   */
  async reorder(dto: ReorderCategoriesDto, metadata: CommandMetadata): Promise<number> {
    const parent = dto.parentId ? await this.find(dto.parentId) : null;
    const siblings = new Map((await this.categories.find({ _parent: parent?._id ?? null })).map((c) => [c._id, c]));
    const ids = [...new Set(dto.ids)];
    if (ids.some((id) => !siblings.has(id))) throw new CategoryNotFoundError();
    let position = 0;
    for (const [index, id] of ids.entries()) {
      const doc = siblings.get(id)!;
      if (doc.index !== index) position = await this.move(doc, parent, index, metadata);
    }
    return position;
  }

  /** Deletes a category no product and no sub-category uses. Throws CategoryNotFoundError (404), CategoryInUseError / CategoryHasChildrenError (409). */
  async remove(id: string, metadata: CommandMetadata): Promise<number> {
    const doc = await this.find(id);
    const [productCount, childCount] = await Promise.all([this.productCount(id), this.categories.count({ _parent: id })]);
    const command: DeleteCategory = { type: 'DeleteCategory', data: { code: doc.code, productCount, childCount }, metadata };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  private async move(doc: CategoryDoc, parent: CategoryDoc | null, index: number, metadata: CommandMetadata): Promise<number> {
    const parentPath = parent ? [...parent._parents, parent._id] : [];
    const command: MoveCategory = { type: 'MoveCategory', data: { code: doc.code, parentId: parent?._id ?? null, parentPath, index }, metadata };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  /** The index after the last child of `parent` (the seed numbers siblings with gaps, so not their count). */
  private async nextIndex(parent: CategoryDoc | null): Promise<number> {
    const siblings = await this.categories.find({ _parent: parent?._id ?? null });
    return siblings.reduce((max, c) => Math.max(max, c.index + 1), 0);
  }

  private async find(id: string): Promise<CategoryDoc> {
    const doc = await this.categories.findOne({ _id: id });
    if (!doc) throw new CategoryNotFoundError();
    return doc;
  }

  private productCount(id: string): Promise<number> {
    return this.store.collection<ProductDoc>(CATALOG.products).count({ _category: id, deleted: { $ne: true } });
  }
}

/** A visual as stored: its URL, and its size only when both sides are given. */
function visualOf({ url, width, height }: { url: string; width?: number; height?: number }): CategoryVisual {
  return width && height ? { url, width, height } : { url };
}

function toConsole(d: CategoryDoc, productCount: number): ConsoleCategory {
  return {
    _id: d._id,
    code: d.code,
    name: d.name,
    _parent: d._parent,
    _parents: d._parents,
    depth: d.depth,
    index: d.index,
    ...(d.color ? { color: d.color } : {}),
    visual: d.visual,
    shows: d.shows !== false,
    productCount,
  };
}
