import { Inject, Injectable } from '@nestjs/common';
import type { ContentHistoryResponse, ContentRestoredResponse, DocumentEvent, RestoreVersionDto } from '@shop/contracts';
import { AUTHOR_DIRECTORY, type AuthorDirectory } from '../../platform/auth/author-directory.port.js';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../../platform/event-store/event-store.port.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { Command, CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { ContentVersionNotFoundError, DocumentChangedError, DocumentDeletedError, DocumentNotFoundError } from '../content.errors.js';
import { documentStream, type RestoreDocument } from '../domain/document.decider.js';
import { documentVersions, type DocumentVersion } from '../domain/document-history.js';

/**
 * A stream whose history staff read and restore like a content document's: its id, how its events
 * read as document events (null: the stream is not this item, e.g. a notice asked for as an FAQ;
 * then 404), and the command that brings back a version's fields (decided by the stream's own decider).
 * `isVersion`, when given, leaves out events that change nothing an editor restores (e.g. a board
 * post's views); their revisions are then no version of the list.
 */
export interface HistorySource {
  streamId: string;
  isVersion?(event: StoredEvent): boolean;
  asDocumentEvent(event: StoredEvent): DocumentEvent | null;
  restoreCommand(version: number, fields: Record<string, unknown>, metadata: CommandMetadata): Command;
}

/** The history source of content document `id` of `collection` (stream `document-{collection}:{id}`, restored with RestoreDocument). */
export function documentSource(collection: string, id: string): HistorySource {
  return {
    streamId: documentStream({ collection, documentId: id }),
    asDocumentEvent: (e) => ({ type: e.type, data: e.data }) as DocumentEvent,
    restoreCommand: (version, fields, metadata): RestoreDocument => ({
      type: 'RestoreDocument',
      data: { collection, documentId: id, version, fields },
      metadata,
    }),
  };
}

/**
 * The history of one content document and its restore (issue 14 "every content change is an event
 * with its author; each editor shows the item's history and can bring back an earlier version"),
 * shared by every editor of documents (banners, band banners, popups, the brand site's pages) and,
 * through a {@link HistorySource}, of other streams read the same way (the centre's notices and FAQs).
 * The history is read from the item's stream, the source of truth, not from a read model.
 */
@Injectable()
export class ContentHistory {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(AUTHOR_DIRECTORY) private readonly authors: AuthorDirectory,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The versions of `source`'s item, oldest first; throws DocumentNotFoundError (404) for a stream that does not exist or is not this item. */
  private async versions(source: HistorySource): Promise<DocumentVersion[]> {
    const { events } = await this.events.readStream(source.streamId);
    const read = events.filter((e) => source.isVersion?.(e) ?? true).map((e) => ({ stored: e, event: source.asDocumentEvent(e) }));
    if (read.length === 0 || read.some((r) => r.event === null)) throw new DocumentNotFoundError();
    return documentVersions(
      read.map(({ stored, event }) => ({ event: event!, revision: stored.revision, at: stored.metadata.at, userId: stored.metadata.userId })),
    );
  }

  /** Document `id`'s versions, newest first, each with its author's username and name (null: the system). 404 DOCUMENT_NOT_FOUND for none. */
  list(collection: string, id: string): Promise<ContentHistoryResponse> {
    return this.listOf(documentSource(collection, id));
  }

  /** The versions of `source`'s item, newest first, with their authors (as {@link ContentHistory.list}). */
  async listOf(source: HistorySource): Promise<ContentHistoryResponse> {
    const versions = await this.versions(source);
    const ids = [...new Set(versions.map((v) => v.by).filter((u): u is string => !!u))];
    const byId = new Map((await this.authors.usersByIds(ids)).map((u) => [u._id, { _id: u._id, username: u.username, name: u.name }]));
    return {
      current: versions.at(-1)!.version,
      versions: versions
        .map(({ version, type, at, by, changed, restoredFrom }) => ({ version, type, at, by: by ? (byId.get(by) ?? null) : null, changed, restoredFrom }))
        .reverse(),
    };
  }

  /**
   * Brings document `id` back to its fields as of `version` (a number, or the URL's text of one): one new version (a DocumentUpdated
   * naming the restoring staff member) after which the document equals that version. Answers once
   * the read models show it. Throws DocumentNotFoundError (404) for no document,
   * ContentVersionNotFoundError (404) for no such version (or the deleting one), DocumentDeletedError (409) once deleted,
   * DocumentChangedError (409) when `seen.current` (the latest version staff saw) is no longer the latest.
   * With `seen.fields` only those fields are brought back ({@link onlyFields}).
   */
  restore(collection: string, id: string, version: number | string, metadata: CommandMetadata, seen?: RestoreVersionDto): Promise<ContentRestoredResponse> {
    return this.restoreOf(documentSource(collection, id), version, metadata, seen);
  }

  /** Brings `source`'s item back to `version` with the source's own restore command (as {@link ContentHistory.restore}). */
  async restoreOf(source: HistorySource, version: number | string, metadata: CommandMetadata, seen?: RestoreVersionDto): Promise<ContentRestoredResponse> {
    const wanted = typeof version === 'number' ? version : /^\d{1,9}$/.test(version) ? Number(version) : -1;
    const versions = await this.versions(source);
    if (versions.at(-1)!.type === 'deleted') throw new DocumentDeletedError();
    if (seen?.current !== undefined && seen.current !== versions.at(-1)!.version) throw new DocumentChangedError();
    const fields = versions.find((v) => v.version === wanted)?.fields;
    if (!fields) throw new ContentVersionNotFoundError();
    const target = seen?.fields ? onlyFields(versions.at(-1)!.fields ?? {}, fields, seen.fields) : fields;
    const { position, revision } = await this.commands.send<{ position: number; revision: number }>(source.restoreCommand(wanted, target, metadata));
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { version: revision, restoredFrom: wanted, position };
  }
}

/**
 * The fields a restore of only `names` leads to: `current` with each named field as it was in
 * `version` (taken away when that version had none). The main links page restores the setting's
 * `mainLinks` this way, leaving the SEO, tracking and other parts of the setting as they are.
 */
export function onlyFields(current: Record<string, unknown>, version: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const target = { ...current };
  for (const name of names) {
    if (Object.hasOwn(version, name)) target[name] = version[name];
    else delete target[name];
  }
  return target;
}
