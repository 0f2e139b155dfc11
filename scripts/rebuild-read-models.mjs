#!/usr/bin/env node
/**
 * Drops every read model and rebuilds it from the event log (ARCHITECTURE §1: read models are
 * disposable). Uses the same engine configuration as the shop (EVENT_STORE_URL, READ_STORE_URL,
 * DATA_DIR); with the embedded in-memory read store it rewrites the read-model snapshot under
 * DATA_DIR from the rebuilt models. Stop the shop's processes first: a running process owning the projections would
 * keep writing while the models are dropped.
 *   node scripts/rebuild-read-models.mjs
 */
import { existsSync } from 'node:fs';

const dist = new URL('../backend/dist/bootstrap.js', import.meta.url);
if (!existsSync(dist)) {
  console.error('backend/dist is missing: run `npm run build` first');
  process.exit(1);
}
process.env.SEED = 'false';
const { createApp } = await import(dist.href);
const { ProjectionRunner } = await import(new URL('../backend/dist/platform/projections/projection-runner.js', import.meta.url).href);
const { SalesStatisticsConsumer } = await import(new URL('../backend/dist/reporting/consumers/sales-statistics.consumer.js', import.meta.url).href);
const { ReadModelSnapshots } = await import(new URL('../backend/dist/platform/projections/read-model-snapshots.js', import.meta.url).href);
const started = Date.now();
const app = await createApp({ logger: false });
const runner = app.get(ProjectionRunner);
if (!runner.isLeader) {
  console.error('another process owns the projections: stop the shop, then run this again');
  await app.close();
  process.exit(1);
}
await runner.rebuild();
// Statistics are built by a bus consumer, not a projection: it replays the order events itself.
await app.get(SalesStatisticsConsumer).rebuild();
// The embedded read store: the next start loads the rebuilt models, not the snapshot it started from.
await app.get(ReadModelSnapshots).write();
console.log(`read models rebuilt from the log up to position ${runner.checkpoint} in ${Date.now() - started} ms`);
await app.close();
