#!/usr/bin/env node
/**
 * Restores a backup written by backup.mjs into an EMPTY event store: checks the file, appends
 * its events in log order with their streams, revisions and ids, then reads the restored log
 * back and checks it against the file. Writes through the event store port of the built
 * backend, so a backup moves between engines. `npm run restore -- --help` tells more.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { LineDigest, Progress, Refusal, eventLine, openConfiguredEventStore, parseHeader, readLines, readLog, runScript } from './lib/event-log.mjs';

const HELP = `Usage: npm run restore -- FILE

Restores the event log saved by \`npm run backup -- FILE\` into the shop's event store:
EVENT_STORE_URL (postgres://…[?schema=…] or esdb://…), else PGlite under DATA_DIR/events
(default ./data). The target must be empty (a new DATA_DIR, schema or database): a store that
holds any event is refused. Stop the shop first.

The file is checked (count and sha256 of the header) before anything is written; the events
are appended in log order with their streams, revisions and ids; the restored log is read
back and checked against the file. Read models are not in the file: the shop rebuilds them
from the log when it starts (with READ_STORE_URL, give it an empty database).
`;

/** Events appended per call (consecutive events of one stream). */
const BATCH = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The event of line `n` of the file, checked for shape. */
function parseEvent(line, n, file) {
  let e;
  try {
    e = JSON.parse(line);
  } catch {
    e = null;
  }
  const object = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (
    !object(e) ||
    typeof e.stream !== 'string' ||
    !e.stream ||
    !Number.isInteger(e.revision) ||
    e.revision < 0 ||
    !UUID.test(e.id ?? '') ||
    typeof e.type !== 'string' ||
    !object(e.data) ||
    !object(e.metadata)
  ) {
    throw new Refusal(`${file}, line ${n}: not an event`);
  }
  return e;
}

/** Reads the whole file once: header, then count and checksum of the event lines against it. */
async function checkFile(file) {
  let header;
  const digest = new LineDigest();
  const progress = new Progress('check file');
  try {
    for await (const line of readLines(file)) {
      if (!header) {
        header = parseHeader(line, file);
        continue;
      }
      digest.add(line);
      progress.tick(digest.count);
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(`${file} cannot be read (${error.message}): damaged, or not a backup`);
  }
  if (!header) throw new Refusal(`${file} is empty`);
  const sha256 = digest.hex();
  if (digest.count !== header.count || sha256 !== header.sha256) {
    throw new Refusal(`${file} is damaged: ${digest.count} events with sha256 ${sha256}, its header says ${header.count} with ${header.sha256}`);
  }
  progress.done(digest.count);
  return header;
}

/** Appends the file's events in order, consecutive events of a stream together, and returns how many. */
async function append(store, file, header) {
  const progress = new Progress('restore', header.count);
  let restored = 0;
  let pending = null;
  const flush = async () => {
    const { stream, first, events } = pending;
    pending = null;
    const result = await store.appendToStream(stream, events, first === 0 ? 'no_stream' : first - 1);
    const last = first + events.length - 1;
    if (result.nextRevision !== last) throw new Error(`stream ${stream}: stored up to revision ${result.nextRevision}, expected ${last}`);
    restored += events.length;
    progress.tick(restored);
  };
  let n = 0;
  try {
    for await (const line of readLines(file)) {
      n += 1;
      if (n === 1) continue;
      const e = parseEvent(line, n, file);
      if (pending && (pending.stream !== e.stream || pending.first + pending.events.length !== e.revision || pending.events.length >= BATCH)) await flush();
      pending ??= { stream: e.stream, first: e.revision, events: [] };
      pending.events.push({ id: e.id, type: e.type, data: e.data, metadata: e.metadata });
    }
    if (pending) await flush();
  } catch (error) {
    throw new Refusal(
      `stopped after ${restored} of ${header.count} events: ${error.message}. The event store now holds part of the log: empty it before restoring again.`,
    );
  }
  progress.done(restored);
  return restored;
}

await runScript('restore', async () => {
  const args = process.argv.slice(2);
  if (args.includes('-h') || args.includes('--help')) {
    process.stdout.write(HELP);
    return;
  }
  if (args.length !== 1 || args[0].startsWith('-')) throw new Refusal('usage: npm run restore -- FILE (--help for more)');
  const file = resolve(args[0]);
  if (!existsSync(file)) throw new Refusal(`${file} does not exist`);
  const started = Date.now();

  const { store, where, readStoreUrl } = await openConfiguredEventStore({ existing: false });
  try {
    const head = await store.headPosition();
    if (head !== 0) {
      throw new Refusal(
        `the event store (${where}) is not empty (its log reaches position ${head}): restore only into an empty one (a new DATA_DIR, schema or database)`,
      );
    }
    const header = await checkFile(file);
    process.stderr.write(`restore: ${header.count} events of ${header.createdAt ?? 'an unknown time'} into ${where}\n`);
    await append(store, file, header);

    const restored = new LineDigest();
    for await (const event of readLog(store)) restored.add(eventLine(event));
    const sha256 = restored.hex();
    if (restored.count !== header.count || sha256 !== header.sha256) {
      throw new Refusal(
        `the restored log differs from ${file}: ${restored.count} events with sha256 ${sha256}, the file has ${header.count} with ${header.sha256}`,
      );
    }
    process.stderr.write(
      `restore: ${restored.count} events restored and checked (sha256 ${sha256}) in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
        'The shop rebuilds its read models from the log when it starts.\n',
    );
    if (readStoreUrl) {
      process.stderr.write(
        'restore: READ_STORE_URL is set: start the shop on an empty read store database; the read models and checkpoints ' +
          'of an existing one follow the positions of the old log.\n',
      );
    }
  } finally {
    await store.close();
  }
});
