import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PRODUCT_UPLOAD_MESSAGES, type ProductUploadJob, type ProductUploadRow, type ProductUploadSummary } from '@shop/contracts';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { DomainError } from '../../../platform/event-sourcing/decider.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { CATALOG, type CategoryDoc, type ProductDoc } from '../../projections/catalog.projection.js';
import { ConsoleProducts } from '../console-products/console-products.js';
import { consoleProductOf } from '../console-products/console-products.queries.js';
import { planRow, type PlannedRow, type UploadReferences } from './product-rows.js';
import { productUploadErrorReport, productUploadTemplate, readProductSheet } from './product-sheet.js';

/** How many finished uploads are kept for their status and error report (oldest dropped first). */
const KEPT_JOBS = 50;

function summaryOf(rows: ProductUploadRow[]): ProductUploadSummary {
  const s: ProductUploadSummary = { total: rows.length, create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) s[r.action] += 1;
  return s;
}

/**
 * The product bulk upload (spec §2 console shop/bulk-upload, §6 console only): checks every row
 * of an uploaded sheet with the console product editor's rules (product-rows.ts) and, for an
 * import, writes each good row through the editor's own writes (ConsoleProducts: a new code
 * creates a product claiming its code, a known code updates only the fields that differ). A row
 * is written whole or not at all; a refused row is skipped and reported; the same sheet imported
 * twice changes nothing the second time. Uploads are kept in this process's memory (the last
 * {@link KEPT_JOBS}) for the page to poll.
 */
@Injectable()
export class ProductUploads {
  private readonly logger = new Logger('ProductUploads');
  private readonly jobs = new Map<string, ProductUploadJob>();

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
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

  /** Checks every row of the sheet and answers what each would do; writes nothing. Throws ProductSheetError (unreadable sheet). */
  async dryRun(bytes: Buffer, now: string): Promise<ProductUploadJob> {
    const plan = await this.plan(bytes);
    const rows = plan.map((p) => p.result);
    return this.keep({
      id: randomUUID(),
      dryRun: true,
      status: 'done',
      total: rows.length,
      processed: rows.length,
      summary: summaryOf(rows),
      rows,
      startedAt: now,
      finishedAt: now,
    });
  }

  /**
   * Checks the sheet as the dry run does, then writes its good rows in the background; answers the
   * running job at once (poll {@link job}). Throws ProductSheetError (unreadable sheet).
   */
  async start(bytes: Buffer, metadata: CommandMetadata): Promise<ProductUploadJob> {
    const plan = await this.plan(bytes);
    const rows = plan.map((p) => ({ ...p.result }));
    const job = this.keep({
      id: randomUUID(),
      dryRun: false,
      status: 'running',
      total: rows.length,
      processed: 0,
      summary: summaryOf(rows),
      rows,
      startedAt: metadata.now,
      finishedAt: null,
    });
    void this.run(job, plan, metadata).catch((error: unknown) => {
      this.logger.error(`upload ${job.id}: ${String(error)}`);
      job.status = 'done';
      job.finishedAt = new Date().toISOString();
    });
    return job;
  }

  /** The upload `id`, or null when unknown (or dropped). */
  job(id: string): ProductUploadJob | null {
    return this.jobs.get(id) ?? null;
  }

  /** The refused rows of upload `id` as an .xlsx, or null when unknown. */
  async errorReport(id: string): Promise<Buffer | null> {
    const job = this.jobs.get(id);
    return job ? productUploadErrorReport(job.rows) : null;
  }

  private keep(job: ProductUploadJob): ProductUploadJob {
    this.jobs.set(job.id, job);
    for (const id of this.jobs.keys()) {
      if (this.jobs.size <= KEPT_JOBS) break;
      if (this.jobs.get(id)?.status === 'done') this.jobs.delete(id);
    }
    return job;
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

  /** Writes the planned rows one by one (each whole or not at all), counting progress; done once the read models show them. */
  private async run(job: ProductUploadJob, plan: PlannedRow[], metadata: CommandMetadata): Promise<void> {
    let position = 0;
    for (const [i, p] of plan.entries()) {
      const row = job.rows[i]!;
      try {
        if (p.write?.kind === 'create') position = Math.max(position, (await this.products.create(p.write.dto, metadata)).position);
        else if (p.write?.kind === 'update') position = Math.max(position, await this.products.update(p.write.id, p.write.dto, metadata));
      } catch (error) {
        if (!(error instanceof DomainError)) this.logger.error(`row ${row.row}: ${String(error)}`);
        row.action = 'error';
        row.messages = [error instanceof DomainError ? error.message : PRODUCT_UPLOAD_MESSAGES.FAILED];
      }
      job.processed = i + 1;
    }
    if (position) await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS * 4);
    job.summary = summaryOf(job.rows);
    job.status = 'done';
    job.finishedAt = new Date().toISOString();
  }
}
