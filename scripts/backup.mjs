#!/usr/bin/env node
/**
 * Writes a consistent snapshot of the shop's event log to a file: every event up to the log's
 * head when the backup starts, in log order, as gzip'd NDJSON with a header line (format,
 * count, sha256) that restore.mjs checks. Reads through the event store port of the built
 * backend, so it works on every engine the shop runs on. `npm run backup -- --help` tells more.
 */
import { closeSync, createReadStream, createWriteStream, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { FORMAT, LineDigest, Progress, Refusal, VERSION, eventLine, openConfiguredEventStore, readLog, runScript } from './lib/event-log.mjs';

const HELP = `Usage: npm run backup -- FILE

Writes every event of the shop's event log, in log order, to FILE (gzip'd NDJSON): a header
line {"format":"${FORMAT}","version":${VERSION},"count":N,"sha256":…}, then one line per event
(stream, revision, id, type, data, metadata). The snapshot ends at the last event committed
when the backup starts; FILE appears only once it is complete.

The event store is the shop's: EVENT_STORE_URL (postgres://…[?schema=…] or esdb://…), else
PGlite under DATA_DIR/events (default ./data), which must not be in use: stop the shop first.
A server-side store may be backed up while the shop runs.

Restore with: npm run restore -- FILE
On a PostgreSQL server the log is the table "events" (of the ?schema= schema), so
pg_dump -t <schema>.events also saves it, but only for PostgreSQL.
`;

await runScript('backup', async () => {
  const args = process.argv.slice(2);
  if (args.includes('-h') || args.includes('--help')) {
    process.stdout.write(HELP);
    return;
  }
  if (args.length !== 1 || args[0].startsWith('-')) throw new Refusal('usage: npm run backup -- FILE (--help for more)');
  const file = resolve(args[0]);
  const body = `${file}.${process.pid}.events.tmp`;
  const partial = `${file}.${process.pid}.tmp`;

  const { store, where } = await openConfiguredEventStore({ existing: true });
  try {
    // Appends commit in position order, so everything up to the head is there to read and stays as it is.
    const head = await store.headPosition();
    if (head === 0) throw new Refusal(`the event log (${where}) is empty: nothing to back up`);
    process.stderr.write(`backup: ${where}, up to position ${head}\n`);

    const digest = new LineDigest();
    const progress = new Progress('backup');
    await pipeline(
      async function* () {
        let chunk = '';
        for await (const event of readLog(store, head)) {
          const line = eventLine(event);
          digest.add(line);
          chunk += `${line}\n`;
          if (chunk.length >= 1 << 16) {
            yield chunk;
            chunk = '';
            progress.tick(digest.count);
          }
        }
        if (chunk) yield chunk;
      },
      createGzip(),
      createWriteStream(body),
    );
    progress.done(digest.count);

    // The header needs the count and checksum: it goes first as a gzip member of its own,
    // followed by the events' member (gunzip reads concatenated members as one stream).
    const header = {
      format: FORMAT,
      version: VERSION,
      count: digest.count,
      sha256: digest.hex(),
      createdAt: new Date().toISOString(),
      source: where,
      headPosition: head,
    };
    await pipeline(async function* () {
      yield gzipSync(`${JSON.stringify(header)}\n`);
      yield* createReadStream(body);
    }, createWriteStream(partial));
    const fd = openSync(partial, 'r+');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(partial, file);
    process.stderr.write(`backup: ${header.count} events, ${(statSync(file).size / 1024).toFixed(1)} KiB, sha256 ${header.sha256} → ${file}\n`);
  } finally {
    rmSync(body, { force: true });
    rmSync(partial, { force: true });
    await store.close();
  }
});
