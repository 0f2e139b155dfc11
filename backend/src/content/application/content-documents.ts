import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { toWebp } from '../../platform/files/images.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type Doc, type Filter, type FindOptions, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { ContentPeriodInvalidError, DocumentNotFoundError } from '../content.errors.js';
import type { CreateDocument, DeleteDocument, UpdateDocument } from '../domain/document.decider.js';

/** Where the console's content pictures are served from, under the shop's /files. */
const CONTENT_FILES_URL = '/files/content';

/** A stored picture: its URL and size in pixels. */
export interface StoredPicture {
  url: string;
  width: number;
  height: number;
}

/**
 * Staff's writes and reads of content documents (banners, band banners, popups; spec §7 Console
 * CRUD) through the one document decider: each write is a command naming the staff member
 * (metadata), answered once the read model shows it.
 */
@Injectable()
export class ContentDocuments {
  constructor(
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sends a command and waits until the read models show it; answers its log position. */
  private async send(command: CreateDocument | UpdateDocument | DeleteDocument): Promise<number> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return position;
  }

  /** Creates a document with a new id in `collection`; answers the id and the log position. */
  async create(collection: string, fields: Record<string, unknown>, metadata: CommandMetadata): Promise<{ id: string; position: number }> {
    const documentId = randomUUID();
    return { id: documentId, position: await this.send({ type: 'CreateDocument', data: { collection, documentId, fields }, metadata }) };
  }

  /** Changes the fields sent of document `id`; throws DocumentNotFoundError (404) when it does not exist. Answers the log position. */
  update(collection: string, id: string, fields: Record<string, unknown>, metadata: CommandMetadata): Promise<number> {
    return this.send({ type: 'UpdateDocument', data: { collection, documentId: id, fields }, metadata });
  }

  /** Deletes document `id`; throws DocumentNotFoundError (404) when it does not exist. Answers the log position. */
  remove(collection: string, id: string, metadata: CommandMetadata): Promise<number> {
    return this.send({ type: 'DeleteDocument', data: { collection, documentId: id }, metadata });
  }

  /** Document `id` of `collection` as stored; throws DocumentNotFoundError (404) when missing. */
  async one(collection: string, id: string): Promise<Doc> {
    const doc = await this.store.collection(collection).findOne({ _id: id });
    if (!doc) throw new DocumentNotFoundError();
    return doc;
  }

  /** A page of `collection` by `filter`, and how many match. */
  async page(collection: string, filter: Filter, options: FindOptions): Promise<{ docs: Doc[]; totalCount: number }> {
    const docs = this.store.collection(collection);
    const [found, totalCount] = await Promise.all([docs.find(filter, options), docs.count(filter)]);
    return { docs: found, totalCount };
  }

  /** Every document of `collection` matching `filter`, in `sort` order. */
  all(collection: string, filter: Filter, sort: FindOptions['sort']): Promise<Doc[]> {
    return this.store.collection(collection).find(filter, { sort });
  }

  /**
   * Stores an uploaded picture (spec §5: images only, checked by content) re-encoded as WebP of at
   * most 1600 px without metadata under DATA_DIR/files/content/; answers its URL and size. Throws
   * ImageUnreadableError (400) for bytes that are no picture. The file changes nothing until a document names it.
   */
  async savePicture(bytes: Buffer): Promise<StoredPicture> {
    const image = await toWebp(bytes);
    const dir = join(this.config.dataDir, 'files', 'content');
    const name = `${randomUUID()}.webp`;
    await mkdir(dir, { recursive: true });
    const partial = join(dir, `.${name}.part`);
    await writeFile(partial, image.data);
    await rename(partial, join(dir, name));
    return { url: `${CONTENT_FILES_URL}/${name}`, width: image.width, height: image.height };
  }
}

/** The period fields of a form: ISO instants or null; throws ContentPeriodInvalidError (422) when the end is not after the start. */
export function periodOf(dto: { startsAt?: string | null; endsAt?: string | null }): { startsAt: string | null; endsAt: string | null } {
  const startsAt = dto.startsAt ? new Date(dto.startsAt).toISOString() : null;
  const endsAt = dto.endsAt ? new Date(dto.endsAt).toISOString() : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw new ContentPeriodInvalidError();
  return { startsAt, endsAt };
}

/** The read-model filter of documents within their period at the ISO instant `now` (absent or null bounds are open). */
export function withinPeriodFilter(now: string): Filter {
  return {
    $and: [
      { $or: [{ startsAt: null }, { startsAt: { $exists: false } }, { startsAt: { $lte: now } }] },
      { $or: [{ endsAt: null }, { endsAt: { $exists: false } }, { endsAt: { $gt: now } }] },
    ],
  };
}

/** The read-model filter of documents in a period state at `now`. */
export function periodStatusFilter(status: 'upcoming' | 'running' | 'ended', now: string): Filter {
  if (status === 'upcoming') return { startsAt: { $gt: now } };
  if (status === 'ended') return { endsAt: { $lte: now } };
  return withinPeriodFilter(now);
}
