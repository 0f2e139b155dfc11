import type { ProductUploadRow } from '../product-upload.js';

/** A row refused while the import wrote it: its index in the upload's rows and the Korean reasons. */
export interface ProductUploadRowFailure {
  index: number;
  messages: string[];
}

/** Staff checked a sheet without writing (the dry run, spec §2 console shop/bulk-upload): each row's result. `by`: the staff member. */
export interface ProductUploadChecked {
  type: 'ProductUploadChecked';
  data: { uploadId: string; rows: ProductUploadRow[]; checkedAt: string; by: string | null };
}
/**
 * Staff started importing a sheet: each row as checked, what it is about to do. The import writes
 * every product with the command time `startedAt` and author `by`, so its writes can be told apart.
 */
export interface ProductUploadStarted {
  type: 'ProductUploadStarted';
  data: { uploadId: string; rows: ProductUploadRow[]; startedAt: string; by: string | null };
}
/** The import's first `processed` rows are settled: written as checked, except `failed` ones (refused while written). */
export interface ProductUploadProgressed {
  type: 'ProductUploadProgressed';
  data: { uploadId: string; processed: number; failed: ProductUploadRowFailure[]; at: string };
}
/** Every row was written and the read models show them. */
export interface ProductUploadFinished {
  type: 'ProductUploadFinished';
  data: { uploadId: string; finishedAt: string };
}
/**
 * The process running the import ended before it finished. Rows after `processed` were not
 * written, except those listed in `written` (found in the catalogue, written before the stop).
 */
export interface ProductUploadInterrupted {
  type: 'ProductUploadInterrupted';
  data: { uploadId: string; processed: number; written: number[]; interruptedAt: string };
}

/** Events of a product upload's stream (`product_upload-{uploadId}`). */
export type ProductUploadEvent = ProductUploadChecked | ProductUploadStarted | ProductUploadProgressed | ProductUploadFinished | ProductUploadInterrupted;
