/**
 * What backup.mjs and restore.mjs share: the file format of an event-log backup, and opening the
 * event store the shop's configuration names, through the built backend's own adapter.
 *
 * The file is gzip'd NDJSON. Line 1 is the header, then one line per event in global log order:
 *   {"format":"ceramaison-event-log","version":1,"count":N,"sha256":"<hex>",…}
 *   {"stream":"order-…","revision":0,"id":"<uuid>","type":"OrderPlaced","data":{…},"metadata":{…}}
 * `sha256` is taken over the event lines exactly as stored (each with its "\n"), so
 * `zcat FILE | tail -n +2 | sha256sum` checks it by hand. Object keys inside data and metadata are
 * sorted and ids are in lower case, so the same log gives the same lines whatever engine it is read
 * from (PostgreSQL's jsonb reorders keys) and a restored log can be checked against the file.
 * Global positions are not kept: they are the target engine's to give; the order of the lines is
 * the log's order. The event's time is `metadata.at` (the engine's own commit time is not part
 * of the event store port).
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createGunzip } from 'node:zlib';

export const FORMAT = 'ceramaison-event-log';
export const VERSION = 1;
/** Events read from the store per call. */
export const PAGE = 1000;

const dist = new URL('../../backend/dist/', import.meta.url);

/** A refusal or failure to report in one line, without a stack trace. */
export class Refusal extends Error {}

/** The value with the keys of every object sorted, so that equal JSON values stringify alike. */
function sorted(value) {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  // A null prototype keeps a key named "__proto__" an ordinary key.
  const out = Object.create(null);
  for (const key of Object.keys(value).sort()) out[key] = sorted(value[key]);
  return out;
}

/** The line (without "\n") of one stored event. */
export function eventLine(event) {
  return JSON.stringify({
    stream: event.streamId,
    revision: event.revision,
    id: event.id.toLowerCase(),
    type: event.type,
    data: sorted(event.data),
    metadata: sorted(event.metadata),
  });
}

/** Counts lines and hashes them as the header's `count` and `sha256` are made. */
export class LineDigest {
  count = 0;
  #hash = createHash('sha256');
  add(line) {
    this.#hash.update(line);
    this.#hash.update('\n');
    this.count += 1;
  }
  hex() {
    return this.#hash.digest('hex');
  }
}

/** Prints "<label>: N events (R/s)" to stderr at most every 2 s, and a closing line. */
export class Progress {
  #started = Date.now();
  #last = this.#started;
  constructor(label, total) {
    this.label = label;
    this.total = total;
  }
  tick(done) {
    const now = Date.now();
    if (now - this.#last < 2000) return;
    this.#last = now;
    process.stderr.write(`${this.label}: ${done}${this.total ? ` of ${this.total}` : ''} events (${this.#rate(done, now)}/s)\n`);
  }
  done(done) {
    const ms = Date.now() - this.#started;
    process.stderr.write(`${this.label}: ${done} events in ${(ms / 1000).toFixed(1)} s (${this.#rate(done, Date.now())}/s)\n`);
  }
  #rate(done, now) {
    return Math.round((done * 1000) / Math.max(1, now - this.#started));
  }
}

/** The lines of a backup file (without their "\n"), decompressed as they are read. Rejects on a damaged file. */
export async function* readLines(file) {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip).setEncoding('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      yield* lines;
    }
    if (rest) yield rest;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

/** Parses and checks the header line of a backup. */
export function parseHeader(line, file) {
  let header;
  try {
    header = JSON.parse(line ?? '');
  } catch {
    header = null;
  }
  if (header?.format !== FORMAT) throw new Refusal(`${file} is not an event-log backup (no "${FORMAT}" header)`);
  if (header.version !== VERSION) throw new Refusal(`${file} has format version ${header.version}; this script reads version ${VERSION}`);
  if (!Number.isInteger(header.count) || header.count < 0 || !/^[0-9a-f]{64}$/.test(header.sha256 ?? '')) throw new Refusal(`${file}: damaged header`);
  return header;
}

/** Every event of the log up to `head`, in log order, read a page at a time. */
export async function* readLog(store, head = Number.POSITIVE_INFINITY) {
  let after = 0;
  for (;;) {
    const page = await store.readAll(after, PAGE);
    for (const event of page) {
      if (event.position > head) return;
      yield event;
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1].position;
  }
}

/**
 * Opens the event store the shop would open with this environment (DATA_DIR, EVENT_STORE_URL:
 * see backend/src/platform/config/app-config.ts) and returns it with a description of where it
 * is. `existing`: refuse when the embedded store's directory does not exist (for reading).
 */
export async function openConfiguredEventStore({ existing }) {
  if (!existsSync(new URL('platform/platform.module.js', dist))) throw new Refusal('backend/dist is missing: run `npm run build` first');
  const { Logger } = await import('@nestjs/common');
  const { loadConfig } = await import(new URL('platform/config/app-config.js', dist).href);
  const { openEventStore } = await import(new URL('platform/platform.module.js', dist).href);
  // The adapter's own start-up line would go to stdout; these scripts report on stderr.
  Logger.overrideLogger(false);

  const url = process.env.EVENT_STORE_URL?.trim() || null;
  const dataDir = resolve(process.env.DATA_DIR ?? './data'); // as loadConfig resolves it
  let where;
  if (url === 'memory') throw new Refusal('EVENT_STORE_URL=memory keeps no log to back up or restore into');
  if (url) {
    where = url.replace(/\/\/[^@/]*@/, '//***@');
  } else {
    const dir = join(dataDir, 'events');
    where = `PGlite ${dir}`;
    if (existing && !existsSync(dir)) throw new Refusal(`no event store at ${dir}: set DATA_DIR (or EVENT_STORE_URL) as for the shop`);
    // PGlite has no lock of its own: two processes on one directory would corrupt it.
    if (existsSync(join(dir, 'postmaster.pid'))) {
      throw new Refusal(
        `${dir} is in use (postmaster.pid): stop the shop first. If no shop runs on it (a killed shop leaves the file behind), start and stop the shop once.`,
      );
    }
  }
  // A placeholder secret keeps loadConfig from writing a token-secret file into DATA_DIR.
  const config = loadConfig({ ...process.env, TOKEN_SECRET: process.env.TOKEN_SECRET || 'unused-by-backup-and-restore' });
  try {
    return { store: await openEventStore(config), where, readStoreUrl: config.readStoreUrl };
  } catch (error) {
    throw new Refusal(`cannot open the event store (${where}): ${error?.message ?? error}`);
  }
}

/** Runs `main`, reports a Refusal (or any error) on one line and sets the exit code. */
export async function runScript(name, main) {
  try {
    await main();
  } catch (error) {
    process.stderr.write(`${name}: ${error instanceof Refusal ? error.message : (error?.stack ?? error)}\n`);
    process.exitCode = 1;
  }
}
