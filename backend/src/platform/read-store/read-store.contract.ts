import type { Doc, ReadCollection, ReadStore } from './read-store.port.js';

/**
 * The one contract every ReadStore adapter passes (ARCHITECTURE §2). An adapter's test file
 * calls {@link describeReadStoreContract} once per engine it can start.
 */

interface Product extends Doc {
  name: string;
  brand: string | null;
  price: number;
  stock?: number;
  tags: string[];
  maker: { country: string; city: string };
  options: { sku: string; color: string; quantity: number }[];
}

const products: Product[] = [
  {
    _id: 'p1',
    name: '김치 냉장고',
    brand: 'LG',
    price: 1_200_000,
    stock: 3,
    tags: ['가전', 'sale'],
    maker: { country: 'KR', city: '서울' },
    options: [{ sku: 'p1-w', color: 'white', quantity: 3 }],
  },
  {
    _id: 'p2',
    name: '김 선물세트',
    brand: null,
    price: 30_000,
    stock: 0,
    tags: ['식품', 'gift', 'sale'],
    maker: { country: 'KR', city: '부산' },
    options: [
      { sku: 'p2-s', color: 'red', quantity: 0 },
      { sku: 'p2-l', color: 'blue', quantity: 5 },
    ],
  },
  {
    _id: 'p3',
    name: 'Kimchi Pot',
    brand: 'Lock&Lock',
    price: 30_000,
    tags: ['주방'],
    maker: { country: 'CN', city: 'Shanghai' },
    options: [],
  },
  {
    _id: 'p4',
    name: '호두과자',
    brand: 'LG',
    price: 12_000,
    stock: 40,
    tags: ['식품'],
    maker: { country: 'KR', city: '천안' },
    options: [{ sku: 'p4-b', color: 'brown', quantity: 40 }],
  },
  {
    _id: 'p5',
    name: 'kimbap mat',
    brand: 'Daiso',
    price: 2_000,
    stock: 100,
    tags: [],
    maker: { country: 'KR', city: '서울' },
    options: [{ sku: 'p5-g', color: 'green', quantity: 100 }],
  },
];

const idsOf = (docs: Doc[]): string[] => docs.map((doc) => doc._id);

/**
 * Registers the read store contract as a Jest `describe` block named after `adapterName`.
 * `open` is called once (beforeAll); each test works in its own freshly named collection,
 * dropped afterwards, so the engine need not be emptied between tests. The store is closed
 * in afterAll.
 */
