import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { PRODUCT_UPLOAD_MESSAGES, type ProductUploadJob, type ProductUploadRow, type ProductUploadRowFailure } from '@shop/contracts';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { DomainError } from '../../../platform/event-sourcing/decider.js';
import type { CommandResult } from '../../../platform/event-sourcing/command-runner.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import type {
  CheckProductUpload,
  FinishProductUpload,
  InterruptProductUpload,
  RecordProductUploadProgress,
  StartProductUpload,
} from '../../domain/product-upload.decider.js';
import { CATALOG, type CategoryDoc, type ProductDoc } from '../../projections/catalog.projection.js';
import { PRODUCT_UPLOADS, jobOf, writesProduct, type ProductUploadDoc } from '../../projections/product-uploads.projection.js';
import { ConsoleProducts } from '../console-products/console-products.js';
import { consoleProductOf } from '../console-products/console-products.queries.js';
import { planRow, type PlannedRow, type UploadReferences } from './product-rows.js';
import { productUploadErrorReport, productUploadTemplate, readProductSheet } from './product-sheet.js';

/** Rows settled between two progress records of an import (and at most this long between them, ms). */
const PROGRESS_ROWS = 50;
const PROGRESS_MS = 500;

/** The event fields that stamp a product write with its command time. */
const STAMPS = ['createdAt', 'updatedAt', 'adjustedAt'] as const;

/**
 * The product bulk upload (spec §2 console shop/bulk-upload, §6 console only): checks every row
 * of an uploaded sheet with the console product editor's rules (product-rows.ts) and, for an
 * import, writes each good row through the editor's own writes (ConsoleProducts: a new code
 * creates a product claiming its code, a known code updates only the fields that differ, fields
 * and stock in one command). A row is written whole or not at all; a refused row is skipped and
 * reported; the same sheet imported twice changes nothing the second time.
 *
 * Uploads are kept as events of their own stream (product-upload.decider.ts) and read from their
 * read model (product-uploads.projection.ts), so a dry run's report and an import's progress
 * outlive a restart. The import runs in the process that accepted it and records its progress
 * every {@link PROGRESS_ROWS} rows or {@link PROGRESS_MS} ms; when that process stops, the import
 * stops after its current row, and the next start (the process owning the projections) records
 * it as interrupted: rows written stay written (found by the import's command time on their
 * product's stream), the others are reported as not registered, to upload again.
 */
@Injectable()
export class ProductUploads implements BeforeApplicationShutdown {
  private readonly logger = new Logger('ProductUploads');
  /** Imports running in this process, by id; each resolves once it stopped. */
  private readonly running = new Map<string, Promise<void>>();
  private stopping = false;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly commands: Commands,
    private readonly products: ConsoleProducts,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The template workbook with today's category and brand codes. */
  async template(): Promise<Buffer> {
    const [categories, brands] = await Promise.all([
      this.store.collection<CategoryDoc>(CATALOG.categories).find({}, { sort: { depth: 1, index: 1, _id: 1 } }),
      this.store.collection<{ _id: string; code: string; name: string }>(CATALOG.brands).find({}, { sort: { code: 1 } }),
    ]);
    const byId = new Map(categories.map((c) => [c._id, c]));
    const pathOf = (c: CategoryDoc) => [...c._parents.map((id) => byId.get(id)?.name ?? ''), c.name].join(' > ');
    const rows = categories.map((c) => ({ code: c.code, path: pathOf(c) })).sort((a, b) => a.path.localeCompare(b.path, 'ko'));
    return productUploadTemplate(
      rows,
      brands.map((b) => ({ code: b.code, name: b.name })),
    );
  }

  /** Checks every row of the sheet and answers what each would do; writes no product, records the report. Throws ProductSheetError (unreadable sheet). */
  async dryRun(bytes: Buffer, metadata: CommandMetadata): Promise<ProductUploadJob> {
    const rows = (await this.plan(bytes)).map((p) => p.result);
    const command: CheckProductUpload = { type: 'CheckProductUpload', data: { uploadId: randomUUID(), rows }, metadata };
    return this.recorded(command);
  }

  /**
   * Checks the sheet as the dry run does, records the import's start, then writes its good rows
   * in the background; answers the running job at once (poll {@link job}). Throws
   * ProductSheetError (unreadable sheet).
   */
  async start(bytes: Buffer, metadata: CommandMetadata): Promise<ProductUploadJob> {
    const plan = await this.plan(bytes);
    const uploadId = randomUUID();
    const command: StartProductUpload = { type: 'StartProductUpload', data: { uploadId, rows: plan.map((p) => p.result) }, metadata };
    const job = await this.recorded(command);
    const run = this.run(uploadId, plan, metadata)
      .catch((error: unknown) => this.logger.error(`upload ${uploadId}: ${String(error)}`))
      .finally(() => this.running.delete(uploadId));
    this.running.set(uploadId, run);
    return job;
  }

  /** The upload `id` as recorded, or null when unknown. */
  async job(id: string): Promise<ProductUploadJob | null> {
    const doc = await this.store.collection<ProductUploadDoc>(PRODUCT_UPLOADS).findOne({ _id: id });
    return doc ? jobOf(doc) : null;
  }

  /** The refused rows of upload `id` as an .xlsx, or null when unknown. */
  async errorReport(id: string): Promise<Buffer | null> {
    const job = await this.job(id);
    return job ? productUploadErrorReport(job.rows) : null;
  }

