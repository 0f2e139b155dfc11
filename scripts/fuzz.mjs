#!/usr/bin/env node
/**
 * `npm run fuzz` — API fuzzing of the 세라메종 backend with Schemathesis (`st`, 4.x, a Python
 * tool: `python3 -m pip install 'schemathesis>=4,<5'`). Every answer must be a clear refusal or
 * a success that matches the OpenAPI document: a 5xx is a bug.
 *
 * What it does:
 *   0. Looks for `st`; without it, says so and exits 1 (env FUZZ_OPTIONAL=1: prints one
 *      `fuzz: skipped — …` line and exits 0; `npm test` then counts the stage as skipped).
 *      If backend/dist/main.js is missing, runs `npm run build` at the root once.
 *   1. Starts the built backend (`node backend/dist/main.js`) on a free 127.0.0.1 port with a
 *      fresh temp DATA_DIR, the embedded engines and the demo catalogue, throttles opened wide
 *      (THROTTLE_*), and waits until GET /api/v1/setting answers 200 (60 s at most). The child is
 *      stopped by its PID at the end — also on errors and Ctrl-C — and the temp dir removed
 *      (scripts/lib/shop-process.mjs).
 *   2. Reads the OpenAPI 3.1 document (GET /api/docs-json) and keeps the read-your-writes header
 *      `x-min-position` on GET /api/v1/setting only: it is one interceptor on every route, and a
 *      position not yet reached holds the answer 3 s by design, which would take most of the run.
 *   3. Gets a token for each role: anonymous (none), a member signed up through POST /api/v1/users,
 *      and the operator ROOT (demo account) — Basic credentials → refresh token → access token.
 *      The member buys one of an on-sale product now and puts it and another in the cart: that
 *      product's id, the member's order id and cart-line ids go into the document as OpenAPI
 *      examples of the path parameters and body properties that name them (REAL_ID_EXAMPLES),
 *      so requests reach past "not found" into the rules, while fuzzing still draws its own ids.
 *   4. Runs `st run` on the document once per role, the three at once, each with that role's `Authorization: Bearer …`:
 *      phases examples, coverage, fuzzing and stateful; checks not_a_server_error,
 *      status_code_conformance, content_type_conformance and response_schema_conformance, or
 *      the comma list FUZZ_CHECKS for exploratory runs (Schemathesis' names, e.g.
 *      `FUZZ_CHECKS=all` or `FUZZ_CHECKS=not_a_server_error,negative_data_rejection`);
 *      `--max-examples` FUZZ_MAX_EXAMPLES (default 20) per operation, seed FUZZ_SEED (default
 *      2026), FUZZ_WORKERS workers (default 1: a 2-worker run once failed inside Schemathesis
 *      itself). The health check `filter_too_much` is off: the sign-up and order bodies have
 *      patterns (the password's look-aheads) that Hypothesis can satisfy only by filtering,
 *      which is a limit of the generator, not of the shop.
 *   5. Prints per role: operations tested, requests sent, failures by check, errors; then the
 *      server errors the backend logged (their stack), and a closing line. Exits 1 when any
 *      check failed, Schemathesis reported an error, or the backend logged a server error.
 *
 * Reports (Schemathesis' JSON and NDJSON per role, its console output, the backend's log) go to
 * FUZZ_REPORT_DIR (default a temp dir, removed when everything passed). Replay one failure with
 * the `curl` line Schemathesis prints in `<role>/st.log`. FUZZ_VERBOSE=1 echoes Schemathesis'
 * output as it runs. About 2 minutes in all with the defaults on 2 cores.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { buildIfMissing, startShop, stopOnInterrupt } from './lib/shop-process.mjs';

const MAX_EXAMPLES = wholeNumber('FUZZ_MAX_EXAMPLES', 20);
const SEED = wholeNumber('FUZZ_SEED', 2026);
const WORKERS = wholeNumber('FUZZ_WORKERS', 1);
const OPTIONAL = process.env.FUZZ_OPTIONAL === '1';
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
const DEFAULT_CHECKS = ['not_a_server_error', 'status_code_conformance', 'content_type_conformance', 'response_schema_conformance'];
/** FUZZ_CHECKS, a comma list of Schemathesis check names for exploratory runs; unset or empty: the default four. */
const CHECKS = listFromEnv('FUZZ_CHECKS') ?? DEFAULT_CHECKS;
const PHASES = ['examples', 'coverage', 'fuzzing', 'stateful'];
/** The operation that keeps the read-your-writes header in the fuzzed document (see step 2). */
const MIN_POSITION_KEPT_ON = { path: '/api/v1/setting', method: 'get' };
const OPERATOR = { username: 'root', password: 'Ceramaison!2026' };

