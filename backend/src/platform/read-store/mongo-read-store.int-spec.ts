import { MongoClient, MongoServerError } from 'mongodb';
import { MongoReadStore, type IndexSpec } from './mongo-read-store.js';
import { describeReadStoreContract } from './read-store.contract.js';

/**
 * The read store contract against a real MongoDB wire-protocol server, when TEST_MONGO_URL
 * names one (CI: `scripts/ferretdb-test-server.sh start`, then
 * TEST_MONGO_URL=mongodb://127.0.0.1:27018/). Each run works in its own database, dropped at
 * the end.
 */

const url = process.env['TEST_MONGO_URL'];

if (!url) {
  describe('MongoReadStore', () => {
    it.skip('runs only against a server: set TEST_MONGO_URL (e.g. scripts/ferretdb-test-server.sh start)', () => {});
  });
} else {
  const dbName = `read_test_${Date.now().toString(36)}_${process.pid}`;

  afterAll(async () => {
    const client = await MongoClient.connect(url);
    try {
      await client.db(dbName).dropDatabase();
    } finally {
      await client.close();
    }
  });

  describeReadStoreContract(`MongoDB wire protocol at ${url}`, () => MongoReadStore.connect(url, dbName));

  describe('MongoReadStore beyond the port', () => {
    let store: MongoReadStore;
    beforeAll(async () => {
      store = await MongoReadStore.connect(url, dbName);
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('creates indexes, idempotently, enforces unique ones, and recreates them after drop', async () => {
      const specs: Record<string, IndexSpec[]> = { idx_users: [{ key: { email: 1 }, unique: true }, { key: { status: 1, createdAt: -1 } }] };
      await store.ensureIndexes(specs);
      await store.ensureIndexes(specs);
      const users = store.collection('idx_users');
      await users.replaceOne({ _id: 'u1', email: 'a@example.com', status: 'ACTIVE', createdAt: 1 });
      await expect(users.replaceOne({ _id: 'u2', email: 'a@example.com', status: 'ACTIVE', createdAt: 2 })).rejects.toMatchObject({
        code: 11000,
      });
      await users.replaceOne({ _id: 'u1', email: 'b@example.com', status: 'ACTIVE', createdAt: 1 });
      await users.replaceOne({ _id: 'u2', email: 'a@example.com', status: 'ACTIVE', createdAt: 2 });
      expect(await users.count({})).toBe(2);

      await store.drop('idx_users');
      const client = await MongoClient.connect(url);
      try {
        const keys = (await client.db(dbName).collection('idx_users').indexes()).map((index) => index.key);
        expect(keys).toEqual(expect.arrayContaining([{ email: 1 }, { status: 1, createdAt: -1 }]));
      } finally {
        await client.close();
      }
      await users.replaceOne({ _id: 'u3', email: 'c@example.com' });
      await expect(users.replaceOne({ _id: 'u4', email: 'c@example.com' })).rejects.toBeInstanceOf(MongoServerError);
      await store.drop('idx_users');
    });

    it('leaves out undefined properties and keeps _id a string', async () => {
      const docs = store.collection('plain_docs');
      await docs.replaceOne({ _id: 'd1', gone: undefined, kept: null, when: '2025-01-01T00:00:00.000Z' });
      const found = await docs.findOne({ _id: 'd1' });
      expect(found).toEqual({ _id: 'd1', kept: null, when: '2025-01-01T00:00:00.000Z' });
      expect(Object.keys(found!)).not.toContain('gone');
      expect(typeof found!._id).toBe('string');
      await expect(docs.replaceOne({ _id: '' })).rejects.toThrow('string _id');
      await store.drop('plain_docs');
    });

    it('throws the server error for a malformed filter instead of falling back', async () => {
      const docs = store.collection('bad_filters');
      await docs.replaceOne({ _id: 'b1', price: 1 });
      await expect(docs.find({ price: { $bogus: 1 } })).rejects.toBeInstanceOf(MongoServerError);
      await expect(docs.aggregate([{ $match: { price: { $bogus: 1 } } }])).rejects.toBeInstanceOf(MongoServerError);
      await store.drop('bad_filters');
    });

    it('answers filters and pipelines the server may not implement ($expr, $push of $$ROOT), in memory if need be', async () => {
      const stock = store.collection<{ _id: string; onHand: number; reorderAt: number; sku: string }>('expr_stock');
      await stock.replaceOne({ _id: 's1', onHand: 2, reorderAt: 5, sku: 'A' });
      await stock.replaceOne({ _id: 's2', onHand: 9, reorderAt: 5, sku: 'B' });
      await stock.replaceOne({ _id: 's3', onHand: 1, reorderAt: 1, sku: 'A' });
      const low = { $expr: { $lt: ['$onHand', '$reorderAt'] } };
      expect((await stock.find(low)).map((doc) => doc._id)).toEqual(['s1']);
      expect((await stock.find({ $expr: { $lte: ['$onHand', '$reorderAt'] } }, { sort: { _id: -1 }, limit: 1 })).map((doc) => doc._id)).toEqual(['s3']);
      expect(await stock.count(low)).toBe(1);
      expect((await stock.findOne({ sku: 'A', ...low }))?._id).toBe('s1');
      expect(
        await stock.aggregate([
          { $match: { sku: 'A' } },
          { $sort: { _id: 1 } },
          { $group: { _id: '$sku', docs: { $push: '$$ROOT' }, most: { $max: '$onHand' }, total: { $sum: '$onHand' } } },
        ]),
      ).toEqual([
        {
          _id: 'A',
          most: 2,
          total: 3,
          docs: [
            { _id: 's1', onHand: 2, reorderAt: 5, sku: 'A' },
            { _id: 's3', onHand: 1, reorderAt: 1, sku: 'A' },
          ],
        },
      ]);
      expect(await stock.deleteMany(low)).toBe(1);
      expect((await stock.find({}, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual(['s2', 's3']);
      await store.drop('expr_stock');
    });

    it('trusts whole pipelines to MongoDB but not to FerretDB 1.x', async () => {
      const client = await MongoClient.connect(url);
      try {
        const info = await client.db('admin').command({ buildInfo: 1 });
        const ferretdb1 = typeof info['ferretdbVersion'] === 'string' && /^v?1\./.test(info['ferretdbVersion']);
        expect(store.profile.serverAggregation).toBe(!ferretdb1);
      } finally {
        await client.close();
      }
    });
  });
}
