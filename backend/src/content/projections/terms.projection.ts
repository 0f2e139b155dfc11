import { Injectable } from '@nestjs/common';
import type { Term, TermsPublished } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** The read model of terms: one document per version, `_id` `{code}@{version}`. */
export const TERMS = 'terms';

/** A version of a term as the read model keeps it. */
export type TermDoc = Term & { _id: string; index: number; publishedAt: string };

/** Keeps every published version of every term (TermsPublished). */
@Injectable()
export class TermsProjection implements Projection {
  readonly name = 'terms';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['TermsPublished'];
  readonly collections = [TERMS];
  readonly indexes: Record<string, IndexSpec[]> = { [TERMS]: [{ key: { code: 1, version: -1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const d = (stored as unknown as TermsPublished).data;
    const id = `${d.code}@${d.version}`;
    await applyOnce<TermDoc>(store, TERMS, id, stored, () => ({
      _id: id,
      code: d.code,
      title: d.title,
      required: d.required,
      version: d.version,
      effectiveAt: d.effectiveAt,
      index: d.index,
      content: d.content,
      publishedAt: d.publishedAt,
    }));
  }
}