export function describeReadStoreContract(adapterName: string, open: () => Promise<ReadStore>): void {
  describe(`read store contract: ${adapterName}`, () => {
    let store: ReadStore;
    let name: string;
    let products$: ReadCollection<Product>;
    let counter = 0;

    beforeAll(async () => {
      store = await open();
    }, 60_000);
    beforeEach(async () => {
      name = `contract_${Date.now().toString(36)}_${counter++}`;
      products$ = store.collection<Product>(name);
      for (const product of products) await products$.replaceOne(product);
    });
    afterEach(async () => {
      await store.drop(name);
    });
    afterAll(async () => {
      await store?.close();
    });

    describe('find', () => {
      it('returns every document for an empty filter', async () => {
        expect((await products$.find({})).map((doc) => doc._id).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      });

      it('matches equality, $in and $ne, where $ne also matches a missing or null field', async () => {
        expect(idsOf(await products$.find({ brand: 'LG' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p4']);
        expect(idsOf(await products$.find({ _id: { $in: ['p5', 'p2', 'nope'] } }, { sort: { _id: 1 } }))).toEqual(['p2', 'p5']);
        expect(idsOf(await products$.find({ brand: { $in: ['Daiso', null] } }, { sort: { _id: 1 } }))).toEqual(['p2', 'p5']);
        expect(idsOf(await products$.find({ brand: { $ne: 'LG' } }, { sort: { _id: 1 } }))).toEqual(['p2', 'p3', 'p5']);
        expect(idsOf(await products$.find({ stock: { $ne: 0 } }, { sort: { _id: 1 } }))).toEqual(['p1', 'p3', 'p4', 'p5']);
      });

      it('matches ranges, $exists, $or and $and', async () => {
        expect(idsOf(await products$.find({ price: { $gte: 12_000, $lt: 1_000_000 } }, { sort: { _id: 1 } }))).toEqual(['p2', 'p3', 'p4']);
        expect(idsOf(await products$.find({ stock: { $exists: false } }))).toEqual(['p3']);
        expect(idsOf(await products$.find({ $or: [{ price: { $lt: 5_000 } }, { brand: 'Lock&Lock' }] }, { sort: { _id: 1 } }))).toEqual(['p3', 'p5']);
        expect(idsOf(await products$.find({ $and: [{ brand: 'LG' }, { stock: { $gt: 10 } }] }))).toEqual(['p4']);
      });

      it('matches null equality and $nin on null or missing fields', async () => {
        expect(idsOf(await products$.find({ stock: null }))).toEqual(['p3']);
        expect(idsOf(await products$.find({ brand: null }))).toEqual(['p2']);
        expect(idsOf(await products$.find({ 'maker.zip': null }, { sort: { _id: 1 } }))).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
        expect(idsOf(await products$.find({ brand: { $nin: ['LG', null] } }, { sort: { _id: 1 } }))).toEqual(['p3', 'p5']);
      });

      it('matches $regex, anchored and case-insensitive, on Korean and Latin text', async () => {
        expect(idsOf(await products$.find({ name: { $regex: '^김' } }, { sort: { _id: 1 } }))).toEqual(['p1', 'p2']);
        expect(idsOf(await products$.find({ name: { $regex: '^kim', $options: 'i' } }, { sort: { _id: 1 } }))).toEqual(['p3', 'p5']);
        expect(idsOf(await products$.find({ name: { $regex: '과자$' } }))).toEqual(['p4']);
      });

      it('matches a case-insensitive $regex in an $or across text and array fields', async () => {
        const re = (text: string) => ({ $regex: text, $options: 'i' });
        expect(idsOf(await products$.find({ $or: [{ name: re('KIM') }, { tags: re('SALE') }, { 'maker.city': re('shang') }] }, { sort: { _id: 1 } }))).toEqual([
          'p1',
          'p2',
          'p3',
          'p5',
        ]);
        expect(idsOf(await products$.find({ brand: re('lock&'), price: { $lt: 50_000 } }))).toEqual(['p3']);
      });

      it('matches $expr comparing two fields of a document', async () => {
        expect(idsOf(await products$.find({ $expr: { $gt: ['$stock', 10] } }, { sort: { _id: 1 } }))).toEqual(['p4', 'p5']);
        expect(await products$.count({ $expr: { $lt: [{ $size: '$options' }, { $size: '$tags' }] } })).toBe(3);
      });

      it('matches nested fields with dot paths', async () => {
        expect(idsOf(await products$.find({ 'maker.city': '서울' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p5']);
        expect(idsOf(await products$.find({ 'maker.country': { $ne: 'KR' } }))).toEqual(['p3']);
      });

      it('matches arrays by element, $all, $size, dot paths into subdocuments and $elemMatch', async () => {
        expect(idsOf(await products$.find({ tags: 'sale' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p2']);
        expect(idsOf(await products$.find({ tags: { $in: ['gift', '주방'] } }, { sort: { _id: 1 } }))).toEqual(['p2', 'p3']);
        expect(idsOf(await products$.find({ tags: { $all: ['식품', 'sale'] } }))).toEqual(['p2']);
        expect(idsOf(await products$.find({ tags: { $size: 0 } }))).toEqual(['p5']);
        expect(idsOf(await products$.find({ 'options.color': 'blue' }))).toEqual(['p2']);
        // $elemMatch needs both conditions on the same element: p2's red option has quantity 0.
        expect(idsOf(await products$.find({ options: { $elemMatch: { color: 'red', quantity: { $gt: 0 } } } }))).toEqual([]);
        expect(idsOf(await products$.find({ options: { $elemMatch: { color: 'blue', quantity: { $gt: 0 } } } }))).toEqual(['p2']);
      });

      it('matches an array field against a plain value by element, alone or with other fields, without a sort', async () => {
        expect(idsOf(await products$.find({ tags: 'sale' })).sort()).toEqual(['p1', 'p2']);
        expect(idsOf(await products$.find({ tags: '식품', brand: null }))).toEqual(['p2']);
        expect(await products$.count({ tags: '주방' })).toBe(1);
        expect(await products$.findOne({ _id: 'p5', tags: 'sale' })).toBeNull();
        expect((await products$.findOne({ _id: 'p1', tags: 'sale' }))?._id).toBe('p1');
        expect(await products$.find({ tags: 'sal' })).toEqual([]);
      });

      it('matches $elemMatch with one condition on a field of the elements, and not on a subdocument', async () => {
        expect(idsOf(await products$.find({ options: { $elemMatch: { quantity: { $gte: 5 } } } }, { sort: { _id: 1 } }))).toEqual(['p2', 'p4', 'p5']);
        expect(await products$.count({ options: { $elemMatch: { color: 'red' } } })).toBe(1);
        expect(await products$.count({ maker: { $elemMatch: { country: 'KR' } } })).toBe(0);
      });

      it('sorts by several keys in order, then skips, then limits', async () => {
        const sorted = await products$.find({}, { sort: { price: -1, _id: 1 } });
        expect(idsOf(sorted)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
        expect(idsOf(await products$.find({}, { sort: { price: 1, name: -1 } }))).toEqual(['p5', 'p4', 'p2', 'p3', 'p1']);
        expect(idsOf(await products$.find({}, { sort: { 'maker.city': 1, price: -1 } }))).toEqual(['p3', 'p2', 'p1', 'p5', 'p4']);
        expect(idsOf(await products$.find({}, { sort: { price: -1, _id: 1 }, skip: 1, limit: 2 }))).toEqual(['p2', 'p3']);
        expect(idsOf(await products$.find({ brand: 'LG' }, { sort: { price: 1 }, limit: 1 }))).toEqual(['p4']);
        expect(await products$.find({}, { sort: { _id: 1 }, skip: 10 })).toEqual([]);
      });

      it('finds one document or null', async () => {
        expect(await products$.findOne({ _id: 'p3' })).toEqual(products[2]);
        expect((await products$.findOne({ 'maker.city': '천안' }))?._id).toBe('p4');
        expect(await products$.findOne({ _id: 'missing' })).toBeNull();
        expect(await products$.findOne({ price: { $gt: 10_000_000 } })).toBeNull();
      });

      it('finds one document by _id only when its other fields match too (an owner check)', async () => {
        expect((await products$.findOne({ _id: 'p1', brand: 'LG', price: 1_200_000 }))?._id).toBe('p1');
        expect(await products$.findOne({ _id: 'p1', brand: 'Samsung' })).toBeNull();
        expect(await products$.findOne({ _id: 'p1', price: '1200000' })).toBeNull();
        expect(await products$.findOne({ _id: 'p3', stock: 0 })).toBeNull();
        expect((await products$.findOne({ _id: 'p1', tags: 'sale' }))?._id).toBe('p1');
        expect((await products$.findOne({ _id: 'p2', brand: null }))?._id).toBe('p2');
        expect((await products$.findOne({ _id: 'p1', 'maker.city': '서울' }))?._id).toBe('p1');
      });

      it('counts the documents matching a filter', async () => {
        expect(await products$.count({})).toBe(5);
        expect(await products$.count({ tags: 'sale' })).toBe(2);
        expect(await products$.count({ price: 30_000 })).toBe(2);
        expect(await products$.count({ brand: 'Samsung' })).toBe(0);
      });
    });

    describe('writes', () => {
      it('inserts with replaceOne when the _id is new, and replaces the whole document when it exists', async () => {
        await products$.replaceOne({ ...products[0]!, _id: 'p6', name: '새 상품' });
        expect(await products$.count({})).toBe(6);

        const replaced = { _id: 'p1', name: '김치 냉장고 2세대', brand: 'LG', price: 990_000, tags: [], maker: { country: 'KR', city: '서울' }, options: [] };
        await products$.replaceOne(replaced);
        expect(await products$.count({})).toBe(6);
        const stored = await products$.findOne({ _id: 'p1' });
        expect(stored).toEqual(replaced);
        expect(stored).not.toHaveProperty('stock');
      });

      it('deletes one document by _id, and ignores an _id that is not there', async () => {
        await products$.deleteOne('p2');
        await products$.deleteOne('missing');
        expect(idsOf(await products$.find({}, { sort: { _id: 1 } }))).toEqual(['p1', 'p3', 'p4', 'p5']);
      });

      it('deletes the documents matching a filter and returns how many', async () => {
        expect(await products$.deleteMany({ 'maker.country': 'KR', price: { $lt: 100_000 } })).toBe(3);
        expect(idsOf(await products$.find({}, { sort: { _id: 1 } }))).toEqual(['p1', 'p3']);
        expect(await products$.deleteMany({ brand: 'nobody' })).toBe(0);
        expect(await products$.deleteMany({})).toBe(2);
        expect(await products$.count({})).toBe(0);
      });

      it('drops a collection, leaving it empty and usable through the same handle', async () => {
        await store.drop(name);
        expect(await products$.count({})).toBe(0);
        expect(await store.collection(name).find({})).toEqual([]);
        await products$.replaceOne(products[0]!);
        expect(await store.collection(name).count({})).toBe(1);
      });

      it('keeps collections apart', async () => {
        const other = store.collection(`${name}_other`);
        try {
          await other.replaceOne({ _id: 'p1', name: 'elsewhere' });
          expect(await products$.findOne({ _id: 'p1' })).toEqual(products[0]);
          expect(await other.count({})).toBe(1);
        } finally {
          await store.drop(`${name}_other`);
        }
      });
    });

    describe('copies', () => {
      it('returns copies that callers can change without changing the store', async () => {
        const [found] = await products$.find({ _id: 'p1' });
        found!.name = 'changed';
        found!.tags.push('changed');
        found!.maker.city = 'changed';
        const one = await products$.findOne({ _id: 'p1' });
        one!.options[0]!.quantity = -1;
        const [grouped] = await products$.aggregate<{ docs: Product[] }>([{ $match: { _id: 'p1' } }, { $group: { _id: null, docs: { $push: '$$ROOT' } } }]);
        grouped!.docs[0]!.maker.country = 'changed';

        expect(await products$.findOne({ _id: 'p1' })).toEqual(products[0]);
      });

      it('stores a copy, so changing the written object afterwards changes nothing', async () => {
        const doc = structuredClone(products[3]!);
        doc._id = 'p7';
        await products$.replaceOne(doc);
        doc.name = 'changed';
        doc.tags.push('changed');
        expect((await products$.findOne({ _id: 'p7' }))?.name).toBe('호두과자');
        expect((await products$.findOne({ _id: 'p7' }))?.tags).toEqual(['식품']);
      });
    });

    describe('aggregate', () => {
      it('runs $match, $group and $sort', async () => {
        const result = await products$.aggregate([
          { $match: { 'maker.country': 'KR' } },
          { $group: { _id: '$maker.city', count: { $sum: 1 }, total: { $sum: '$price' } } },
          { $sort: { count: -1, _id: 1 } },
        ]);
        expect(result).toEqual([
          { _id: '서울', count: 2, total: 1_202_000 },
          { _id: '부산', count: 1, total: 30_000 },
          { _id: '천안', count: 1, total: 12_000 },
        ]);
      });

      it('runs $unwind, $project, $skip and $limit', async () => {
        const result = await products$.aggregate([
          { $unwind: '$options' },
          { $project: { _id: 0, sku: '$options.sku', quantity: '$options.quantity' } },
          { $sort: { quantity: -1 } },
          { $skip: 1 },
          { $limit: 2 },
        ]);
        expect(result).toEqual([
          { sku: 'p4-b', quantity: 40 },
          { sku: 'p2-l', quantity: 5 },
        ]);
      });

      it('computes several accumulators in one $group', async () => {
        const result = await products$.aggregate([
          { $match: { 'maker.country': 'KR' } },
          { $sort: { _id: 1 } },
          {
            $group: {
              _id: '$maker.city',
              count: { $sum: 1 },
              total: { $sum: '$price' },
              stock: { $sum: '$stock' },
              min: { $min: '$price' },
              max: { $max: '$price' },
              avg: { $avg: '$price' },
              first: { $first: '$name' },
              ids: { $push: '$_id' },
            },
          },
          { $sort: { _id: 1 } },
        ]);
        expect(result).toEqual([
          { _id: '부산', count: 1, total: 30_000, stock: 0, min: 30_000, max: 30_000, avg: 30_000, first: '김 선물세트', ids: ['p2'] },
          { _id: '서울', count: 2, total: 1_202_000, stock: 103, min: 2_000, max: 1_200_000, avg: 601_000, first: '김치 냉장고', ids: ['p1', 'p5'] },
          { _id: '천안', count: 1, total: 12_000, stock: 40, min: 12_000, max: 12_000, avg: 12_000, first: '호두과자', ids: ['p4'] },
        ]);
      });

      it('reshapes with $set, $unset and $project through field paths and dot paths', async () => {
        const result = await products$.aggregate([
          { $match: { _id: { $in: ['p1', 'p3'] } } },
          { $sort: { _id: 1 } },
          { $set: { 'maker.city': 'changed', label: '$name', optionCount: { $size: '$options' } } },
          { $unset: 'maker.country' },
          { $project: { label: 1, maker: 1, optionCount: 1, city: '$maker.city', firstTag: { $arrayElemAt: ['$tags', 0] } } },
        ]);
        expect(result).toEqual([
          { _id: 'p1', label: '김치 냉장고', maker: { city: 'changed' }, optionCount: 1, city: 'changed', firstTag: '가전' },
          { _id: 'p3', label: 'Kimchi Pot', maker: { city: 'changed' }, optionCount: 0, city: 'changed', firstTag: '주방' },
        ]);
        const [p1] = await products$.aggregate([
          { $match: { _id: 'p1' } },
          { $set: { 'maker.city': 'changed', label: '$name' } },
          { $unset: 'maker.country' },
          { $project: { tags: 0, options: 0 } },
        ]);
        expect(p1).toEqual({ _id: 'p1', name: '김치 냉장고', brand: 'LG', price: 1_200_000, stock: 3, maker: { city: 'changed' }, label: '김치 냉장고' });
      });

      it('applies $sort, $skip, $limit and later $match stages in pipeline order', async () => {
        const ids = async (pipeline: Record<string, unknown>[]) => idsOf(await products$.aggregate<Doc>(pipeline));
        expect(await ids([{ $match: { price: { $lt: 100_000 } } }, { $sort: { price: 1, _id: 1 } }, { $limit: 3 }, { $skip: 1 }])).toEqual(['p4', 'p2']);
        expect(await ids([{ $sort: { price: -1, _id: 1 } }, { $skip: 1 }, { $limit: 2 }, { $match: { brand: { $ne: null } } }])).toEqual(['p3']);
        expect(await ids([{ $match: { brand: 'LG' } }, { $match: { stock: { $gt: 10 } } }])).toEqual(['p4']);
        expect(await ids([{ $match: { _id: 'p1' } }, { $unwind: '$tags' }, { $match: { tags: 'sale' } }])).toEqual(['p1']);
      });

      it('leaves the stored documents unchanged by stages that reshape them', async () => {
        await products$.aggregate([{ $set: { 'maker.city': 'changed' } }, { $unset: 'maker.country' }]);
        await products$.aggregate([{ $match: { _id: 'p1' } }, { $set: { 'maker.city': 'changed' } }]);
        expect(await products$.findOne({ _id: 'p1' })).toEqual(products[0]);
      });
    });

    describe('leases', () => {
      const t0 = new Date('2026-11-22T00:00:00Z');
      const at = (ms: number) => new Date(t0.getTime() + ms);

      it('gives a lease to one owner at a time, renews it for its holder, and frees it on expiry or release', async () => {
        const name = `lease-${Math.random().toString(36).slice(2)}`;
        expect(await store.acquireLease(name, 'a', 1_000, at(0))).toBe(true);
        expect(await store.acquireLease(name, 'b', 1_000, at(500))).toBe(false);
        expect(await store.acquireLease(name, 'a', 1_000, at(900))).toBe(true);
        expect(await store.acquireLease(name, 'b', 1_000, at(1_500))).toBe(false);
        expect(await store.acquireLease(name, 'b', 1_000, at(2_000))).toBe(true);
        expect(await store.acquireLease(name, 'a', 1_000, at(2_100))).toBe(false);
        await store.releaseLease(name, 'a');
        expect(await store.acquireLease(name, 'a', 1_000, at(2_200))).toBe(false);
        await store.releaseLease(name, 'b');
        expect(await store.acquireLease(name, 'a', 1_000, at(2_300))).toBe(true);
      });

      it('counts concurrent increments exactly, and starts a counter again after its expiry', async () => {
        const name = `counter-${Math.random().toString(36).slice(2)}`;
        expect(await store.readCounter(name, at(0))).toBe(0);
        const counts = await Promise.all(Array.from({ length: 20 }, () => store.incrementCounter(name, at(1_000), at(0))));
        expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
        expect(await store.readCounter(name, at(999))).toBe(20);
        expect(await store.readCounter(name, at(1_000))).toBe(0);
        expect(await store.incrementCounter(name, at(3_000), at(1_500))).toBe(1);
        expect(await store.readCounter(name, at(2_000))).toBe(1);
      });

      it('lets exactly one of many concurrent claimants win a free lease', async () => {
        const name = `lease-${Math.random().toString(36).slice(2)}`;
        const wins = await Promise.all(Array.from({ length: 8 }, (_, i) => store.acquireLease(name, `owner-${i}`, 10_000, at(0))));
        expect(wins.filter(Boolean)).toHaveLength(1);
      });
    });
  });
}
