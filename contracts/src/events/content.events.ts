/**
 * Plain content (banners, band banners, popups, settings…) lives in generic document streams
 * `document-{collection}:{id}` (ARCHITECTURE §1): created, updated, deleted, each by someone.
 */
export interface DocumentCreated {
  type: 'DocumentCreated';
  data: { collection: string; documentId: string; fields: Record<string, unknown>; createdAt: string };
}
export interface DocumentUpdated {
  type: 'DocumentUpdated';
  /** `by`: the staff member who changed it (absent on events written before it was recorded; null for the system). */
  data: { collection: string; documentId: string; fields: Record<string, unknown>; updatedAt: string; by?: string | null };
}
export interface DocumentDeleted {
  type: 'DocumentDeleted';
  data: { collection: string; documentId: string; deletedAt: string };
}
export type DocumentEvent = DocumentCreated | DocumentUpdated | DocumentDeleted;

/** A version of a term was published (stream `terms-{code}`); `content` is sanitised rich text. */
export interface TermsPublished {
  type: 'TermsPublished';
  data: { code: string; title: string; required: boolean; version: number; effectiveAt: string; index: number; content: string; publishedAt: string };
}
