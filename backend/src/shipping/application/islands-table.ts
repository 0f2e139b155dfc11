import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Island, IslandChange, IslandRow, SaveIslandDto } from '@shop/contracts';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { ISLANDS_STREAM, type AddIsland, type ChangeIsland, type RemoveIsland } from '../domain/islands.decider.js';
import { SHIPPING, type IslandChangeDoc, type IslandDoc } from '../projections/shipping.projection.js';
import { IslandNotFoundError } from '../shipping.errors.js';

/** A row as the decider takes it, from the console's body. */
export const islandRowOf = (dto: SaveIslandDto): IslandRow => ({
  name: dto.name.trim(),
  postcodeFrom: dto.postcodeFrom,
  postcodeTo: dto.postcodeTo,
  kind: dto.kind,
  note: dto.note?.trim() ?? '',
});

/**
 * The islands table (console shop/islands, public GET islands): rows of postcode ranges
 * (stream `islands-table`), read from the `islands` model, its history from `islandChanges`.
 */
@Injectable()
export class IslandsTable {
  static readonly stream = ISLANDS_STREAM;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
  ) {}

  /** Adds a row. 409 IslandExists, 422 IslandInvalid. Answers its id and log position. */
  async add(dto: SaveIslandDto, metadata: CommandMetadata, islandId: string = randomUUID()): Promise<{ id: string; position: number }> {
    const command: AddIsland = { type: 'AddIsland', data: { islandId, row: islandRowOf(dto) }, metadata };
    return { id: islandId, position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /** Changes a row. 404, 409, 422. */
  async change(id: string, dto: SaveIslandDto, metadata: CommandMetadata): Promise<{ position: number }> {
    const command: ChangeIsland = { type: 'ChangeIsland', data: { islandId: id, row: islandRowOf(dto) }, metadata };
    return { position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /** Removes a row. 404. */
  async remove(id: string, metadata: CommandMetadata): Promise<{ position: number }> {
    const command: RemoveIsland = { type: 'RemoveIsland', data: { islandId: id }, metadata };
    return { position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /** Every row, by postcode. */
  async list(): Promise<Island[]> {
    const docs = await this.store.collection<IslandDoc>(SHIPPING.islands).find({}, { sort: { postcodeFrom: 1, postcodeTo: 1 } });
    return docs.map(({ _position, ...rest }) => rest);
  }

  /** One row. 404 IslandNotFound. */
  async one(id: string): Promise<Island> {
    const doc = await this.store.collection<IslandDoc>(SHIPPING.islands).findOne({ _id: id });
    if (!doc) throw new IslandNotFoundError();
    const { _position, ...rest } = doc;
    return rest;
  }

  /** One page of the table's history, newest first. */
  async history(page: { limit: number; skip: number }): Promise<{ changes: IslandChange[]; summary: { totalCount: number } }> {
    const coll = this.store.collection<IslandChangeDoc>(SHIPPING.islandChanges);
    const [docs, totalCount] = await Promise.all([coll.find({}, { sort: { _position: -1 }, ...page }), coll.count({})]);
    return { changes: docs.map(({ _position, ...rest }) => rest), summary: { totalCount } };
  }
}
