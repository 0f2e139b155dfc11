#!/usr/bin/env node
/**
 * `npm run bench:tasks` — what blocks the main thread of a storefront page after its first paint,
 * task by task. A script that prints figures, not a test: it exits 0 whatever they are (1 only
 * when the shop or Chromium cannot be started).
 *
 * Lighthouse's TBT (`npm run bench:web`) is a simulation (Lantern): it takes every main-thread task
 * of an unthrottled trace that lasted at least 10 ms, multiplies it by 4 (by 2 when the task did
 * layout), and adds up what exceeds 50 ms between the first contentful paint and the simulated
 * time to interactive. One figure per page swings by a factor of two on this shared 2-core
 * machine and does not say which tasks made it. This script records the same kind of trace
 * (Playwright driving Debian's Chromium, a new browser context per load: cold caches, 412×823 at
 * 1.75× as Lighthouse's mobile preset, no throttling) and prints, per page, each task of 10 ms or
 * more after the first contentful paint with its weighted blocking time (Lantern's rule) and what
 * ran inside it (the trace's child events with the most time), then the sum. The sum is an
 * estimate of the page's TBT for comparing builds, not Lighthouse's figure.
 *
 * It builds nothing: run `npm run build` first. It starts the built shop with a fresh DATA_DIR
 * (scripts/lib/shop-process.mjs), visits each page once untimed (the server's first render), then
 * traces each page BENCH_TASKS_RUNS times (default 3) and prints every run and the median sum.
 * Env: CHROME_PATH (default /usr/bin/chromium), BENCH_TASKS_PAGES (comma-separated paths; default
 * `/`, `/shop/products` and a product's page), BENCH_TASKS_RUNS, BENCH_TASKS_QUIET=1 (sums only).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { requireBuilt, startShop, stopOnInterrupt } from './lib/shop-process.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_TASKS_RUNS ?? 3));
const QUIET = process.env.BENCH_TASKS_QUIET === '1';
/** Lantern's rules (Lighthouse 12): tasks shorter than this are left out of its graph, in ms. */
const SIGNIFICANT_MS = 10;
/** Lighthouse's mobile preset slows the CPU this many times; a task that did layout, half as much. */
const CPU_SLOWDOWN = 4;
/** A task blocks for what it lasts beyond this, in ms of the slowed CPU. */
const BLOCKING_MS = 50;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'];

/**
 * The tasks of a trace that count for TBT: `{ at, ms, layout, blocking, inside }` per task of the
 * page's main thread that began after its first contentful paint and lasted SIGNIFICANT_MS or
 * more (`at` ms after navigation start; `inside` the child events with the most time).
 */
export function blockingTasks(traceEvents) {
  const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  if (!nav) return [];
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts > nav.ts);
  const own = traceEvents.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = [];
  for (const task of own) {
    if (task.name !== 'RunTask' || task.dur < SIGNIFICANT_MS * 1000 || task.ts < (fcp?.ts ?? nav.ts)) continue;
    const end = task.ts + task.dur;
    const time = new Map();
    let layout = false;
    for (const e of own) {
      if (e.ts < task.ts) continue;
      if (e.ts >= end) break;
      if (e === task || e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
      if (e.name === 'Layout') layout = true;
      const data = e.args?.data ?? {};
      const label = [e.name, data.url?.split('/').pop(), data.functionName, data.type].filter(Boolean).join(' ');
      time.set(label, (time.get(label) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const ms = task.dur / 1000;
    const inside = [...time]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([label, t]) => `${label} ${t.toFixed(1)}`);
    tasks.push({ at: (task.ts - nav.ts) / 1000, ms, layout, blocking: Math.max(0, ms * (layout ? CPU_SLOWDOWN / 2 : CPU_SLOWDOWN) - BLOCKING_MS), inside });
  }
  return tasks;
}

/** Loads `url` once in a new context of `browser` while tracing; returns the trace's events. */
async function trace(browser, url) {
  const dir = mkdtempSync(join(tmpdir(), 'ceramaison-trace-'));
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { path: join(dir, 'trace.json'), categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000); // what runs after load: hydration's tail, the fonts' hand-over
    await browser.stopTracing();
    const parsed = JSON.parse(readFileSync(join(dir, 'trace.json'), 'utf8'));
    return parsed.traceEvents ?? parsed;
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let shop = null;
let browser = null;
stopOnInterrupt('the shop', async () => browser?.close());

try {
  requireBuilt(undefined, 'bench:tasks builds nothing');
  process.stdout.write('starting the shop (fresh DATA_DIR, demo data)…\n');
  shop = await startShop({ name: 'the shop', tempDataDir: 'ceramaison-bench-tasks-', env: (base) => ({ PUBLIC_URL: base }), timeoutMs: 90_000 });
  const { base } = shop;
  const list = await (await fetch(`${base}/api/v1/shop/products`, { headers: { limit: '1', skip: '0' } })).json();
  const pages = process.env.BENCH_TASKS_PAGES?.split(',').filter(Boolean) ?? ['/', '/shop/products', `/shop/products/${list.products[0]._id}`];
  for (const path of pages) await (await fetch(base + path)).arrayBuffer();
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  const summary = [];
  for (const path of pages) {
    const sums = [];
    for (let run = 1; run <= RUNS; run++) {
      const tasks = blockingTasks(await trace(browser, base + path));
      const sum = tasks.reduce((s, t) => s + t.blocking, 0);
      sums.push(sum);
      process.stdout.write(`\n${path} run ${run}: estimated blocking ${Math.round(sum)} ms over ${tasks.length} tasks of ${SIGNIFICANT_MS} ms or more\n`);
      if (QUIET) continue;
      for (const t of tasks) {
        process.stdout.write(
          `  ${String(Math.round(t.at)).padStart(5)} ms  ${t.ms.toFixed(1).padStart(5)} ms${t.layout ? ' L' : '  '} → ${String(Math.round(t.blocking)).padStart(4)}  ${t.inside.join(' | ')}\n`,
        );
      }
    }
    summary.push([path, sums]);
  }
  process.stdout.write('\nestimated blocking after the first paint (ms; Lantern weighting, unthrottled traces)\n');
  for (const [path, sums] of summary) {
    const label = path.startsWith('/shop/products/') ? '/shop/products/<id>' : path;
    process.stdout.write(`  ${label.padEnd(24)} median ${String(Math.round(median(sums))).padStart(4)}   runs ${sums.map((s) => Math.round(s)).join(', ')}\n`);
  }
} catch (error) {
  process.stderr.write(`bench:tasks failed: ${error.stack ?? error}\n`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await shop?.stop();
}
