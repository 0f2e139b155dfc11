/**
 * Plain content (banners, band banners, popups, settings…) lives in generic document streams
 * `document-{collection}:{id}` (ARCHITECTURE §1): created, updated, deleted, each by someone.
 */
export interface DocumentCreated {
  type: 'DocumentCreated';
  /** `by`: the staff member who created it (absent on events written before it was recorded; null for the system, e.g. the seed). */
  data: { collection: string; documentId: string; fields: Record<string, unknown>; createdAt: string; by?: string | null };
}
export interface DocumentUpdated {
  type: 'DocumentUpdated';
  /**
   * `by`: the staff member who changed it (absent on events written before it was recorded; null for the system).
   * `removed`: fields the document no longer has (a restore to a version that did not have them yet).
   * `restoredFrom`: the version (stream revision) this change brought back, when it was a restore.
   */
  data: {
    collection: string;
    documentId: string;
    fields: Record<string, unknown>;
    updatedAt: string;
    by?: string | null;
    removed?: string[];
    restoredFrom?: number;
  };
}
export interface DocumentDeleted {
  type: 'DocumentDeleted';
  data: { collection: string; documentId: string; deletedAt: string; by?: string | null };
}
export type DocumentEvent = DocumentCreated | DocumentUpdated | DocumentDeleted;

/** A version of a term was published (stream `terms-{code}`); `content` is sanitised rich text. */
export interface TermsPublished {
  type: 'TermsPublished';
  data: { code: string; title: string; required: boolean; version: number; effectiveAt: string; index: number; content: string; publishedAt: string };
}

/** A scheduled version of a term (one not yet in effect) was rewritten by staff (stream `terms-{code}`); `content` is sanitised rich text. */
export interface TermsVersionRevised {
  type: 'TermsVersionRevised';
  data: { code: string; version: number; title: string; required: boolean; effectiveAt: string; content: string; revisedAt: string };
}

/** A scheduled version of a term was withdrawn before it took effect (stream `terms-{code}`): it was never in force, so nobody agreed to it. */
export interface TermsVersionWithdrawn {
  type: 'TermsVersionWithdrawn';
  data: { code: string; version: number; withdrawnAt: string };
}

/** The events of a term's stream. */
export type TermsEvent = TermsPublished | TermsVersionRevised | TermsVersionWithdrawn;
