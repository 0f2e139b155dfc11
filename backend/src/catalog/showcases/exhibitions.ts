import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  exhibitionStatusAt,
  type Exhibition,
  type ExhibitionDetail,
  type ExhibitionDto,
  type ExhibitionFields,
  type ExhibitionListResponse,
  type ExhibitionStatus,
} from '@shop/contracts';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type Filter, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { toCard } from '../application/catalog.queries.js';
import { ExhibitionNotFoundError } from '../catalog.errors.js';
import { CATALOG, type ProductDoc } from '../projections/catalog.projection.js';
import type { CreateExhibition, DeleteExhibition, EditExhibition } from './exhibition.decider.js';
import { SHOWCASES, type ExhibitionDoc } from './showcases.projection.js';

/** A page of a list (spec §7 list headers). */
export interface Page {
  limit: number;
  skip: number;
}

/** The period filter of a state at `now` (ISO instants compare as text). */
export function statusFilter(status: ExhibitionStatus, now: string): Filter {
  if (status === 'upcoming') return { startsAt: { $gt: now } };
  if (status === 'ended') return { endsAt: { $lte: now } };
  return { startsAt: { $lte: now }, endsAt: { $gt: now } };
}

/** An exhibition's answer from its document at `now`. */
function toExhibition(d: ExhibitionDoc, now: string): Exhibition {
  return {
    _id: d._id,
    title: d.title,
    summary: d.summary,
    banner: d.banner ? { url: d.banner } : null,
    content: d.content,
    startsAt: d.startsAt,
    endsAt: d.endsAt,
    shows: d.shows,
    _products: d.productIds,
    status: exhibitionStatusAt(d, now),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/** The command fields of a console form. */
const fieldsOf = (dto: ExhibitionDto): ExhibitionFields => ({
  title: dto.title,
  summary: dto.summary ?? '',
  banner: dto.banner ?? null,
  content: dto.content ?? '',
  startsAt: dto.startsAt,
  endsAt: dto.endsAt,
  shows: dto.shows ?? true,
  productIds: dto._products ?? [],
});

/**
 * Exhibitions (기획전, spec §2 /shop/exhibitions, §7 GET exhibitions, Console shop exhibitions):
 * writes through the exhibition's decider, answering once the read model shows them; reads from
 * the read model, the state (running, upcoming, ended) taken at the time of the call.
 */
@Injectable()
export class Exhibitions {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
  ) {}

  private get docs() {
    return this.store.collection<ExhibitionDoc>(SHOWCASES.exhibitions);
  }

  /** Sends a command and waits until the read model shows it; answers the event position. */
  async send(command: CreateExhibition | EditExhibition | DeleteExhibition): Promise<number> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return position;
  }

  /** Creates an exhibition by `staffId`; answers its id and the event position. */
  async create(dto: ExhibitionDto, staffId: string | null, metadata: CommandMetadata): Promise<{ id: string; position: number }> {
    const exhibitionId = randomUUID();
    return { id: exhibitionId, position: await this.send({ type: 'CreateExhibition', data: { exhibitionId, ...fieldsOf(dto), by: staffId }, metadata }) };
  }

  /** Changes the exhibition `id` (404 when missing); answers the event position. */
  edit(id: string, dto: ExhibitionDto, staffId: string | null, metadata: CommandMetadata): Promise<number> {
    return this.send({ type: 'EditExhibition', data: { exhibitionId: id, ...fieldsOf(dto), by: staffId }, metadata });
  }

  /** Deletes the exhibition `id` (404 when missing); answers the event position. */
  remove(id: string, staffId: string | null, metadata: CommandMetadata): Promise<number> {
    return this.send({ type: 'DeleteExhibition', data: { exhibitionId: id, by: staffId }, metadata });
  }

  /**
   * The shop's list at `now`: `current` gives the running ones (latest start first) then the
   * upcoming ones (soonest first); `ended` the ended ones (latest end first). Hidden ones never.
   */
  async shopList(which: 'current' | 'ended', now: string, page: Page): Promise<ExhibitionListResponse> {
    if (which === 'ended') {
      const filter = { shows: true, ...statusFilter('ended', now) };
      const [docs, totalCount] = await Promise.all([this.docs.find(filter, { sort: { endsAt: -1 }, ...page }), this.docs.count(filter)]);
      return { exhibitions: docs.map((d) => toExhibition(d, now)), summary: { totalCount } };
    }
    const [running, upcoming] = await Promise.all([
      this.docs.find({ shows: true, ...statusFilter('running', now) }, { sort: { startsAt: -1, createdAt: -1 } }),
      this.docs.find({ shows: true, ...statusFilter('upcoming', now) }, { sort: { startsAt: 1, createdAt: -1 } }),
    ]);
    const all = [...running, ...upcoming];
    return { exhibitions: all.slice(page.skip, page.skip + page.limit).map((d) => toExhibition(d, now)), summary: { totalCount: all.length } };
  }

  /** One shown exhibition with the cards of its shown products, in order; throws ExhibitionNotFoundError (404). */
  async shopOne(id: string, now: string): Promise<ExhibitionDetail> {
    const doc = await this.docs.findOne({ _id: id, shows: true });
    if (!doc) throw new ExhibitionNotFoundError();
    return { ...toExhibition(doc, now), products: await this.cards(doc.productIds, false) };
  }

  /** Staff's list, newest first, by words of the title or summary and by state at `now`. */
  async consoleList(searchValue: string | undefined, status: ExhibitionStatus | undefined, now: string, page: Page): Promise<ExhibitionListResponse> {
    const filter: Filter = status ? statusFilter(status, now) : {};
    const words = searchValue?.trim();
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      filter.$or = [{ title: re }, { summary: re }];
    }
    const [docs, totalCount] = await Promise.all([this.docs.find(filter, { sort: { createdAt: -1 }, ...page }), this.docs.count(filter)]);
    return { exhibitions: docs.map((d) => toExhibition(d, now)), summary: { totalCount } };
  }

  /** One exhibition whole for staff, with the cards of all its products (hidden ones too); throws ExhibitionNotFoundError (404). */
  async consoleOne(id: string, now: string): Promise<ExhibitionDetail> {
    const doc = await this.docs.findOne({ _id: id });
    if (!doc) throw new ExhibitionNotFoundError();
    return { ...toExhibition(doc, now), products: await this.cards(doc.productIds, true) };
  }

  /** The shown exhibitions' ids with their last change (the sitemap). */
  async shownStamps(): Promise<{ _id: string; updatedAt: string }[]> {
    const docs = await this.docs.find({ shows: true }, { sort: { createdAt: 1 } });
    return docs.map((d) => ({ _id: d._id, updatedAt: d.updatedAt }));
  }

  /** Product cards of `ids` in their order; missing (and, unless `hidden`, hidden) ones left out. */
  private async cards(ids: string[], hidden: boolean) {
    if (ids.length === 0) return [];
    const filter: Filter = { _id: { $in: ids }, deleted: { $ne: true }, type: { $ne: 'target' } };
    if (!hidden) filter.shows = true;
    const found = new Map((await this.store.collection<ProductDoc>(CATALOG.products).find(filter)).map((d) => [d._id, d]));
    return ids.flatMap((id) => (found.has(id) ? [toCard(found.get(id)!)] : []));
  }
}
