import type { DocumentEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { DocumentDeletedError, DocumentExistsError, DocumentNotFoundError } from '../content.errors.js';
import { restoredChange, withChange } from './document-history.js';

/** Content collections kept as documents (each is also the read-model collection's name). */
export const CONTENT = { setting: 'settings', banners: 'banners', bandBanners: 'bandBanners', popups: 'popups', pages: 'pages' } as const;

/** Where a document lives: its collection and id (stream `document-{collection}:{documentId}`). */
export interface DocumentRef {
  collection: string;
  documentId: string;
}

/** Creates a content document with its fields. */
export type CreateDocument = Command<'CreateDocument', DocumentRef & { fields: Record<string, unknown> }>;
/** Changes some fields of a document. */
export type UpdateDocument = Command<'UpdateDocument', DocumentRef & { fields: Record<string, unknown> }>;
/** Deletes a document. */
export type DeleteDocument = Command<'DeleteDocument', DocumentRef>;
/**
 * Brings a document back to its fields as of `version` (issue 14): `fields` are that version's
 * (folded from the stream by the caller, see document-history.ts `versionFields`).
 */
export type RestoreDocument = Command<'RestoreDocument', DocumentRef & { version: number; fields: Record<string, unknown> }>;
export type DocumentCommand = CreateDocument | UpdateDocument | DeleteDocument | RestoreDocument;

export type DocumentState = { status: 'absent' | 'deleted' } | { status: 'present'; fields: Record<string, unknown> };

/** The stream of a document. */
export const documentStream = ({ collection, documentId }: DocumentRef): string => `document-${collection}:${documentId}`;

/**
 * A plain content document (stream `document-{collection}:{id}`): banners, band banners,
 * popups, settings, the brand site's pages (id: the page's path). Created once, updated by field, deleted once.
 */
export const documentDecider: Decider<DocumentCommand, DocumentEvent, DocumentState> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'DocumentCreated':
        return { status: 'present', fields: event.data.fields };
      case 'DocumentUpdated':
        return state.status === 'present' ? { status: 'present', fields: withChange(state.fields, event.data) } : state;
      case 'DocumentDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { collection, documentId } = command.data;
    const { now } = command.metadata;
    switch (command.type) {
      case 'CreateDocument':
        if (state.status !== 'absent') throw new DocumentExistsError();
        return [
          { type: 'DocumentCreated', data: { collection, documentId, fields: command.data.fields, createdAt: now, by: command.metadata.userId ?? null } },
        ];
      case 'UpdateDocument':
        if (state.status !== 'present') throw new DocumentNotFoundError();
        return [
          { type: 'DocumentUpdated', data: { collection, documentId, fields: command.data.fields, updatedAt: now, by: command.metadata.userId ?? null } },
        ];
      case 'DeleteDocument':
        if (state.status !== 'present') throw new DocumentNotFoundError();
        return [{ type: 'DocumentDeleted', data: { collection, documentId, deletedAt: now, by: command.metadata.userId ?? null } }];
      case 'RestoreDocument': {
        if (state.status === 'deleted') throw new DocumentDeletedError();
        if (state.status !== 'present') throw new DocumentNotFoundError();
        const { fields, removed } = restoredChange(state.fields, command.data.fields);
        const by = command.metadata.userId ?? null;
        return [{ type: 'DocumentUpdated', data: { collection, documentId, fields, removed, updatedAt: now, by, restoredFrom: command.data.version } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
