import { Query } from 'mingo';
import type { PurchaseView } from '@shop/contracts';
import { seoulDayStart } from '@shop/contracts';
import { purchaseFilter } from './purchase-filter.js';

/** Purchases in every state a view tells apart, with their creation time and receiver phone. */
const rows = [
  {
    _id: 'unpaid',
    orderStatus: 'ORDER_NONPAYMENT',
    claimStatus: null,
    createdAt: '2026-11-20T14:59:59.000Z',
    receiver: { phone: '01012345678' },
    searchText: '20261120-235959 김세라 세면대',
  },
  {
    _id: 'paid',
    orderStatus: 'ORDER_PAYMENT',
    claimStatus: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    receiver: { phone: '010-9876-5432' },
    searchText: '20261121-000000 이하늘 수전',
  },
  { _id: 'paid-cancel-asked', orderStatus: 'ORDER_PAYMENT', claimStatus: 'CANCEL_REQUESTED', createdAt: '2026-11-21T01:00:00.000Z', searchText: '' },
  { _id: 'preparing', orderStatus: 'ORDER_CONFIRM', claimStatus: null, createdAt: '2026-11-21T02:00:00.000Z', searchText: '' },
  {
    _id: 'shipping-after-rejected-cancel',
    orderStatus: 'SHIPPING_CONFIRM',
    claimStatus: 'CANCEL_REJECTED',
    createdAt: '2026-11-21T03:00:00.000Z',
    searchText: '',
  },
  {
    _id: 'delivered',
    orderStatus: 'DELIVERY_COMPLETE',
    claimStatus: null,
    purchaseStatus: 'PURCHASE_AWAITING',
    createdAt: '2026-11-21T04:00:00.000Z',
    searchText: '',
  },
  { _id: 'returning', orderStatus: 'DELIVERY_COMPLETE', claimStatus: 'RETURN_REQUESTED', createdAt: '2026-11-21T05:00:00.000Z', searchText: '' },
  { _id: 'exchanging', orderStatus: 'DELIVERY_COMPLETE', claimStatus: 'EXCHANGE_SHIPPING', createdAt: '2026-11-21T06:00:00.000Z', searchText: '' },
  { _id: 'canceled', orderStatus: 'ORDER_CANCELED', claimStatus: null, createdAt: '2026-11-21T07:00:00.000Z', searchText: '' },
];
const ids = (search: Parameters<typeof purchaseFilter>[0]) =>
  new Query(purchaseFilter(search))
    .find(rows)
    .all()
    .map((r) => (r as { _id: string })._id);

describe('console purchase views and search (spec §2)', () => {
  it.each<[PurchaseView, string[]]>([
    ['nonpayment', ['unpaid']],
    ['payment', ['paid']],
    ['delivery', ['preparing', 'shipping-after-rejected-cancel']],
    ['cancel', ['paid-cancel-asked', 'shipping-after-rejected-cancel', 'canceled']],
    ['return', ['returning']],
    ['exchange', ['exchanging']],
    ['complete', ['delivered']],
  ])('puts in %s only its purchases', (view, expected) => {
    expect(ids({ view })).toEqual(expected);
  });

  it('keeps a line with a claim under way out of the payment, delivery and complete views', () => {
    for (const view of ['payment', 'delivery', 'complete'] as const)
      expect(ids({ view })).not.toEqual(expect.arrayContaining(['paid-cancel-asked', 'returning']));
  });

  it('finds the receiver phone with or without hyphens, and words in the search text', () => {
    expect(ids({ view: 'all', searchValue: '010-9876-5432' })).toEqual(['paid']);
    expect(ids({ view: 'all', searchValue: '98765432' })).toEqual(['paid']);
    expect(ids({ view: 'all', searchValue: '01012345678' })).toEqual(['unpaid']);
    expect(ids({ view: 'all', searchValue: '이하늘' })).toEqual(['paid']);
    expect(ids({ view: 'all', searchValue: '(.*' })).toEqual([]);
  });

  it('counts order days in Asia/Seoul: 23:59:59 KST is the day before, 00:00 KST the day itself', () => {
    expect(seoulDayStart('2026-11-21')).toBe('2026-11-20T15:00:00.000Z');
    expect(ids({ view: 'all', to: '2026-11-20' })).toEqual(['unpaid']);
    expect(ids({ view: 'nonpayment', from: '2026-11-21' })).toEqual([]);
    expect(ids({ view: 'payment', from: '2026-11-21', to: '2026-11-21' })).toEqual(['paid']);
  });

  it('refuses impossible days', () => {
    expect(seoulDayStart('2026-02-30')).toBeNull();
    expect(seoulDayStart('2026-1-01')).toBeNull();
  });
});
