import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract, newEvent } from './event-store.contract.js';
import { WrongExpectedRevisionError } from './event-store.port.js';
import { DuplicateEventIdError, PostgresEventStore } from './postgres-event-store.js';
import { PgliteSqlClient, PgPoolSqlClient, type SqlClient } from './sql-client.js';

/**
 * The event store contract on the PostgreSQL adapter: PGlite in memory, PGlite in a data
 * directory (with restarts), and a PostgreSQL server when TEST_POSTGRES_URL is set
 * (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres), in a throwaway schema.
 * One database per engine for the whole file (opening PGlite takes seconds), emptied before each test.
 */

const truncate = async (client: SqlClient): Promise<void> => {
  await client.query('TRUNCATE events RESTART IDENTITY');
};

/** `client`, counting the group commits (calls of the append function) that go through it. */
function countingGroups(client: SqlClient): SqlClient & { groups: number } {
  const counting = {
    groups: 0,
    query: <R>(sql: string, params?: unknown[]) => {
      if (sql.includes('event_store_append(')) counting.groups++;
      return client.query<R>(sql, params);
    },
    transaction: <T>(fn: Parameters<SqlClient['transaction']>[0]) => client.transaction(fn) as Promise<T>,
    close: () => client.close(),
  };
  return counting;
}

/**
 * Group commit, beyond the common contract: appends asked for together go in one transaction
 * (one statement), yet each keeps its own checks and its own failure, and no refused append
 * takes a position.
 */
function describeGroupCommit(engine: string, open: () => Promise<{ store: PostgresEventStore; client: SqlClient & { groups: number } }>): void {
  describe(`group commit: ${engine}`, () => {
    let store: PostgresEventStore;
    let client: SqlClient & { groups: number };
    beforeAll(async () => {
      ({ store, client } = await open());
    }, 60_000);
    beforeEach(async () => {
      await truncate(client);
      client.groups = 0;
    });
    afterAll(async () => {
      await store?.close();
    });

    it('commits 40 appends asked for at once in one statement; a stale one fails alone and takes no position', async () => {
      await store.appendToStream('g-stale', [newEvent()], 'no_stream');
      const head = await store.headPosition();
      client.groups = 0;
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) => store.appendToStream(i === 17 ? 'g-stale' : `g-${i}`, [newEvent(), newEvent()], 'no_stream')),
      );
      expect(client.groups).toBe(1);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([{ status: 'rejected', reason: expect.any(WrongExpectedRevisionError) }]);
      expect((results[17] as PromiseRejectedResult).reason).toMatchObject({ streamId: 'g-stale', expected: 'no_stream', actual: 0 });
      const log = await store.readAll(head, 1_000);
      expect(log.map((e) => e.position)).toEqual(Array.from({ length: 78 }, (_, i) => head + 1 + i));
      results.forEach((r, i) => {
        if (i !== 17) expect((r as PromiseFulfilledResult<{ position: number }>).value.position).toBe(log.filter((e) => e.streamId === `g-${i}`)[1]!.position);
      });
    });

    it('checks appends to one stream in one group in the order they were asked for', async () => {
      const first = [newEvent('First')];
      const second = [newEvent('Second'), newEvent('Second')];
      const [a, b, c, d] = await Promise.allSettled([
        store.appendToStream('g-chain', first, 'no_stream'),
        store.appendToStream('g-chain', second, 0),
        store.appendToStream('g-chain', [newEvent('Stale')], 0),
        store.appendToStream('g-chain', [newEvent('Third')], 2),
      ]);
      expect(client.groups).toBe(1);
      expect(a).toMatchObject({ status: 'fulfilled', value: { nextRevision: 0 } });
      expect(b).toMatchObject({ status: 'fulfilled', value: { nextRevision: 2 } });
      expect(c).toMatchObject({ status: 'rejected', reason: { expected: 0, actual: 2 } });
      expect(d).toMatchObject({ status: 'fulfilled', value: { nextRevision: 3 } });
      const { events } = await store.readStream('g-chain');
      expect(events.map((e) => e.type)).toEqual(['First', 'Second', 'Second', 'Third']);
      expect(events.map((e) => e.position)).toEqual([1, 2, 3, 4]);
    });

    it('answers an identical retry in the same group with the original result, and refuses an id used by another stream', async () => {
      const events = [newEvent(), newEvent()];
      const [original, retry, elsewhere] = await Promise.allSettled([
        store.appendToStream('g-retry', events, 'no_stream'),
        store.appendToStream('g-retry', events, 'no_stream'),
        store.appendToStream('g-other', [events[1]!], 'no_stream'),
      ]);
      expect(client.groups).toBe(1);
      expect(original).toMatchObject({ status: 'fulfilled', value: { nextRevision: 1, position: 2 } });
      expect(retry).toEqual(original);
      expect(elsewhere).toMatchObject({ status: 'rejected', reason: expect.any(DuplicateEventIdError) });
      expect(await store.readAll(0, 10)).toHaveLength(2);
    });

    it('fails only the append whose data PostgreSQL refuses; the rest of its group lands', async () => {
      const refused = { ...newEvent(), data: { note: 'nul \u0000 inside' } };
      const results = await Promise.allSettled([
        store.appendToStream('g-ok-1', [newEvent()], 'no_stream'),
        store.appendToStream('g-bad', [refused], 'no_stream'),
        store.appendToStream('g-ok-2', [newEvent()], 'no_stream'),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((await store.readAll(0, 10)).map((e) => e.streamId)).toEqual(['g-ok-1', 'g-ok-2']);
      expect((await store.readStream('g-bad')).revision).toBe(-1);
    });
  });
}

