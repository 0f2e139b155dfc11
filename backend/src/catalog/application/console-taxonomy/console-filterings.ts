import { Inject, Injectable } from '@nestjs/common';
import type { ConsoleFiltering, ConsoleFilteringListResponse, CreateFilteringDto, FilteringFields, UpdateFilteringDto } from '@shop/contracts';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import type { CommandResult } from '../../../platform/event-sourcing/command-runner.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { CATALOG, type FilteringDoc, type ProductDoc } from '../../projections/catalog.projection.js';
import { FilteringNotFoundError } from '../../catalog.errors.js';
import type { CreateFiltering, DeleteFiltering, EditFiltering } from '../../domain/taxonomy.decider.js';

/**
 * The console's filterings (필터링, spec §2 console shop/filtering; §7 Console shop filterings
 * CRUD; §6 filtering: admin02 and console): the facets of the shop's product lists, each over one
 * product property. Reads from the read models; writes as commands of the filtering's stream
 * naming the staff member.
 */
@Injectable()
export class ConsoleFilterings {
  constructor(
    private readonly commands: Commands,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Every filtering in the shop's order with how many shown products have its property, and the property names in use (most used first). */
  async list(): Promise<ConsoleFilteringListResponse> {
    const [docs, usage] = await Promise.all([this.filterings.find({}, { sort: { index: 1, code: 1 } }), this.propertyUsage()]);
    return {
      filterings: docs.map((d) => toConsole(d, usage.get(d.property) ?? 0)),
      properties: [...usage.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'ko')).map(([name, productCount]) => ({ name, productCount })),
    };
  }

  /** One filtering by code; throws FilteringNotFoundError (404). */
  async one(code: string): Promise<ConsoleFiltering> {
    const doc = await this.find(code);
    return toConsole(doc, (await this.propertyUsage()).get(doc.property) ?? 0);
  }

  /** Creates a filtering (last in order unless `index` is sent; enabled unless `enabled` is false). Throws FilteringExistsError (409). */
  async create(dto: CreateFilteringDto, metadata: CommandMetadata): Promise<number> {
    const index = dto.index ?? (await this.filterings.count({}));
    const command: CreateFiltering = {
      type: 'CreateFiltering',
      data: { code: dto.code, name: dto.name, property: dto.property, values: dto.values ?? [], index, enabled: dto.enabled ?? true },
      metadata,
    };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  /** Changes the fields sent (a field sent as null is not sent). Throws FilteringNotFoundError (404). */
  async update(code: string, dto: UpdateFilteringDto, metadata: CommandMetadata): Promise<number> {
    await this.find(code);
    const changes: Partial<FilteringFields> = {};
    if (dto.name != null) changes.name = dto.name;
    if (dto.property != null) changes.property = dto.property;
    if (dto.values != null) changes.values = dto.values;
    if (dto.index != null) changes.index = dto.index;
    if (dto.enabled != null) changes.enabled = dto.enabled;
    const command: EditFiltering = { type: 'EditFiltering', data: { code, changes }, metadata };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  /**
   * Puts the filterings in the order of `codes` (index 0, 1, …); filterings it leaves out follow
   * in their present order. Answers the position of the last write (0: nothing changed). Throws
   * FilteringNotFoundError (404) when a code names no filtering.
   */
  async reorder(codes: string[], metadata: CommandMetadata): Promise<number> {
    const docs = await this.filterings.find({}, { sort: { index: 1, code: 1 } });
    const known = new Set(docs.map((d) => d.code));
    if (codes.some((c) => !known.has(c))) throw new FilteringNotFoundError();
    const order = [...new Set(codes), ...docs.map((d) => d.code).filter((c) => !codes.includes(c))];
    let position = 0;
    for (const [index, code] of order.entries()) {
      if (docs.find((d) => d.code === code)!.index === index) continue;
      const command: EditFiltering = { type: 'EditFiltering', data: { code, changes: { index } }, metadata };
      position = (await this.commands.send<CommandResult>(command)).position || position;
    }
    return position;
  }

  /** Deletes a filtering. Throws FilteringNotFoundError (404). */
  async remove(code: string, metadata: CommandMetadata): Promise<number> {
    await this.find(code);
    const command: DeleteFiltering = { type: 'DeleteFiltering', data: { code }, metadata };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  private get filterings() {
    return this.store.collection<FilteringDoc>(CATALOG.filterings);
  }

  private async find(code: string): Promise<FilteringDoc> {
    const doc = await this.filterings.findOne({ _id: code });
    if (!doc) throw new FilteringNotFoundError();
    return doc;
  }

  /** How many shown products have each property name. */
  private async propertyUsage(): Promise<Map<string, number>> {
    const rows = await this.store
      .collection<ProductDoc>(CATALOG.products)
      .aggregate<{ properties?: { name: string }[] }>([{ $match: { shows: true } }, { $project: { properties: 1 } }]);
    const usage = new Map<string, number>();
    for (const row of rows) for (const name of new Set((row.properties ?? []).map((p) => p.name.trim()))) usage.set(name, (usage.get(name) ?? 0) + 1);
    return usage;
  }
}

function toConsole(d: FilteringDoc, productCount: number): ConsoleFiltering {
  return { code: d.code, name: d.name, property: d.property, values: d.values, index: d.index, enabled: d.enabled, productCount };
}
