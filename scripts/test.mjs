#!/usr/bin/env node
/**
 * `npm test`: every suite of the shop, in order, with one closing count.
 *  0. audits the production dependencies (scripts/audit.mjs: fails on a high or critical
 *     advisory not in audit-allowlist.json; warns and passes when the registry cannot be asked);
 *  1. lint and format check (`npm run lint`, `npm run format:check`): seconds, so a stray import
 *     across a boundary or an unformatted file is reported before the long suites run;
 *  2. builds contracts, backend and frontend, then type-checks everything the build leaves out
 *     (the API, browser and unit test files);
 *  3. Jest "unit": deciders, rules, the architecture test, and each port's contract suite on every
 *     adapter available (the PostgreSQL server suite runs when TEST_POSTGRES_URL=postgres://… is set);
 *  4. Jest "api": supertest suites against the shop on embedded engines, then API fuzzing from
 *     the OpenAPI document with Schemathesis as visitor, member and operator (scripts/fuzz.mjs);
 *  5. Playwright in Chromium at 1440 px, and at 390 px the stories tagged @mobile (installs
 *     Chromium first when none is found: apt-get as root, Playwright's installer otherwise).
 * Engine suites run where their engine's URL is given: TEST_POSTGRES_URL (event store),
 * TEST_MONGO_URL (read store), TEST_KAFKA_BROKERS (bus). With the first two, the API and
 * browser suites run a second time on the production-like engines (plus Kafka when given), the
 * browser ones at 1440 px and only the stories tagged @engines (money, claims, settlements,
 * statistics, bulk writes: where what the engines store and when they show it changes the page).
 * Prints each failing test again at the end (a CI log is often read from its tail), then
 * "N passed, N failed" last, and exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = { passed: 0, failed: 0, skipped: 0 };
/** Each failing test as "stage › file › title", listed again under the closing count. */
const failures = [];
let currentStep = '';
const started = Date.now();

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  return r.status ?? 1;
}

function step(name, fn) {
  const t = Date.now();
  console.log(`\n=== ${name}`);
  currentStep = name;
  const ok = fn();
  if (!ok && !failures.some((f) => f.startsWith(`${name} ›`))) failures.push(`${name} › (the step itself)`);
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  return ok;
}

/** Engine URLs for the shop under test when the production-like engines are given, else null. */
function productionEngines() {
  const { TEST_POSTGRES_URL: pg, TEST_MONGO_URL: mongo, TEST_KAFKA_BROKERS: kafka } = process.env;
  if (!pg || !mongo) return null;
  return { E2E_EVENT_STORE_URL: pg, E2E_READ_STORE_URL: mongo, ...(kafka ? { E2E_BUS_URL: `kafka://${kafka}` } : {}) };
}

/**
 * API suites about the HTTP layer alone (the document, headers, compression, input guards, logs,
 * throttles): what they check is the same on every engine, so the production-like run skips them.
 */
const HTTP_ONLY_SUITES = ['openapi', 'security-headers', 'compression', 'hardening', 'logging', 'throttling'];

/**
 * Two Jest workers for the API suites on the embedded engines, also on two cores (Jest's default
 * there is one): each suite starts a shop of its own and spends much of its time waiting on
 * projections, timers and throttles, so two at once take about 60% of the time of one after the
 * other. The production-like run keeps one: FerretDB's SQLite backend failed to create indexes
 * for two suites at once ("SQL logic error"), and a wait for the read models ran out under the load.
 */
const API_WORKERS = ['--maxWorkers=2'];

/**
 * The production-like run in one worker that is replaced after every suite file (any worker
 * past 64 MB is, and a shop takes more): in one process for them all, a suite's Kafka consumers
 * still running after its shop timed out to start loaded every later suite, whose starts then
 * ran out of time in turn.
 */
const PRODUCTION_API_WORKERS = ['--maxWorkers=1', '--workerIdleMemoryLimit=64MB'];

function jest(project, env = {}, args = []) {
  const out = join(mkdtempSync(join(tmpdir(), 'jest-')), 'result.json');
  const status = run(
    process.execPath,
    [
      '--experimental-vm-modules',
      join(root, 'node_modules/jest/bin/jest.js'),
      '--selectProjects',
      project,
      '--json',
      '--outputFile',
      out,
      '--forceExit',
      ...args,
    ],
    {
      cwd: join(root, 'backend'),
      env,
    },
  );
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    results.passed += r.numPassedTests;
    results.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    results.skipped += r.numPendingTests;
    for (const suite of r.testResults ?? []) {
      const file = suite.name.replace(root, '');
      const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failures.push(`${currentStep} › ${file} › ${t.fullName}${excerpt(t.failureMessages?.[0])}`);
      if (!failed.length && suite.status === 'failed')
        failures.push(`${currentStep} › ${file} › (the suite did not run: ${(suite.message ?? '').split('\n').find((l) => l.trim()) ?? ''})`);
    }
  } else results.failed += 1;
  return status === 0;
}

function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return true;
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian chromium with apt-get');
    run('apt-get', ['update', '-qq']);
    return run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } }) === 0;
  }
  console.log("Chromium not found: installing Playwright's Chromium");
  return run('npx', ['playwright', 'install', 'chromium']) === 0;
}

/**
 * The first lines of a failure's message, indented under its name in the closing list: CI keeps
 * only the tail of the log, so the list must say why as well as what failed.
 */
