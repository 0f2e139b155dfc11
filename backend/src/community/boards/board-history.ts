import type { BoardCategory, BoardEvent, DocumentEvent } from '@shop/contracts';
import type { HistorySource } from '../../content/index.js';
import { boardStream, type EditBoard } from './board.decider.js';

/** The events of a post's stream that are versions of what its editor writes; views, the thumbnail and files are not (the restore brings back the fields alone). */
const VERSION_EVENTS: readonly string[] = ['BoardWritten', 'BoardEdited', 'BoardShowsSet', 'BoardDeleted'] satisfies BoardEvent['type'][];

/**
 * A community board post's stream read as a content document's (issue 14: the console's history
 * and restore, one mechanism for every editor): written as created (by its writer), edited as
 * updated with its fields, shown or hidden as updated `shows`, deleted as deleted. Restored with the
 * post's own EditBoard as staff, naming the restoring staff member (`by`, metadata) and the version.
 */
export function boardSource(boardId: string): HistorySource {
  const ref = { collection: 'boards', documentId: boardId };
  return {
    streamId: boardStream(boardId),
    isVersion: (stored) => VERSION_EVENTS.includes(stored.type),
    asDocumentEvent(stored): DocumentEvent | null {
      const event = { type: stored.type, data: stored.data } as BoardEvent;
      switch (event.type) {
        case 'BoardWritten': {
          const { category, subject, content, pinned, shows } = event.data;
          return {
            type: 'DocumentCreated',
            data: { ...ref, fields: { category, subject, content, pinned, shows }, createdAt: event.data.at, by: event.data.writer.userId },
          };
        }
        case 'BoardEdited': {
          const { category, subject, content, pinned, shows, by, at, restoredFrom } = event.data;
          const fields = { category, subject, content, pinned, shows };
          return { type: 'DocumentUpdated', data: { ...ref, fields, updatedAt: at, by, ...(restoredFrom === undefined ? {} : { restoredFrom }) } };
        }
        case 'BoardShowsSet':
          return { type: 'DocumentUpdated', data: { ...ref, fields: { shows: event.data.shows }, updatedAt: event.data.at, by: event.data.by } };
        case 'BoardDeleted':
          return { type: 'DocumentDeleted', data: { ...ref, deletedAt: event.data.at, by: event.data.by } };
        default:
          return null;
      }
    },
    restoreCommand: (version, fields, metadata): EditBoard => ({
      type: 'EditBoard',
      data: {
        boardId,
        input: {
          category: fields.category as BoardCategory,
          subject: String(fields.subject),
          content: String(fields.content),
          pinned: fields.pinned === true,
          shows: fields.shows !== false,
        },
        by: metadata.userId,
        asStaff: true,
        restoredFrom: version,
      },
      metadata,
    }),
  };
}
