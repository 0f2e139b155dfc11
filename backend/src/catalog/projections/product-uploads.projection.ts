import { Injectable } from '@nestjs/common';
import { PRODUCT_UPLOAD_MESSAGES, type ProductUploadEvent, type ProductUploadJob, type ProductUploadRow, type ProductUploadSummary } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collection of the product bulk uploads: one document per upload. */
export const PRODUCT_UPLOADS = 'productUploads';

/** An upload as stored: the console's job with its id as `_id`, and who started it and when its writes are stamped (the import's command time). */
export type ProductUploadDoc = Omit<ProductUploadJob, 'id'> & { _id: string; by: string | null };

/** How many rows do each thing. */
export function summaryOf(rows: readonly ProductUploadRow[]): ProductUploadSummary {
  const s: ProductUploadSummary = { total: rows.length, create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) s[r.action] += 1;
  return s;
}

/** Whether a checked row needs a write (it creates or updates a product). */
export const writesProduct = (row: Pick<ProductUploadRow, 'action'>): boolean => row.action === 'create' || row.action === 'update';

/** The console's job of a stored upload (without the internal fields). */
export function jobOf(doc: ProductUploadDoc): ProductUploadJob {
  const { _id, by: _by, _position: _p, ...job } = doc as ProductUploadDoc & { _position?: number };
  return { id: _id, ...job };
}

/**
 * The upload document after `event` (pure): a dry run is done at once; an import runs with its
 * rows as checked, settles rows as progress is recorded (a row refused while written becomes an
 * error with its reasons), and ends done, or interrupted: then every row after the recorded
 * progress that needed a write and was not found written becomes an error saying it was not
 * registered, so the report and the error workbook list exactly what is missing.
 */
export function nextUpload(doc: ProductUploadDoc | null, event: ProductUploadEvent): ProductUploadDoc | null {
  switch (event.type) {
    case 'ProductUploadChecked': {
      const { uploadId, rows, checkedAt, by } = event.data;
      return {
        _id: uploadId,
        dryRun: true,
        status: 'done',
        total: rows.length,
        processed: rows.length,
        summary: summaryOf(rows),
        rows,
        startedAt: checkedAt,
        finishedAt: checkedAt,
        by,
      };
    }
    case 'ProductUploadStarted': {
      const { uploadId, rows, startedAt, by } = event.data;
      return {
        _id: uploadId,
        dryRun: false,
        status: 'running',
        total: rows.length,
        processed: 0,
        summary: summaryOf(rows),
        rows,
        startedAt,
        finishedAt: null,
        by,
      };
    }
    case 'ProductUploadProgressed': {
      if (!doc) return null;
      const failed = new Map(event.data.failed.map((f) => [f.index, f.messages]));
      const rows = doc.rows.map((r, i): ProductUploadRow => (failed.has(i) ? { ...r, action: 'error', messages: failed.get(i)! } : r));
      return { ...doc, rows, processed: event.data.processed, summary: summaryOf(rows) };
    }
    case 'ProductUploadFinished':
      return doc && { ...doc, status: 'done', processed: doc.total, finishedAt: event.data.finishedAt };
    case 'ProductUploadInterrupted': {
      if (!doc) return null;
      const { processed, written, interruptedAt } = event.data;
      const landed = new Set(written);
      const rows = doc.rows.map((r, i): ProductUploadRow =>
        i >= processed && !landed.has(i) && writesProduct(r) ? { ...r, action: 'error', messages: [PRODUCT_UPLOAD_MESSAGES.INTERRUPTED_ROW] } : r,
      );
      return {
        ...doc,
        rows,
        status: 'interrupted',
        processed: Math.max(processed, ...written.map((i) => i + 1)),
        summary: summaryOf(rows),
        finishedAt: interruptedAt,
      };
    }
    default:
      return doc;
  }
}

/** Builds `productUploads` from the upload events (catalog/domain/product-upload.decider.ts), so an upload's report survives a restart. */
@Injectable()
export class ProductUploadsProjection implements Projection {
  readonly name = 'catalog-product-uploads';
  /** Bump when the documents it writes change. */
  readonly version = 1;
  readonly handles = ['ProductUploadChecked', 'ProductUploadStarted', 'ProductUploadProgressed', 'ProductUploadFinished', 'ProductUploadInterrupted'];
  readonly collections = [PRODUCT_UPLOADS];
  readonly indexes: Record<string, IndexSpec[]> = { [PRODUCT_UPLOADS]: [{ key: { status: 1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as ProductUploadEvent;
    await applyOnce<ProductUploadDoc>(store, PRODUCT_UPLOADS, event.data.uploadId, stored, (doc) => nextUpload(doc, event));
  }
}
