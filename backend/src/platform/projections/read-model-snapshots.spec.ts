import { serialize, deserialize } from 'node:v8';
import { MingoReadStore } from '../read-store/mingo-read-store.js';
import { fingerprintOf } from './read-model-snapshots.js';

const catalog = { name: 'catalog', version: 1, collections: ['products', 'brands'], handles: ['ProductCreated', 'BrandCreated'] };
const users = { name: 'users', version: 1, collections: ['users'], handles: ['UserRegistered'] };

describe('read-model snapshot fingerprint', () => {
  it('changes when a projection bumps its version, handles another event or owns another collection', () => {
    const base = fingerprintOf([catalog, users]);
    expect(fingerprintOf([{ ...catalog, version: 2 }, users])).not.toBe(base);
    expect(fingerprintOf([catalog, { ...users, handles: ['UserRegistered', 'UserRenamed'] }])).not.toBe(base);
    expect(fingerprintOf([catalog, { ...users, collections: ['members'] }])).not.toBe(base);
    expect(fingerprintOf([catalog])).not.toBe(base);
  });

  it('does not depend on the order the projections or their lists are given in', () => {
    expect(fingerprintOf([users, { ...catalog, collections: ['brands', 'products'] }])).toBe(fingerprintOf([catalog, users]));
  });
});

describe('MingoReadStore dump and load', () => {
  it('round-trips every collection with its documents in insertion order, and empties the collections not in the dump', async () => {
    const source = new MingoReadStore();
    await source.collection('orders').replaceOne({ _id: 'b', total: 2 });
    await source.collection('orders').replaceOne({ _id: 'a', total: 1 });
    await source.collection('users').replaceOne({ _id: 'u', name: '김세라' });
    const target = new MingoReadStore();
    const stale = target.collection('stale');
    await stale.replaceOne({ _id: 'x' });
    const orders = target.collection('orders');
    target.load(deserialize(serialize(source.dump())));
    expect(await orders.find({})).toEqual([
      { _id: 'b', total: 2 },
      { _id: 'a', total: 1 },
    ]);
    expect(await target.collection('users').findOne({ _id: 'u' })).toEqual({ _id: 'u', name: '김세라' });
    expect(await stale.count({})).toBe(0);
  });

  it('refuses a malformed dump and keeps what it had', async () => {
    const store = new MingoReadStore();
    await store.collection('users').replaceOne({ _id: 'u' });
    expect(() => store.load([['users', [{ name: 'no id' } as never]]])).toThrow(/malformed/);
    expect(await store.collection('users').count({})).toBe(1);
  });
});
