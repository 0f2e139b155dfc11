import { Injectable } from '@nestjs/common';
import type { Term, TermsEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** The read model of terms: one document per version, `_id` `{code}@{version}`. */
export const TERMS = 'terms';

/** A version of a term as the read model keeps it; `revisedAt` is set once staff rewrite it while scheduled. */
export type TermDoc = Term & { _id: string; index: number; publishedAt: string; revisedAt: string | null };

/** Keeps every version of every term: published, rewritten while scheduled, removed when withdrawn. */
@Injectable()
export class TermsProjection implements Projection {
  readonly name = 'terms';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 2;
  readonly handles = ['TermsPublished', 'TermsVersionRevised', 'TermsVersionWithdrawn'];
  readonly collections = [TERMS];
  readonly indexes: Record<string, IndexSpec[]> = { [TERMS]: [{ key: { code: 1, version: -1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as TermsEvent;
    const id = `${event.data.code}@${event.data.version}`;
    switch (event.type) {
      case 'TermsPublished': {
        const d = event.data;
        return applyOnce<TermDoc>(store, TERMS, id, stored, () => ({
          _id: id,
          code: d.code,
          title: d.title,
          required: d.required,
          version: d.version,
          effectiveAt: d.effectiveAt,
          index: d.index,
          content: d.content,
          publishedAt: d.publishedAt,
          revisedAt: null,
        }));
      }
      case 'TermsVersionRevised': {
        const { title, required, effectiveAt, content, revisedAt } = event.data;
        return applyOnce<TermDoc>(store, TERMS, id, stored, (doc) => (doc ? { ...doc, title, required, effectiveAt, content, revisedAt } : null));
      }
      case 'TermsVersionWithdrawn':
        return applyOnce<TermDoc>(store, TERMS, id, stored, () => null);
    }
  }
}
