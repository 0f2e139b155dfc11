import type { ProductUploadEvent, ProductUploadRow, ProductUploadRowFailure } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';

/** Records a dry run's report (every row checked, nothing written). */
export type CheckProductUpload = Command<'CheckProductUpload', { uploadId: string; rows: ProductUploadRow[] }>;
/** Records the start of an import with each row as checked; the import writes with this command's time and author. */
export type StartProductUpload = Command<'StartProductUpload', { uploadId: string; rows: ProductUploadRow[] }>;
/** Records that the import's first `processed` rows are settled, `failed` among them refused while written. */
export type RecordProductUploadProgress = Command<'RecordProductUploadProgress', { uploadId: string; processed: number; failed: ProductUploadRowFailure[] }>;
/** Records that every row is written and shown. */
export type FinishProductUpload = Command<'FinishProductUpload', { uploadId: string }>;
/** Records that the import stopped with its process; `written` lists rows after the recorded progress that were found written (read by the handler). */
export type InterruptProductUpload = Command<'InterruptProductUpload', { uploadId: string; written: number[] }>;
export type ProductUploadCommand = CheckProductUpload | StartProductUpload | RecordProductUploadProgress | FinishProductUpload | InterruptProductUpload;

/** An upload as its stream tells it: none yet, a dry run, or an import with its rows and the settled count. */
export type ProductUploadState =
  { status: 'absent' } | { status: 'checked' } | { status: 'running' | 'done' | 'interrupted'; total: number; processed: number };

/** The stream of one upload. */
export const productUploadStream = (uploadId: string): string => `product_upload-${uploadId}`;

/**
 * A product bulk upload (spec §2 console shop/bulk-upload) kept in the event store, so its report
 * and progress outlive the process. An upload is recorded once (checked or started; a second
 * record of the same id changes nothing). Progress only moves forward while the import runs and
 * never past its rows; it finishes once every row is settled; it is interrupted at most once and
 * only while running. Every command that does not apply records nothing (the import's runner
 * reads that as "stop"), so retries are harmless.
 */
export const productUploadDecider: Decider<ProductUploadCommand, ProductUploadEvent, ProductUploadState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ProductUploadChecked':
        return { status: 'checked' };
      case 'ProductUploadStarted':
        return { status: 'running', total: event.data.rows.length, processed: 0 };
      case 'ProductUploadProgressed':
        return state.status === 'running' ? { ...state, processed: event.data.processed } : state;
      case 'ProductUploadFinished':
        return state.status === 'running' ? { ...state, status: 'done' } : state;
      case 'ProductUploadInterrupted':
        return state.status === 'running' ? { ...state, status: 'interrupted' } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now, userId } = command.metadata;
    const { uploadId } = command.data;
    switch (command.type) {
      case 'CheckProductUpload':
        if (state.status !== 'absent') return [];
        return [{ type: 'ProductUploadChecked', data: { uploadId, rows: command.data.rows, checkedAt: now, by: userId } }];
      case 'StartProductUpload':
        if (state.status !== 'absent') return [];
        return [{ type: 'ProductUploadStarted', data: { uploadId, rows: command.data.rows, startedAt: now, by: userId } }];
      case 'RecordProductUploadProgress': {
        const { processed, failed } = command.data;
        if (state.status !== 'running' || processed <= state.processed || processed > state.total) return [];
        const settled = failed.filter((f) => f.index >= state.processed && f.index < processed);
        return [{ type: 'ProductUploadProgressed', data: { uploadId, processed, failed: settled, at: now } }];
      }
      case 'FinishProductUpload':
        if (state.status !== 'running' || state.processed !== state.total) return [];
        return [{ type: 'ProductUploadFinished', data: { uploadId, finishedAt: now } }];
      case 'InterruptProductUpload': {
        if (state.status !== 'running') return [];
        const written = [...new Set(command.data.written)].filter((i) => i >= state.processed && i < state.total).sort((a, b) => a - b);
        return [{ type: 'ProductUploadInterrupted', data: { uploadId, processed: state.processed, written, interruptedAt: now } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
