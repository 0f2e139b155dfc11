import { PRODUCT_UPLOAD_MESSAGES, type ProductUploadEvent, type ProductUploadRow } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { nextUpload, type ProductUploadDoc } from '../projections/product-uploads.projection.js';
import { productUploadDecider, type ProductUploadCommand } from './product-upload.decider.js';

const uploadId = 'u1';
const now = '2026-11-29T01:00:00.000Z';
const later = '2026-11-29T01:00:05.000Z';
const meta = (at = now) => ({ userId: 'staff', now: at });
const row = (n: number, action: ProductUploadRow['action']): ProductUploadRow => ({ row: n + 2, code: `p-${n}`, name: `상품 ${n}`, action, messages: [] });
/** Four rows: two to create, one unchanged, one to update. */
const rows = [row(0, 'create'), row(1, 'create'), row(2, 'unchanged'), row(3, 'update')];

const started: ProductUploadEvent = { type: 'ProductUploadStarted', data: { uploadId, rows, startedAt: now, by: 'staff' } };
const progressed = (processed: number, failed: { index: number; messages: string[] }[] = []): ProductUploadEvent => ({
  type: 'ProductUploadProgressed',
  data: { uploadId, processed, failed, at: later },
});
const send = <C extends ProductUploadCommand>(type: C['type'], data: Omit<C['data'], 'uploadId'>): ProductUploadCommand =>
  ({ type, data: { uploadId, ...data }, metadata: meta(later) }) as ProductUploadCommand;
const spec = deciderSpec(productUploadDecider);

describe('a product bulk upload kept in the event store', () => {
  it('records a dry run and an import once each (a retried start records nothing)', () => {
    spec
      .given([])
      .when({ type: 'CheckProductUpload', data: { uploadId, rows }, metadata: meta() })
      .then([{ type: 'ProductUploadChecked', data: { uploadId, rows, checkedAt: now, by: 'staff' } }]);
    spec.given([]).when({ type: 'StartProductUpload', data: { uploadId, rows }, metadata: meta() }).then([started]);
    spec.given([started]).when({ type: 'StartProductUpload', data: { uploadId, rows }, metadata: meta() }).thenNothingHappened();
  });

  it('moves progress forward only, never past the rows, keeping only the failures it settles', () => {
    spec
      .given([started, progressed(2)])
      .when(
        send('RecordProductUploadProgress', {
          processed: 3,
          failed: [
            { index: 0, messages: ['old'] },
            { index: 2, messages: ['거부'] },
          ],
        }),
      )
      .then([progressed(3, [{ index: 2, messages: ['거부'] }])]);
    spec
      .given([started, progressed(2)])
      .when(send('RecordProductUploadProgress', { processed: 2, failed: [] }))
      .thenNothingHappened();
    spec
      .given([started])
      .when(send('RecordProductUploadProgress', { processed: 5, failed: [] }))
      .thenNothingHappened();
  });

  it('finishes only once every row is settled, and takes no progress after', () => {
    spec
      .given([started, progressed(3)])
      .when(send('FinishProductUpload', {}))
      .thenNothingHappened();
    const finished: ProductUploadEvent = { type: 'ProductUploadFinished', data: { uploadId, finishedAt: later } };
    spec
      .given([started, progressed(4)])
      .when(send('FinishProductUpload', {}))
      .then([finished]);
    spec
      .given([started, progressed(4), finished])
      .when(send('InterruptProductUpload', { written: [] }))
      .thenNothingHappened();
  });

  it('interrupts a running import once, keeping only the rows found written after its recorded progress', () => {
    spec
      .given([started, progressed(1)])
      .when(send('InterruptProductUpload', { written: [1, 0, 1, 9] }))
      .then([{ type: 'ProductUploadInterrupted', data: { uploadId, processed: 1, written: [1], interruptedAt: later } }]);
    const interrupted: ProductUploadEvent = { type: 'ProductUploadInterrupted', data: { uploadId, processed: 1, written: [], interruptedAt: later } };
    spec
      .given([started, interrupted])
      .when(send('InterruptProductUpload', { written: [] }))
      .thenNothingHappened();
    spec
      .given([started, interrupted])
      .when(send('RecordProductUploadProgress', { processed: 2, failed: [] }))
      .thenNothingHappened();
  });
});

describe('the upload report (read model)', () => {
  const fold = (events: ProductUploadEvent[]) => events.reduce<ProductUploadDoc | null>(nextUpload, null)!;

  it('counts an import as it runs and settles a row refused while written as an error with its reason', () => {
    const doc = fold([started, progressed(2, [{ index: 1, messages: ['카테고리를 찾을 수 없습니다'] }])]);
    expect(doc).toMatchObject({ status: 'running', processed: 2, total: 4, summary: { total: 4, create: 1, update: 1, unchanged: 1, error: 1 } });
    expect(doc.rows[1]).toMatchObject({ action: 'error', messages: ['카테고리를 찾을 수 없습니다'] });
    expect(fold([started, progressed(4), { type: 'ProductUploadFinished', data: { uploadId, finishedAt: later } }])).toMatchObject({
      status: 'done',
      processed: 4,
      finishedAt: later,
    });
  });

  it('reports an interrupted import: written rows as done, the unwritten ones that needed a write as not registered', () => {
    const doc = fold([started, progressed(1), { type: 'ProductUploadInterrupted', data: { uploadId, processed: 1, written: [1], interruptedAt: later } }]);
    expect(doc.status).toBe('interrupted');
    expect(doc.processed).toBe(2);
    expect(doc.finishedAt).toBe(later);
    expect(doc.rows.map((r) => r.action)).toEqual(['create', 'create', 'unchanged', 'error']);
    expect(doc.rows[3]!.messages).toEqual([PRODUCT_UPLOAD_MESSAGES.INTERRUPTED_ROW]);
    expect(doc.summary).toEqual({ total: 4, create: 2, update: 0, unchanged: 1, error: 1 });
  });

  it('keeps a dry run as a finished report', () => {
    const doc = fold([{ type: 'ProductUploadChecked', data: { uploadId, rows, checkedAt: now, by: 'staff' } }]);
    expect(doc).toMatchObject({ dryRun: true, status: 'done', processed: 4, startedAt: now, finishedAt: now, summary: { create: 2, update: 1, unchanged: 1 } });
  });
});
