import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CreateShowroomDto, Showroom, ShowroomDto, ShowroomFields, ShowroomListResponse } from '@shop/contracts';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type Filter, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { ShowroomNotFoundError } from '../catalog.errors.js';
import type { CreateShowroom, DeleteShowroom, EditShowroom } from './showroom.decider.js';
import { SHOWCASES, type ShowroomDoc } from './showcases.projection.js';
import type { Page } from './exhibitions.js';

/** A showroom's answer from its document. */
function toShowroom(d: ShowroomDoc): Showroom {
  return {
    _id: d._id,
    code: d.code,
    name: d.name,
    address: { postcode: d.postcode, address1: d.address1, address2: d.address2 },
    location: { lat: d.lat, lng: d.lng },
    phone: d.phone,
    hours: d.hours,
    images: d.images.map((url) => ({ url })),
    description: d.description,
    shows: d.shows,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

const fieldsOf = (dto: ShowroomDto): ShowroomFields => ({
  name: dto.name,
  postcode: dto.postcode,
  address1: dto.address1,
  address2: dto.address2 ?? '',
  lat: dto.lat,
  lng: dto.lng,
  phone: dto.phone,
  hours: dto.hours ?? '',
  description: dto.description ?? '',
  images: dto.images ?? [],
  shows: dto.shows ?? true,
});

/**
 * Showrooms (쇼룸, spec §2 /shop/showrooms, §7 GET showrooms, Console shop showrooms): writes
 * through the showroom's decider, answering once the read model shows them; reads in the order they were opened.
 */
@Injectable()
export class Showrooms {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
  ) {}

  private get docs() {
    return this.store.collection<ShowroomDoc>(SHOWCASES.showrooms);
  }

  /** Sends a command and waits until the read model shows it; answers the event position. */
  async send(command: CreateShowroom | EditShowroom | DeleteShowroom): Promise<number> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return position;
  }

  /** Opens a showroom under its code (409 when taken); answers the event position. */
  create(dto: CreateShowroomDto, staffId: string | null, metadata: CommandMetadata): Promise<number> {
    return this.send({ type: 'CreateShowroom', data: { code: dto.code, showroomId: randomUUID(), ...fieldsOf(dto), by: staffId }, metadata });
  }

  /** Changes the showroom `code` (404 when missing); answers the event position. */
  edit(code: string, dto: ShowroomDto, staffId: string | null, metadata: CommandMetadata): Promise<number> {
    return this.send({ type: 'EditShowroom', data: { code, ...fieldsOf(dto), by: staffId }, metadata });
  }

  /** Deletes the showroom `code` (404 when missing); answers the event position. */
  remove(code: string, staffId: string | null, metadata: CommandMetadata): Promise<number> {
    return this.send({ type: 'DeleteShowroom', data: { code, by: staffId }, metadata });
  }

  /** Showrooms in the order they were opened: the shown ones (the shop) or, with `hidden`, all of them matching `searchValue` (console). */
  async list(page: Page, options: { hidden?: boolean; searchValue?: string } = {}): Promise<ShowroomListResponse> {
    const filter: Filter = options.hidden ? {} : { shows: true };
    const words = options.searchValue?.trim();
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      filter.$or = [{ name: re }, { code: re }, { address1: re }];
    }
    const [docs, totalCount] = await Promise.all([this.docs.find(filter, { sort: { createdAt: 1, _id: 1 }, ...page }), this.docs.count(filter)]);
    return { showrooms: docs.map(toShowroom), summary: { totalCount } };
  }

  /** One showroom by code: a shown one (the shop) or, with `hidden`, any; throws ShowroomNotFoundError (404). */
  async one(code: string, hidden = false): Promise<Showroom> {
    const doc = await this.docs.findOne(hidden ? { _id: code } : { _id: code, shows: true });
    if (!doc) throw new ShowroomNotFoundError();
    return toShowroom(doc);
  }
}