  /**
   * Records as interrupted every import the read model shows running that no process of this
   * shop runs any more: called once at start, after the read models caught up, by the process
   * owning the projections (one per shop). Rows after the recorded progress that needed a write
   * are looked up on their product's stream: a write stamped with the import's command time
   * landed. Answers the ids interrupted.
   */
  async interruptStale(now: string): Promise<string[]> {
    if (!this.runner.isLeader) return [];
    const stale = await this.store.collection<ProductUploadDoc>(PRODUCT_UPLOADS).find({ status: 'running' });
    const interrupted: string[] = [];
    for (const doc of stale) {
      if (this.running.has(doc._id)) continue;
      const written: number[] = [];
      for (const [index, row] of doc.rows.entries()) if (index >= doc.processed && writesProduct(row) && (await this.landed(row, doc))) written.push(index);
      const command: InterruptProductUpload = { type: 'InterruptProductUpload', data: { uploadId: doc._id, written }, metadata: { userId: null, now } };
      const { events, position } = await this.commands.send<CommandResult>(command);
      if (events.length === 0) continue;
      await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
      interrupted.push(doc._id);
      this.logger.warn(`upload ${doc._id} interrupted at row ${doc.processed + written.length} of ${doc.total}`);
    }
    return interrupted;
  }

  /** Stops the imports of this process after their current row, their progress recorded (the next start records them interrupted). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running.values());
  }

  /** Sends an upload's first command and answers the job once the read model shows it. */
  private async recorded(command: CheckProductUpload | StartProductUpload): Promise<ProductUploadJob> {
    const { position } = await this.commands.send<CommandResult>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const job = await this.job(command.data.uploadId);
    if (!job) throw new Error(`upload ${command.data.uploadId} not shown`);
    return job;
  }

  /** Whether the import `doc` wrote `row`: its product's stream holds an event stamped with the import's command time and author. */
  private async landed(row: ProductUploadRow, doc: ProductUploadDoc): Promise<boolean> {
    const product = await this.store.collection<ProductDoc>(CATALOG.products).findOne({ code: row.code });
    if (!product) return false;
    const { events } = await this.events.readStream(`product-${product._id}`);
    return events.some((e) => {
      const data = e.data as Record<string, unknown>;
      return STAMPS.some((k) => data[k] === doc.startedAt) && (e.metadata.userId ?? null) === doc.by;
    });
  }

  /** Reads the sheet and checks each row against the catalogue as it is now. */
  private async plan(bytes: Buffer): Promise<PlannedRow[]> {
    const sheet = await readProductSheet(bytes);
    const codes = [...new Set(sheet.flatMap((r) => (r.values.code === undefined ? [] : [String(r.values.code).trim()])))];
    const [categories, brands, products] = await Promise.all([
      this.store.collection<CategoryDoc>(CATALOG.categories).find({}),
      this.store.collection<{ _id: string; code: string }>(CATALOG.brands).find({}),
      codes.length ? this.store.collection<ProductDoc>(CATALOG.products).find({ code: { $in: codes } }) : Promise.resolve([]),
    ]);
    const refs: UploadReferences = {
      categories: new Map(categories.map((c) => [c.code, c._id])),
      brands: new Set(brands.map((b) => b.code)),
      products: new Map(products.map((p) => [p.code, p.deleted || p.type === 'target' ? ('taken' as const) : consoleProductOf(p)])),
    };
    const seen = new Set<string>();
    const plan: PlannedRow[] = [];
    for (const row of sheet) plan.push(await planRow(row, refs, seen));
    return plan;
  }

  /**
   * Writes the planned rows one by one (each whole or not at all), recording the settled rows
   * every PROGRESS_ROWS rows or PROGRESS_MS ms; stops after the current row when the process
   * stops (recording what it settled) or the upload no longer runs. Done once the read models
   * show every row.
   */
  private async run(uploadId: string, plan: PlannedRow[], metadata: CommandMetadata): Promise<void> {
    let position = 0;
    let settled = 0;
    let recorded = 0;
    let recordedAt = Date.now();
    let failed: ProductUploadRowFailure[] = [];
    /** Records the rows settled so far; false when the upload no longer takes progress. */
    const record = async (): Promise<boolean> => {
      const command: RecordProductUploadProgress = {
        type: 'RecordProductUploadProgress',
        data: { uploadId, processed: settled, failed },
        metadata: { userId: metadata.userId, now: new Date().toISOString() },
      };
      const { events } = await this.commands.send<CommandResult>(command);
      [recorded, recordedAt, failed] = [settled, Date.now(), []];
      return events.length > 0;
    };
    for (const [i, p] of plan.entries()) {
      if (this.stopping) break;
      try {
        if (p.write?.kind === 'create') position = Math.max(position, (await this.products.create(p.write.dto, metadata)).position);
        else if (p.write?.kind === 'update') position = Math.max(position, await this.products.update(p.write.id, p.write.dto, metadata));
      } catch (error) {
        if (!(error instanceof DomainError)) this.logger.error(`row ${p.result.row}: ${String(error)}`);
        failed.push({ index: i, messages: [error instanceof DomainError ? error.message : PRODUCT_UPLOAD_MESSAGES.FAILED] });
      }
      settled = i + 1;
      const due = settled - recorded >= PROGRESS_ROWS || Date.now() - recordedAt >= PROGRESS_MS || settled === plan.length;
      if (due && !(await record())) return;
    }
    if (this.stopping) {
      if (settled > recorded) await record();
      if (settled < plan.length) return;
    }
    if (position) await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS * 4);
    const finish: FinishProductUpload = {
      type: 'FinishProductUpload',
      data: { uploadId },
      metadata: { userId: metadata.userId, now: new Date().toISOString() },
    };
    await this.commands.send(finish);
  }
}
