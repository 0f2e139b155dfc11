import { Injectable } from '@nestjs/common';
import type { DocumentEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { CONTENT } from '../domain/document.decider.js';
import { withChange } from '../domain/document-history.js';

/** Mirrors content documents into the read-model collection each event names. */
@Injectable()
export class DocumentsProjection implements Projection {
  readonly name = 'documents';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['DocumentCreated', 'DocumentUpdated', 'DocumentDeleted'];
  readonly collections = Object.values(CONTENT);

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as DocumentEvent;
    const { collection, documentId } = event.data;
    await applyOnce(store, collection, documentId, stored, (doc) => {
      switch (event.type) {
        case 'DocumentCreated':
          return { ...event.data.fields, _id: documentId, createdAt: event.data.createdAt };
        case 'DocumentUpdated':
          return doc ? { ...withChange(doc, event.data), _id: documentId, updatedAt: event.data.updatedAt } : null;
        case 'DocumentDeleted':
          return null;
      }
    });
  }
}