function excerpt(message, lines = 8) {
  if (!message) return '';
  // Colour codes out: ESC, then "[" and digits up to "m".
  const plain = message
    .split(String.fromCharCode(27))
    .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
    .join('')
    .split('\n')
    .filter((l) => l.trim() && !/^\s+at /.test(l));
  return (
    '\n      ' +
    plain
      .slice(0, lines)
      .map((l) => l.slice(0, 240))
      .join('\n      ')
  );
}

/** "project › file:line › title" of each test in a Playwright JSON report that ended unexpectedly. */
function playwrightFailures(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error;
        const where = error?.location ? ` (at ${error.location.file.replace(root, '')}:${error.location.line})` : '';
        found.push(`${test.projectName} › ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${excerpt(error?.message)}${where}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** Playwright with `args` added (e.g. one project), counting its tests into the closing count. */
function playwright(env = {}, args = []) {
  if (!existsSync(join(root, 'frontend/playwright.config.ts'))) return true;
  if (!ensureChromium()) {
    results.failed += 1;
    return false;
  }
  const out = join(mkdtempSync(join(tmpdir(), 'pw-')), 'result.json');
  const status = run('npx', ['playwright', 'test', '--config', 'playwright.config.ts', ...args], {
    cwd: join(root, 'frontend'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
  });
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
    results.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    results.failed += s.unexpected ?? 0;
    results.skipped += s.skipped ?? 0;
    for (const f of playwrightFailures(JSON.parse(readFileSync(out, 'utf8')))) failures.push(`${currentStep} › ${f}`);
    // A run that failed without a failing test (no tests found, server did not start) still fails.
    if (status !== 0 && !(s.unexpected > 0)) results.failed += 1;
  } else if (status !== 0) results.failed += 1;
  return status === 0;
}

/**
 * `npm run fuzz` on its CI budget: one item, failed by any 5xx or failed check (scripts/fuzz.mjs).
 * Without Schemathesis (`st`) and with FUZZ_OPTIONAL=1 it is skipped with a line saying so.
 */
function fuzz() {
  if (process.env.FUZZ_OPTIONAL === '1' && spawnSync('st', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.log("API fuzzing skipped: Schemathesis (`st`) is not installed and FUZZ_OPTIONAL=1 (python3 -m pip install 'schemathesis>=4,<5')");
    results.skipped += 1;
    return true;
  }
  const status = run(process.execPath, [join(root, 'scripts/fuzz.mjs')]);
  if (status === 0) results.passed += 1;
  else results.failed += 1;
  return status === 0;
}

/** Both checks run (one report of everything to fix); each failing one counts as a failure. */
function checks() {
  const failures = [run('npm', ['run', 'lint']), run('npm', ['run', 'format:check'])].filter((status) => status !== 0).length;
  results.failed += failures;
  return failures === 0;
}

const production = productionEngines();
const productionName = production ? `PostgreSQL + MongoDB wire protocol${production.E2E_BUS_URL ? ' + Kafka' : ''}` : '';
const ok = [
  step(
    'dependency audit (npm audit, production dependencies)',
    () => run(process.execPath, [join(root, 'scripts/audit.mjs')]) === 0 || ((results.failed += 1), false),
  ),
  step('lint and format check (ESLint + Prettier)', checks),
  step('build and type check', () => (run('npm', ['run', 'build']) === 0 && run('npm', ['run', 'typecheck']) === 0) || ((results.failed += 1), false)),
  step('unit and engine contract suites (Jest)', () => jest('unit')),
  step('API suites on the embedded engines (Jest + supertest)', () => jest('api', {}, API_WORKERS)),
  step('API fuzzing from the OpenAPI document (Schemathesis), as visitor, member and operator', fuzz),
  step('browser suites on the embedded engines (Playwright + Chromium)', () => playwright()),
  ...(production
    ? [
        step(`API suites on ${productionName}`, () =>
          jest('api', production, [...PRODUCTION_API_WORKERS, '--testPathIgnorePatterns', ...HTTP_ONLY_SUITES.map((name) => `/e2e/${name}\\.e2e-spec\\.ts$`)]),
        ),
        // The engines change what the server stores and when it shows it, not what a viewport
        // lays out: at 1440 only, and the stories tagged @engines; the API suites above cover
        // every call on these engines. One story at a time: PostgreSQL, FerretDB and Kafka share
        // the two cores with the shop and the browser.
        step(`browser stories tagged @engines on ${productionName}, at 1440 px`, () =>
          playwright(production, ['--project', 'desktop', '--grep', '@engines', '--workers', '1']),
        ),
      ]
    : []),
].every(Boolean);

// What the suites left in the temporary directory during this run goes with it: the shops' data
// directories (shop-e2e-*, shop-pw-*, and the API suites' template shops, backend/e2e/harness.ts)
// and the result files read above (jest-*, pw-*). On a busy machine they filled the disk.
for (const name of readdirSync(tmpdir())) {
  if (!/^(shop-e2e-|shop-pw-|jest-|pw-)/.test(name)) continue;
  const path = join(tmpdir(), name);
  try {
    if (statSync(path).mtimeMs >= started) rmSync(path, { recursive: true, force: true });
  } catch {
    // gone already, or not ours to remove
  }
}

console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s${production ? ` (also on ${productionName})` : ''}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
console.log(`${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`);
process.exit(ok && results.failed === 0 ? 0 : 1);
