import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import type { EventBus } from '../bus/event-bus.port.js';
import type { EventRelay } from '../bus/event-relay.js';
import type { EventStore, StoredEvent } from '../event-store/event-store.port.js';
import { MingoReadStore } from '../read-store/mingo-read-store.js';
import type { ProjectionRunner } from './projection-runner.js';
import { ReadModelSnapshots, SNAPSHOT_EVERY_EVENTS, SNAPSHOT_EVERY_MS, SNAPSHOT_FILE } from './read-model-snapshots.js';

/**
 * The periodic snapshot (every SNAPSHOT_EVERY_EVENTS positions or SNAPSHOT_EVERY_MS), on a fake
 * clock: a start after a crash replays only what came after the last snapshot, so a timer that
 * never writes makes every crash cost a replay of the whole log.
 */
describe('read-model snapshots on a timer', () => {
  let dataDir: string;
  let runner: { name: string; checkpoint: number; idle: boolean };
  let snapshots: ReadModelSnapshots;
  const file = () => join(dataDir, SNAPSHOT_FILE);
  /** The position in the header of the snapshot file, or null when there is none. */
  const writtenPosition = () => (existsSync(file()) ? (JSON.parse(readFileSync(file(), 'utf8').split('\n')[1]!) as { position: number }).position : null);

  beforeEach(async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    dataDir = mkdtempSync(join(tmpdir(), 'snapshot-timer-'));
    runner = { name: 'projections', checkpoint: 0, idle: true };
    // The event at any position: what a snapshot's header names to tie it to this log.
    const events = { readAll: async (after: number) => [{ position: after + 1, id: `event-${after + 1}` } as StoredEvent] };
    const store = new MingoReadStore();
    await store.collection('products').replaceOne({ _id: 'p1', name: '무광 세면대' });
    snapshots = new ReadModelSnapshots(
      { dataDir, eventStoreUrl: null } as AppConfig,
      events as unknown as EventStore,
      store,
      {} as EventBus,
      [],
      runner as unknown as ProjectionRunner,
      { name: 'relay', idle: true } as unknown as EventRelay,
    );
  });

  afterEach(async () => {
    await snapshots.beforeApplicationShutdown();
    jest.useRealTimers();
    jest.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Moves the fake clock on by `ms`, in steps of 30 s (how often the writer checks), letting a
   * write the timer started finish after each step: it does real file I/O, which the fake clock
   * would otherwise run past.
   */
  async function after(ms: number): Promise<void> {
    const write = jest.spyOn(snapshots, 'write');
    for (let done = 0; done < ms; done += 30_000) {
      await jest.advanceTimersByTimeAsync(Math.min(30_000, ms - done));
      await Promise.all(write.mock.results.map((r) => r.value));
    }
    write.mockRestore();
  }

  it(`writes once the read models have moved and the last snapshot is ${SNAPSHOT_EVERY_MS / 60_000} minutes old`, async () => {
    snapshots.start();
    runner.checkpoint = 42;
    await after(SNAPSHOT_EVERY_MS - 60_000);
    expect(writtenPosition()).toBeNull();
    await after(60_000);
    expect(writtenPosition()).toBe(42);
  });

  it(`writes within a minute once the read models are ${SNAPSHOT_EVERY_EVENTS.toLocaleString('en')} positions past the last snapshot`, async () => {
    snapshots.start();
    runner.checkpoint = SNAPSHOT_EVERY_EVENTS - 1;
    await after(60_000);
    expect(writtenPosition()).toBeNull();
    runner.checkpoint = SNAPSHOT_EVERY_EVENTS;
    await after(60_000);
    expect(writtenPosition()).toBe(SNAPSHOT_EVERY_EVENTS);
  });

  it('writes nothing while the read models stand still, and writes again when they move', async () => {
    snapshots.start();
    runner.checkpoint = 7;
    await after(SNAPSHOT_EVERY_MS);
    expect(writtenPosition()).toBe(7);
    rmSync(file());
    await after(3 * SNAPSHOT_EVERY_MS);
    expect(writtenPosition()).toBeNull();
    runner.checkpoint = 8;
    await after(SNAPSHOT_EVERY_MS);
    expect(writtenPosition()).toBe(8);
  });
});
