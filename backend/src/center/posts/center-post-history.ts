import type { CenterPostEvent, CenterPostFields, CenterPostKind, DocumentEvent } from '@shop/contracts';
import type { HistorySource } from '../../content/index.js';
import { centerPostStream, type RestoreCenterPost } from './center-post.decider.js';

/**
 * A notice's or FAQ's stream read as a content document's (issue 14: the console's history and
 * restore, one mechanism for every editor): published as created, edited as updated with its
 * fields, deleted as deleted. A post of the other kind is not this item (404). Restored with
 * RestoreCenterPost, naming the restoring staff member.
 */
export function centerPostSource(kind: CenterPostKind, postId: string): HistorySource {
  const ref = { collection: 'centerPosts', documentId: postId };
  return {
    streamId: centerPostStream(postId),
    asDocumentEvent(stored): DocumentEvent | null {
      const event = { type: stored.type, data: stored.data } as CenterPostEvent;
      switch (event.type) {
        case 'CenterPostPublished': {
          const { postId: _p, kind: of, by, at, ...fields } = event.data;
          return of === kind ? { type: 'DocumentCreated', data: { ...ref, fields: { ...fields }, createdAt: at, by } } : null;
        }
        case 'CenterPostEdited': {
          const { postId: _p, by, at, restoredFrom, ...fields } = event.data;
          return {
            type: 'DocumentUpdated',
            data: { ...ref, fields: { ...fields }, updatedAt: at, by, ...(restoredFrom === undefined ? {} : { restoredFrom }) },
          };
        }
        case 'CenterPostDeleted':
          return { type: 'DocumentDeleted', data: { ...ref, deletedAt: event.data.at, by: event.data.by } };
        default:
          return null;
      }
    },
    restoreCommand: (version, fields, metadata): RestoreCenterPost => ({
      type: 'RestoreCenterPost',
      data: { postId, kind, version, fields: fields as unknown as CenterPostFields, by: metadata.userId },
      metadata,
    }),
  };
}
