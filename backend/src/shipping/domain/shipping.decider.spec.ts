import type { ShippingEvent, ShippingFields } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { shippingDecider, type ShippingCommand } from './shipping.decider.js';

const now = '2026-11-25T03:00:00.000Z';
const metadata = { userId: 'staff', now };
const shippingId = 's1';
const fields: ShippingFields = {
  name: '기본 택배비',
  startsAt: null,
  endsAt: null,
  isActive: true,
  target: { type: 'every', _products: [], _categories: [], _brands: [] },
  options: [
    {
      code: 'parcel',
      bundle: { type: 'bundle' },
      charge: {
        type: 'pricesRange',
        pricesRange: [
          { price: 0, amount: 3_000 },
          { price: 100_000, amount: 0 },
        ],
      },
      island: { isActive: true, charge: { amount__base: 5_000, amount__jeju: 3_000 } },
      service: { isActive: false, charge: { amount: 0 } },
    },
  ],
};
const spec = deciderSpec(shippingDecider);
const created: ShippingEvent = { type: 'ShippingCreated', data: { shippingId, fields, createdAt: now } };
const create = (f: ShippingFields = fields): ShippingCommand => ({ type: 'CreateShipping', data: { shippingId, fields: f }, metadata });
const update = (f: ShippingFields): ShippingCommand => ({ type: 'UpdateShipping', data: { shippingId, fields: f }, metadata });

describe('shipping rule', () => {
  it('is created with its fields', () => spec.given([]).when(create()).then([created]));

  it('creating it again changes nothing', () => spec.given([created]).when(create()).thenNothingHappened());

  it('is replaced by new fields', () => {
    const off = { ...fields, isActive: false };
    spec
      .given([created])
      .when(update(off))
      .then([{ type: 'ShippingUpdated', data: { shippingId, fields: off, updatedAt: now } }]);
  });

  it('is deleted once; a deleted rule is not found', () => {
    const deleted: ShippingEvent = { type: 'ShippingDeleted', data: { shippingId, deletedAt: now } };
    spec.given([created]).when({ type: 'DeleteShipping', data: { shippingId }, metadata }).then([deleted]);
    spec.given([created, deleted]).when(update(fields)).thenThrows('SHIPPING_NOT_FOUND');
  });

  it('refuses a period that ends before it starts', () =>
    spec
      .given([])
      .when(create({ ...fields, startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-11-01T00:00:00.000Z' }))
      .thenThrows('SHIPPING_INVALID'));

  it('refuses a target type without its list', () => {
    spec
      .given([])
      .when(create({ ...fields, target: { ...fields.target, type: 'products' } }))
      .thenThrows('SHIPPING_INVALID');
    spec
      .given([])
      .when(create({ ...fields, target: { ...fields.target, type: 'categoryBrand', _categories: ['c'] } }))
      .thenThrows('SHIPPING_INVALID');
  });

  it('refuses two options of one shipping code', () =>
    spec
      .given([])
      .when(create({ ...fields, options: [fields.options[0]!, fields.options[0]!] }))
      .thenThrows('SHIPPING_INVALID'));

  it('refuses a range table with a threshold twice', () => {
    const twice = {
      ...fields.options[0]!,
      charge: {
        type: 'travelRange' as const,
        travelRange: [
          { distance: 0, amount: 1 },
          { distance: 0, amount: 2 },
        ],
      },
    };
    spec
      .given([])
      .when(create({ ...fields, options: [twice] }))
      .thenThrows('SHIPPING_INVALID');
  });
});
