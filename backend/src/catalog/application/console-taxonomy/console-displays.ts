import { Inject, Injectable } from '@nestjs/common';
import {
  DISPLAY_CODE_TEXT,
  type ConsoleDisplay,
  type CreateDisplayDto,
  type DisplayCode,
  type DisplayResponse,
  type ProductCard,
  type UpdateDisplayDto,
} from '@shop/contracts';
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

  /**
   * The products of a home display block (spec §2 console main/display/{code}) as the home shows
   * them: the display group's products in staff's order when the group is shown and lists some
   * (`picked`), else the shown products flagged with the code, newest first (at most 200).
   */
  async homePicks(code: DisplayCode): Promise<{ picked: boolean; products: ProductCard[] }> {
    const doc = await this.store.collection<DisplayDoc>(CATALOG.displays).findOne({ _id: code });
    if (doc?.shows && doc.productIds.length > 0) return { picked: true, products: await this.cards(doc.productIds, false) };
    const flagged = await this.store
      .collection<ProductDoc>(CATALOG.products)
      .find({ groups: code, shows: true }, { sort: { createdAt: -1, index: 1 }, limit: 200 });
    return { picked: false, products: flagged.map(toCard) };
  }

  /**
   * Staff pick and order the products of a home display block: the display group of the code
   * (the one mechanism of shop/display, which the home's lists read) gets `productIds` as its whole
   * order, and is created (named by the code's text) or shown when it was not. An empty list
   * gives the home back the products flagged with the code. Throws ProductNotFoundError (404) for
   * an unknown product. Answers the log position (0: nothing changed).
   */
  async pickForHome(code: DisplayCode, productIds: string[], metadata: CommandMetadata): Promise<number> {
    await this.assertProducts(productIds);
    const doc = await this.store.collection<DisplayDoc>(CATALOG.displays).findOne({ _id: code });
    const command: CreateDisplay | EditDisplay = doc
      ? { type: 'EditDisplay', data: { code, productIds, ...(doc.shows ? {} : { shows: true }) }, metadata }
      : { type: 'CreateDisplay', data: { code, name: DISPLAY_CODE_TEXT[code], productIds, shows: true }, metadata };
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