describeEventStoreContract('PostgreSQL on PGlite in memory', async () => {
  const client = await PgliteSqlClient.open();
  const store = await PostgresEventStore.open(client);
  return { store, reset: () => truncate(client) };
});

describeGroupCommit('PostgreSQL on PGlite in memory', async () => {
  const client = countingGroups(await PgliteSqlClient.open());
  return { store: await PostgresEventStore.open(client), client };
});

describeEventStoreContract('PostgreSQL on PGlite in a worker thread', async () => {
  const client = await PgliteSqlClient.openInThread();
  const store = await PostgresEventStore.open(client);
  return { store, reset: () => truncate(client) };
});

describeGroupCommit('PostgreSQL on PGlite in a worker thread', async () => {
  const client = countingGroups(await PgliteSqlClient.openInThread());
  return { store: await PostgresEventStore.open(client), client };
});

describe('PGlite in a worker thread', () => {
  it('commits a transaction, rolls one back when its function throws, and reports SQL errors with their SQLSTATE', async () => {
    const client = await PgliteSqlClient.openInThread();
    try {
      await client.query('CREATE TABLE notes (id int PRIMARY KEY, body jsonb NOT NULL)');
      await client.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES ($1, $2)', [1, { text: '첫 메모' }]);
        await tx.query('INSERT INTO notes VALUES ($1, $2)', [2, { text: '둘째' }]);
      });
      await expect(
        client.transaction(async (tx) => {
          await tx.query('INSERT INTO notes VALUES ($1, $2)', [3, { text: '남지 않음' }]);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      await expect(client.query('INSERT INTO notes VALUES ($1, $2)', [1, {}])).rejects.toMatchObject({ code: '23505' });
      expect(await client.query('SELECT id, body FROM notes ORDER BY id')).toEqual([
        { id: 1, body: { text: '첫 메모' } },
        { id: 2, body: { text: '둘째' } },
      ]);
    } finally {
      await client.close();
    }
    await expect(client.query('SELECT 1')).rejects.toThrow();
  }, 60_000);
});

describe('PostgreSQL on PGlite, the newest events kept in memory', () => {
  it('answers readers following the log as the database does, without asking it, past what it keeps too', async () => {
    const client = await PgliteSqlClient.open();
    let logReads = 0;
    const counting: SqlClient = {
      query: <R>(sql: string, params?: unknown[]) => {
        if (sql.includes('WHERE position >')) logReads++;
        return client.query<R>(sql, params);
      },
      transaction: (fn) => client.transaction(fn),
      close: () => client.close(),
    };
    const store = await PostgresEventStore.open(counting, { exclusive: true, recentEvents: 6 });
    const database = new PostgresEventStore(client); // the same database, read with queries
    try {
      // Appends of one and several events, a group of them at once, and refused ones that take positions.
      await store.appendToStream('order-1', [newEvent(), newEvent()], 'no_stream');
      await Promise.all([
        store.appendToStream('order-2', [newEvent()], 'no_stream'),
        store.appendToStream('order-1', [newEvent()], 1),
        store.appendToStream('order-1', [newEvent()], 0).catch((e: unknown) => e),
        store.appendToStream('order-3', [newEvent(), newEvent(), newEvent()], 'no_stream'),
      ]);
      await store.appendToStream('order-2', [newEvent('Noted', { note: { nested: [1, 2] }, price: 12_000 })], 0);
      const all = await database.readAll(0, 100);
      expect(all).toHaveLength(8); // the refused append took no position
      logReads = 0;
      for (let after = 0; after <= all[all.length - 1]!.position; after++)
        for (const limit of [1, 2, 100]) expect(await store.readAll(after, limit)).toEqual(await database.readAll(after, limit));
      // Memory holds the last 3 to 6 events; earlier positions are read from the database.
      const fromMemory = all.length - 3;
      expect(logReads).toBeGreaterThan(0);
      expect(logReads).toBeLessThanOrEqual(fromMemory * 3);
      // Each reader gets its own objects.
      const [first] = await store.readAll(all[all.length - 2]!.position, 1);
      (first!.data as Record<string, unknown>).note = 'changed';
      expect((await store.readAll(all[all.length - 2]!.position, 1))[0]!.data).toEqual(all[all.length - 1]!.data);
    } finally {
      await store.close();
    }
  }, 60_000);
});

describe("PostgreSQL on PGlite, the streams' revisions known without reading", () => {
  it('knows the current revision of every stream it appended to or read, and nothing it has not seen or has forgotten', async () => {
    const client = await PgliteSqlClient.open();
    const store = await PostgresEventStore.open(client, { exclusive: true, knownStreams: 4 });
    const database = new PostgresEventStore(client); // the same database, asked with queries
    const matches = async (streamId: string) => expect(store.knownRevision(streamId)).toBe((await database.readStream(streamId)).revision);
    try {
      await database.appendToStream('before', [newEvent(), newEvent()], 'no_stream'); // written before this store saw it
      expect(store.knownRevision('before')).toBeUndefined();
      expect(database.knownRevision('before')).toBeUndefined(); // a store that is not exclusive never knows
      await store.readStream('before', 1);
      await matches('before');

      await store.appendToStream('a', [newEvent(), newEvent()], 'no_stream');
      await matches('a');
      // A group with a refused append, one that lands on top of another of the group, and one the database refuses as a whole.
      const settled = await Promise.allSettled([
        store.appendToStream('a', [newEvent()], 1),
        store.appendToStream('a', [newEvent()], 2),
        store.appendToStream('a', [newEvent()], 0),
        store.appendToStream('b', [{ ...newEvent(), data: { note: 'nul \u0000' } }], 'no_stream'),
      ]);
      expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
      await matches('a');
      expect(store.knownRevision('b')).toBeUndefined();
      await expect(store.appendToStream('b', [newEvent()], 3)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await matches('b'); // -1: the refusal said the stream is absent
      expect(store.knownRevision('b')).toBe(-1);
      await store.readStream('c');
      expect(store.knownRevision('c')).toBe(-1);
      // A read from past the end says nothing certain about an absent stream.
      await store.readStream('d', 5);
      expect(store.knownRevision('d')).toBeUndefined();

      // The least recently used are forgotten past `knownStreams`.
      await store.appendToStream('e', [newEvent()], 'no_stream');
      expect(store.knownRevision('before')).toBeUndefined();
      for (const streamId of ['a', 'b', 'c', 'e']) await matches(streamId);
    } finally {
      await store.close();
    }
  }, 60_000);
});

describe('PostgreSQL on PGlite in a data directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'event-store-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  describeEventStoreContract('PostgreSQL on PGlite in a data directory, in a worker thread', async () => {
    let client = await PgliteSqlClient.openInThread(join(dir, 'threaded'));
    let store = await PostgresEventStore.open(client);
    return {
      store,
      reset: () => truncate(client),
      reopen: async () => {
        await store.close();
        client = await PgliteSqlClient.openInThread(join(dir, 'threaded'));
        store = await PostgresEventStore.open(client);
        return store;
      },
    };
  });

  describeEventStoreContract('PostgreSQL on PGlite in a data directory', async () => {
    let client = await PgliteSqlClient.open(join(dir, 'pgdata'));
    let store = await PostgresEventStore.open(client);
    return {
      store,
      reset: () => truncate(client),
      reopen: async () => {
        await store.close();
        client = await PgliteSqlClient.open(join(dir, 'pgdata'));
        store = await PostgresEventStore.open(client);
        return store;
      },
    };
  });

  it('opens an existing data directory with the openPglite factory', async () => {
    const other = await PostgresEventStore.openPglite(join(dir, 'factory'));
    try {
      await other.appendToStream('order-1', [newEvent()], 'no_stream');
    } finally {
      await other.close();
    }
    const reopened = await PostgresEventStore.openPglite(join(dir, 'factory'));
    try {
      expect((await reopened.readStream('order-1')).revision).toBe(0);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});

const serverUrl = process.env['TEST_POSTGRES_URL'];
if (serverUrl) {
  describe('PostgreSQL server', () => {
    const schema = `event_store_test_${process.pid}_${Date.now()}`;
    afterAll(async () => {
      const admin = await PgPoolSqlClient.open(serverUrl, { max: 1 });
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    });

    describeEventStoreContract('PostgreSQL server', async () => {
      const client = await PgPoolSqlClient.open(serverUrl, { schema });
      let store = await PostgresEventStore.open(client);
      let current = client;
      return {
        store,
        reset: () => truncate(current),
        reopen: async () => {
          await store.close();
          current = await PgPoolSqlClient.open(serverUrl, { schema });
          store = await PostgresEventStore.open(current);
          return store;
        },
      };
    });

    describeGroupCommit('PostgreSQL server', async () => {
      const client = countingGroups(await PgPoolSqlClient.open(serverUrl, { schema: `${schema}_group` }));
      return { store: await PostgresEventStore.open(client), client };
    });
    afterAll(async () => {
      const admin = await PgPoolSqlClient.open(serverUrl, { max: 1 });
      await admin.query(`DROP SCHEMA IF EXISTS ${schema}_group CASCADE`);
      await admin.close();
    });

    it('opens through the openServer factory in its own schema', async () => {
      const other = await PostgresEventStore.openServer(serverUrl, { schema: `${schema}_factory` });
      try {
        expect(await other.headPosition()).toBe(0);
      } finally {
        await other.close();
        const admin = await PgPoolSqlClient.open(serverUrl, { max: 1 });
        await admin.query(`DROP SCHEMA IF EXISTS ${schema}_factory CASCADE`);
        await admin.close();
      }
    });
  });
} else {
  describe.skip('PostgreSQL server (set TEST_POSTGRES_URL to run)', () => {
    it('runs the event store contract', () => undefined);
  });
}
