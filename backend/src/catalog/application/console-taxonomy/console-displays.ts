import { Inject, Injectable } from '@nestjs/common';
import type { ConsoleDisplay, CreateDisplayDto, DisplayResponse, UpdateDisplayDto } from '@shop/contracts';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import type { CommandResult } from '../../../platform/event-sourcing/command-runner.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { CATALOG, type DisplayDoc, type ProductDoc } from '../../projections/catalog.projection.js';
import { DisplayNotFoundError, ProductNotFoundError } from '../../catalog.errors.js';
import type { CreateDisplay, DeleteDisplay, EditDisplay } from '../../domain/taxonomy.decider.js';
import { toCard } from '../catalog.queries.js';

/**
 * Display groups (진열 그룹, spec §2 console shop/display and /{code}; §7 Console shop displays
 * CRUD, Shop GET displays): an ordered list of products the shop shows as one section.
 */
@Injectable()
export class ConsoleDisplays {
  constructor(
    private readonly commands: Commands,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Every display group by code, each with its products' cards in order. */
  async list(): Promise<ConsoleDisplay[]> {
    const docs = await this.store.collection<DisplayDoc>(CATALOG.displays).find({}, { sort: { code: 1 } });
    return Promise.all(docs.map((d) => this.toConsole(d)));
  }

  /** One display group; throws DisplayNotFoundError (404). */
  async one(code: string): Promise<ConsoleDisplay> {
    return this.toConsole(await this.find(code));
  }

  /** A shown display group with the products the shop shows, in order, for the storefront; throws DisplayNotFoundError (404) when absent or hidden. */
  async shown(code: string): Promise<DisplayResponse['display']> {
    const doc = await this.find(code);
    if (!doc.shows) throw new DisplayNotFoundError();
    const cards = await this.cards(doc.productIds, true);
    return { code: doc.code, name: doc.name, products: cards };
  }

  /** Creates a group. Throws ProductNotFoundError (404) for an unknown product, DisplayExistsError (409). */
  async create(dto: CreateDisplayDto, metadata: CommandMetadata): Promise<number> {
    const productIds = dto.productIds ?? [];
    await this.assertProducts(productIds);
    const command: CreateDisplay = { type: 'CreateDisplay', data: { code: dto.code, name: dto.name.trim(), productIds, shows: dto.shows ?? true }, metadata };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  /** Changes the fields sent (`productIds`: the whole new order). Throws DisplayNotFoundError, ProductNotFoundError (404). */
  async update(code: string, dto: UpdateDisplayDto, metadata: CommandMetadata): Promise<number> {
    await this.find(code);
    if (dto.productIds) await this.assertProducts(dto.productIds);
    const command: EditDisplay = {
      type: 'EditDisplay',
      data: {
        code,
        ...(dto.name !== undefined ? { name: dto.name.trim() } : {}),
        ...(dto.productIds ? { productIds: dto.productIds } : {}),
        ...(dto.shows !== undefined ? { shows: dto.shows } : {}),
      },
      metadata,
    };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  /** Deletes a group. Throws DisplayNotFoundError (404). */
  async remove(code: string, metadata: CommandMetadata): Promise<number> {
    await this.find(code);
    const command: DeleteDisplay = { type: 'DeleteDisplay', data: { code }, metadata };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  private async find(code: string): Promise<DisplayDoc> {
    const doc = await this.store.collection<DisplayDoc>(CATALOG.displays).findOne({ _id: code });
    if (!doc) throw new DisplayNotFoundError();
    return doc;
  }

  private async assertProducts(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await this.store.collection<ProductDoc>(CATALOG.products).count({ _id: { $in: [...new Set(ids)] }, deleted: { $ne: true } });
    if (found !== new Set(ids).size) throw new ProductNotFoundError();
  }

  private async cards(ids: string[], shownOnly: boolean) {
    if (ids.length === 0) return [];
    const filter = shownOnly ? { _id: { $in: ids }, shows: true, deleted: { $ne: true } } : { _id: { $in: ids }, deleted: { $ne: true } };
    const docs = new Map((await this.store.collection<ProductDoc>(CATALOG.products).find(filter)).map((d) => [d._id, d]));
    return ids.flatMap((id) => (docs.has(id) ? [toCard(docs.get(id)!)] : []));
  }

  private async toConsole(d: DisplayDoc): Promise<ConsoleDisplay> {
    return { code: d.code, name: d.name, shows: d.shows, productIds: d.productIds, products: await this.cards(d.productIds, false), updatedAt: d.updatedAt };
  }
}
