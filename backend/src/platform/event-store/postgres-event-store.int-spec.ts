import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract, newEvent } from './event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';
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

describeEventStoreContract('PostgreSQL on PGlite in memory', async () => {
  const client = await PgliteSqlClient.open();
  const store = await PostgresEventStore.open(client);
  return { store, reset: () => truncate(client) };
});

describe('PostgreSQL on PGlite in a data directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'event-store-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
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