/** The comma list in variable `name`, or null when it names nothing. */
function listFromEnv(name) {
  const list = (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length ? list : null;
}

function wholeNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`fuzz: ${name} must be a whole number from 1, got "${raw}"`);
    process.exit(2);
  }
  return n;
}

// ---------------------------------------------------------------- the backend (scripts/lib/shop-process.mjs)

let shop = null;
const stRuns = new Set(); // the running `st` processes, stopped on Ctrl-C

stopOnInterrupt('Schemathesis and the backend', async () => {
  for (const run of stRuns) if (run.exitCode === null) process.kill(run.pid, 'SIGTERM');
});

// ---------------------------------------------------------------- helpers

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function api(base, method, path, { headers = {}, body } = {}) {
  const h = { ...headers };
  if (body !== undefined) h['content-type'] = 'application/json';
  const r = await fetch(base + path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** The access token of `username` through the spec §7 token flow. */
async function accessToken(base, username, password) {
  const basic = Buffer.from(`${username}:${password}`).toString('base64');
  const { refreshToken } = await api(base, 'GET', '/api/auth/refreshToken', { headers: { authorization: `Basic ${basic}` } });
  const { accessToken } = await api(base, 'GET', '/api/auth/accessToken', { headers: { authorization: `Bearer ${refreshToken}` } });
  return accessToken;
}

/** Signs up a new member (a valid body of contracts' SignUpDto) and returns its access token. */
async function memberToken(base) {
  const username = `fuzz${Date.now().toString(36)}`.slice(0, 20);
  const password = 'Fuzz2026!';
  await api(base, 'POST', '/api/v1/users', {
    body: { username, password, name: '퍼즈회원', email: `${username}@example.kr`, phone: '010-1234-5678', type: 'PERSON', _terms: ['service', 'privacy'] },
  });
  return accessToken(base, username, password);
}

/**
 * Real ids for the fuzzed document's examples (step 3), written through the API with the
 * member's token: an on-sale product without options, the member's order (bought now, one of
 * that product) and two cart lines, one of another product for the cart-line paths
 * (`cartLineId`) and one of that product for the order bodies (`orderedCartLineId`): an order
 * from a line removes it, and the paths would then only ever find nothing.
 */
async function realIds(base, token) {
  const auth = { authorization: `Bearer ${token}` };
  const { products: cards } = await api(base, 'GET', '/api/v1/shop/products', { headers: { limit: '50', skip: '0' } });
  const products = [];
  for (const card of cards.filter((p) => p.sells && p.stock > 1)) {
    const { product } = await api(base, 'GET', `/api/v1/shop/products/${card._id}`);
    if (product.options.length === 0) products.push(product);
    if (products.length === 2) break;
  }
  if (products.length < 2) throw new Error('fewer than two on-sale products with stock and without options in the demo catalogue');
  const [product, other] = products;
  const addresses = {
    sender: {
      name: '퍼즈회원',
      phone: '01012345678',
      email: 'fuzz@example.kr',
      postcode: '06236',
      address1: '서울특별시 강남구 테헤란로 123',
      address2: '4층',
    },
    receiver: { name: '받는사람', phone: '01098765432', postcode: '48058', address1: '부산광역시 해운대구 해운대로 100', address2: '101호' },
    paymentMethod: 'bank',
    requestMessage: '',
  };
  const { order } = await api(base, 'POST', '/api/v1/shop/orders', { headers: auth, body: { items: [{ product: product._id, amount: 1 }], ...addresses } });
  const line = async (p) => (await api(base, 'POST', '/api/v1/me/carts', { headers: auth, body: { product: p._id, option: {}, amount: 1 } })).cart?._id;
  const ids = { productId: product._id, orderId: order?._id, orderedCartLineId: await line(product), cartLineId: await line(other) };
  if (Object.values(ids).some((id) => !id)) throw new Error("the read models did not show the fuzzing member's order and cart lines in time");
  return ids;
}

/**
 * Where the real ids go in the document, as OpenAPI examples: path parameters by operation, and
 * request-body properties by schema. The examples phase sends them (the rest of the request
 * generated around them), the coverage phase varies around them, and fuzzing still draws its own.
 */
const REAL_ID_EXAMPLES = {
  parameters: [
    { path: '/api/v1/shop/products/{idOrCode}', name: 'idOrCode', id: 'productId' },
    { path: '/api/v1/me/carts/{id}', name: 'id', id: 'cartLineId' },
    { path: '/api/v1/me/orders/{id}', name: 'id', id: 'orderId' },
    { path: '/api/console/shop/orders/{id}', name: 'id', id: 'orderId' },
  ],
  properties: [
    { schema: 'AddCartLineDto', property: 'product', id: 'productId' },
    { schema: 'OrderItemDto', property: 'product', id: 'productId' },
    { schema: 'QuoteOrderDto', property: 'carts', id: 'orderedCartLineId', list: true },
    { schema: 'PlaceOrderDto', property: 'carts', id: 'orderedCartLineId', list: true },
  ],
};

/**
 * The document to fuzz, changed in place: `x-min-position` kept on one operation only, and the
 * real ids (from `realIds`) as examples. Returns the places given an example.
 */
function fuzzedDocument(doc, ids) {
  const placed = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!Array.isArray(operation?.parameters)) continue;
      if (!(path === MIN_POSITION_KEPT_ON.path && method === MIN_POSITION_KEPT_ON.method))
        operation.parameters = operation.parameters.filter((p) => !(p.in === 'header' && p.name === 'x-min-position'));
      for (const place of REAL_ID_EXAMPLES.parameters.filter((e) => e.path === path)) {
        const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === place.name);
        if (!parameter) continue;
        parameter.example = ids[place.id];
        placed.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  for (const place of REAL_ID_EXAMPLES.properties) {
    const property = doc.components?.schemas?.[place.schema]?.properties?.[place.property];
    if (!property) continue;
    property.examples = [place.list ? [ids[place.id]] : ids[place.id]];
    placed.push(`${place.schema}.${place.property}`);
  }
  return placed;
}

/** Figures of one `st run` from its reports: the JSON summary and the NDJSON event stream. */
async function figures(dir) {
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const summaryFile = files.find((f) => f.startsWith('json-'));
  const eventsFile = files.find((f) => f.startsWith('ndjson-'));
  const summary = summaryFile ? JSON.parse(readFileSync(join(dir, summaryFile), 'utf8')) : null;
  let requests = 0;
  const statuses = {};
  const failedChecks = {};
  const serverErrors = new Set();
  if (eventsFile) {
    const lines = createInterface({ input: createReadStream(join(dir, eventsFile)), crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line.startsWith('{"ScenarioFinished"')) continue;
      const { recorder } = JSON.parse(line).ScenarioFinished;
      for (const [caseId, interaction] of Object.entries(recorder.interactions ?? {})) {
        requests += 1;
        const status = interaction.response?.status_code;
        const kind = status ? `${String(status)[0]}xx` : 'no answer';
        statuses[kind] = (statuses[kind] ?? 0) + 1;
        if (status >= 500) serverErrors.add(`${interaction.request.method} ${new URL(interaction.request.uri).pathname} → ${status}`);
        for (const check of recorder.checks?.[caseId] ?? []) {
          if (check.status === 'failure') failedChecks[check.name] = (failedChecks[check.name] ?? 0) + 1;
        }
      }
    }
  }
  return {
    tested: summary?.operations?.tested ?? 0,
    selected: summary?.operations?.selected ?? 0,
    generated: summary?.test_cases?.generated ?? 0,
    uniqueFailures: summary?.test_cases?.unique_failures ?? 0,
    failures: summary?.failures ?? [],
    errors: summary?.errors ?? [],
    exitCode: summary?.exit_code ?? null,
    requests,
    statuses,
    failedChecks,
    serverErrors: [...serverErrors],
  };
}

/** Runs `st run` for one role; resolves with its exit code. Output goes to `<dir>/st.log`. */
function schemathesis(docFile, base, dir, token) {
  mkdirSync(dir, { recursive: true });
  const args = [
    'run',
    docFile,
    '--url',
    base,
    '--phases',
    PHASES.join(','),
    '--checks',
    CHECKS.join(','),
    '--max-examples',
    String(MAX_EXAMPLES),
    '--seed',
    String(SEED),
    '--workers',
    String(WORKERS),
    '--suppress-health-check',
    'filter_too_much',
    '--request-timeout',
    '20',
    '--generation-database',
    'none',
    '--no-color',
    '--report',
    'json,ndjson',
    '--report-dir',
    dir,
    ...(token ? ['--header', `Authorization: Bearer ${token}`] : []),
  ];
  const log = createWriteStream(join(dir, 'st.log'));
  return new Promise((res) => {
    const stRun = spawn('st', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    stRuns.add(stRun);
    for (const stream of [stRun.stdout, stRun.stderr]) {
      stream.pipe(log, { end: false });
      if (VERBOSE) stream.on('data', (chunk) => process.stdout.write(chunk));
    }
    stRun.once('error', (e) => {
      log.end(`\n${e.stack}\n`);
      res(127);
    });
    stRun.once('close', (code) => {
      stRuns.delete(stRun);
      log.end();
      res(code ?? 1);
    });
  });
}

/** Where the backend's log goes: `backend.log` in the report dir. */
const backendLog = (reportDir) => join(reportDir, 'backend.log');

/** The server errors the backend logged (level error and up), each with the first lines of its stack. */
function loggedServerErrors(logFile) {
  if (!existsSync(logFile)) return [];
  const out = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (!['error', 'fatal'].includes(entry.level) && !(entry.level >= 50)) continue;
    const text = String(entry.err?.stack ?? entry.msg ?? '');
    out.push(text.split('\n').slice(0, 4).join('\n    '));
  }
  return out;
}

/** Whether `st` runs here: its version line, or null. */
function schemathesisVersion() {
  const r = spawnSync('st', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return null;
  return r.stdout.trim();
}

// ---------------------------------------------------------------- main

async function main() {
  const version = schemathesisVersion();
  if (!version) {
    const how = "Schemathesis (`st`) is not installed: python3 -m pip install 'schemathesis>=4,<5' (add --break-system-packages on Debian's Python)";
    if (OPTIONAL) {
      console.warn(`fuzz: skipped — ${how}`);
      return 0;
    }
    console.error(`fuzz: ${how}`);
    return 1;
  }
  buildIfMissing();

  const started = performance.now();
  const reportDir = process.env.FUZZ_REPORT_DIR ? resolve(process.env.FUZZ_REPORT_DIR) : mkdtempSync(join(tmpdir(), 'ceramaison-fuzz-'));
  mkdirSync(reportDir, { recursive: true });
  console.log(`세라메종 fuzz — ${version}, ${MAX_EXAMPLES} examples per operation, seed ${SEED}, ${WORKERS} worker(s)`);
  console.log(`  checks: ${CHECKS.join(', ')}`);
  shop = await startShop({
    name: 'backend',
    tempDataDir: 'ceramaison-fuzz-data-',
    // The fuzzer signs in, signs up and orders far more from one address than a person would.
    env: {
      THROTTLE_SIGN_UPS_PER_HOUR: '1000000',
      THROTTLE_ORDERS_PER_MINUTE: '1000000',
      THROTTLE_SIGN_IN_PER_ACCOUNT: '1000000',
      THROTTLE_SIGN_IN_PER_ADDRESS: '1000000',
      THROTTLE_ADDRESS_SEARCHES_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
    },
    unset: ['LOG_PRETTY', 'TOKEN_SECRET'],
    logFile: backendLog(reportDir),
  });
  const { base } = shop;
  console.log(`  backend up at ${base} in ${seconds(shop.startMs)} (embedded engines, fresh data dir)`);

  const roles = [
    { name: 'anonymous', token: null },
    { name: 'member', token: await memberToken(base) },
    { name: 'operator ROOT', token: await accessToken(base, OPERATOR.username, OPERATOR.password) },
  ];
  const ids = await realIds(base, roles[1].token);
  const doc = await api(base, 'GET', '/api/docs-json');
  const placed = fuzzedDocument(doc, ids);
  const docFile = join(reportDir, 'openapi.json');
  writeFileSync(docFile, JSON.stringify(doc, null, 2));
  console.log(
    `  real ids as examples (${placed.length} places): product ${ids.productId}, the member's cart lines ${ids.cartLineId} and ${ids.orderedCartLineId} and order ${ids.orderId}`,
  );

  // The roles run at once: each is its own `st` with its own token, and most of a run is
  // Schemathesis generating cases, so two cores do three roles in about the time of two.
  process.stdout.write(`\n${roles.map((r) => r.name).join(', ')}: st run, all at once …\n`);
  const rows = await Promise.all(
    roles.map(async (role) => {
      const dir = join(reportDir, role.name.replace(/\W+/g, '-'));
      const t = performance.now();
      const code = await schemathesis(docFile, base, dir, role.token);
      const f = await figures(dir);
      return { role: role.name, code, ms: performance.now() - t, dir, ...f };
    }),
  );
  for (const { role, code, ms, dir, ...f } of rows) {
    const failed = Object.entries(f.failedChecks).map(([name, n]) => `${name} ${n}`);
    const errors = f.errors.map((e) => `${e.title} ${e.count}`);
    console.log(
      `\n${role}: ${seconds(ms)}\n` +
        `  operations tested ${f.tested}/${f.selected}, test cases ${f.generated}, requests ${f.requests} ` +
        `(${Object.entries(f.statuses)
          .sort()
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')})\n` +
        `  failures: ${failed.length ? failed.join(', ') : 'none'}${f.uniqueFailures ? ` (${f.uniqueFailures} unique)` : ''}; errors: ${errors.length ? errors.join(', ') : 'none'}`,
    );
    for (const e of f.serverErrors.slice(0, 10)) console.log(`  5xx: ${e}`);
    if (code !== 0) console.log(`  st exited ${code}: details in ${join(dir, 'st.log')}`);
  }

  await shop.stop();
  const logged = loggedServerErrors(backendLog(reportDir));
  if (logged.length) {
    console.log(`\nserver errors the backend logged (${logged.length}; full log ${backendLog(reportDir)}):`);
    for (const e of logged.slice(0, 10)) console.log(`  ${e}`);
  }

  const requests = rows.reduce((n, r) => n + r.requests, 0);
  const serverErrors = rows.reduce((n, r) => n + (r.statuses['5xx'] ?? 0), 0);
  const failures = rows.reduce((n, r) => n + Object.values(r.failedChecks).reduce((a, b) => a + b, 0), 0);
  const ok = rows.every((r) => r.code === 0) && serverErrors === 0 && logged.length === 0;
  console.log(
    `\nfuzz: ${ok ? 'passed' : 'FAILED'} — ${rows.length} roles, ${requests} requests, ${serverErrors} server errors (5xx), ` +
      `${failures} failed checks, ${seconds(performance.now() - started)}`,
  );
  if (ok && !process.env.FUZZ_REPORT_DIR) rmSync(reportDir, { recursive: true, force: true });
  else console.log(`reports: ${reportDir}`);
  return ok ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (e) {
  console.error(`\nfuzz failed: ${e?.stack ?? e}`);
  process.exitCode = 1;
} finally {
  await shop?.stop();
}
