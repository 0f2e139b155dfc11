import type { ProductCreated, ProductFields } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { productDecider } from './product.decider.js';
import { optionSurcharge, productSalePrice, salePriceOf } from './pricing.js';

const now = '2026-11-22T00:00:00.000Z';
const fields: ProductFields = {
  code: 'cl-wb-600',
  name: '콜라로 벽걸이 세면대 600, 스톤화이트',
  type: 'normal',
  _category: 'c1',
  _brand: null,
  price: 289000,
  discount: null,
  sells: true,
  shows: true,
  options: [
    {
      name: '색상',
      values: [
        { name: '화이트', amount: 0 },
        { name: '그라파이트', amount: 30000 },
      ],
    },
  ],
  groups: [],
  hashtags: [],
  content: '',
  size: '',
  origin: '',
  manufacturer: '',
  properties: [],
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
  thumb: { url: '/x.svg' },
  images: [],
  index: 0,
};
const created = (stock: number): ProductCreated => ({ type: 'ProductCreated', data: { ...fields, productId: 'p1', stock, createdAt: now } });
const spec = deciderSpec(productDecider);
const metadata = { userId: null, now };
const reserve = (orderId: string, amount: number) => ({ type: 'ReserveStock' as const, data: { productId: 'p1', orderId, amount }, metadata });
const release = (orderId: string) => ({ type: 'ReleaseStock' as const, data: { productId: 'p1', orderId }, metadata });

describe('product stock', () => {
  it('changes fields and the stock count in one append (a bulk upload row or an editor save is written whole), and refuses both together', () => {
    spec
      .given([created(4)])
      .when({ type: 'UpdateProduct', data: { productId: 'p1', changes: { price: 120_000 }, stock: 9 }, metadata })
      .then([
        { type: 'ProductUpdated', data: { price: 120_000, productId: 'p1', updatedAt: now } },
        { type: 'StockAdjusted', data: { productId: 'p1', stock: 9, adjustedAt: now } },
      ]);
    spec
      .given([created(4)])
      .when({ type: 'UpdateProduct', data: { productId: 'p1', changes: { price: 120_000 }, stock: -1 }, metadata })
      .thenThrows('INVALID_STOCK');
  });

  it('changes a product meant to change only unheld (a target payment) while no order holds a unit, and refuses once one does', () => {
    const update = { type: 'UpdateProduct' as const, data: { productId: 'p1', changes: { price: 120_000 }, unlessReserved: true }, metadata };
    spec
      .given([created(1)])
      .when(update)
      .then([{ type: 'ProductUpdated', data: { price: 120_000, productId: 'p1', updatedAt: now } }]);
    const held = { type: 'StockReserved' as const, data: { productId: 'p1', orderId: 'o1', amount: 1, stock: 0, reservedAt: now } };
    spec
      .given([created(1), held])
      .when(update)
      .thenThrows('PRODUCT_RESERVED');
    spec
      .given([created(1), held, { type: 'StockReleased', data: { productId: 'p1', orderId: 'o1', amount: 1, stock: 1, releasedAt: now } }])
      .when(update)
      .then([{ type: 'ProductUpdated', data: { price: 120_000, productId: 'p1', updatedAt: now } }]);
  });

  it('reserves units for an order and says what remains', () => {
    spec
      .given([created(5)])
      .when(reserve('o1', 2))
      .then([{ type: 'StockReserved', data: { productId: 'p1', orderId: 'o1', amount: 2, stock: 3, reservedAt: now } }]);
  });

  it('refuses to reserve more than the stock left', () => {
    spec
      .given([created(5), { type: 'StockReserved', data: { productId: 'p1', orderId: 'o1', amount: 4, stock: 1, reservedAt: now } }])
      .when(reserve('o2', 2))
      .thenThrows('INSUFFICIENT_STOCK');
  });

  it('refuses a product that is not on sale', () => {
    spec
      .given([created(5), { type: 'ProductUpdated', data: { productId: 'p1', sells: false, updatedAt: now } }])
      .when(reserve('o1', 1))
      .thenThrows('NOT_ON_SALE');
  });

  it('reserves once per order however often it is asked', () => {
    spec
      .given([created(5), { type: 'StockReserved', data: { productId: 'p1', orderId: 'o1', amount: 2, stock: 3, reservedAt: now } }])
      .when(reserve('o1', 2))
      .thenNothingHappened();
  });

  it('gives back exactly what an order reserved, once', () => {
    const reserved = { type: 'StockReserved' as const, data: { productId: 'p1', orderId: 'o1', amount: 2, stock: 3, reservedAt: now } };
    spec
      .given([created(5), reserved])
      .when(release('o1'))
      .then([{ type: 'StockReleased', data: { productId: 'p1', orderId: 'o1', amount: 2, stock: 5, releasedAt: now } }]);
    spec
      .given([created(5), reserved, { type: 'StockReleased', data: { productId: 'p1', orderId: 'o1', amount: 2, stock: 5, releasedAt: now } }])
      .when(release('o1'))
      .thenNothingHappened();
  });
});

describe('product description', () => {
  const create = (content: string) => ({ type: 'CreateProduct' as const, data: { productId: 'p1', fields: { ...fields, content }, stock: 5 }, metadata });
  const createdWith = (content: string): ProductCreated => ({
    type: 'ProductCreated',
    data: { ...fields, content, productId: 'p1', stock: 5, createdAt: now },
  });

  it('keeps a sanitised description when a product is created', () => {
    spec
      .given([])
      .when(create('<h2>소개</h2><p onclick="alert(1)">세면대<script>alert(1)</script></p>'))
      .then([createdWith('<h2>소개</h2><p>세면대</p>')]);
  });

  it('sanitises a changed description the same way', () => {
    spec
      .given([created(5)])
      .when({ type: 'UpdateProduct', data: { productId: 'p1', changes: { content: '<a href="javascript:alert(1)">보기</a>' } }, metadata })
      .then([{ type: 'ProductUpdated', data: { productId: 'p1', content: '<a rel="noopener noreferrer">보기</a>', updatedAt: now } }]);
  });

  it('leaves plain text as written, since the storefront shows it as text', () => {
    spec
      .given([])
      .when(create('물에 닳은 조약돌 & 화이트 < 그레이\n\n두 번째 문단'))
      .then([createdWith('물에 닳은 조약돌 & 화이트 < 그레이\n\n두 번째 문단')]);
  });

  it('keeps rich text rich when sanitising leaves no tag, so entities are not shown literally', () => {
    spec
      .given([])
      .when(create('<iframe srcdoc="x"></iframe>톰 & 제리'))
      .then([createdWith('<p>톰 &amp; 제리</p>')]);
    spec
      .given([])
      .when(create('<script>alert(1)</script>'))
      .then([createdWith('')]);
  });

  it('changes nothing but the description', () => {
    spec
      .given([created(5)])
      .when({ type: 'UpdateProduct', data: { productId: 'p1', changes: { name: '<b>이름</b>' } }, metadata })
      .then([{ type: 'ProductUpdated', data: { productId: 'p1', name: '<b>이름</b>', updatedAt: now } }]);
  });
});

describe('pricing', () => {
  it('takes a won discount off the list price', () => expect(salePriceOf(289000, { unit: 'won', amount: 39000 })).toBe(250000));
  it('rounds a percent discount down to the won', () => expect(salePriceOf(99999, { unit: 'percent', amount: 15 })).toBe(85000));
  it('never goes below zero', () => expect(salePriceOf(1000, { unit: 'won', amount: 5000 })).toBe(0));
  it('adds the surcharge of the chosen option value', () => expect(optionSurcharge(fields.options, { 색상: '그라파이트' })).toBe(30000));
  it('requires a value for every option', () => expect(() => optionSurcharge(fields.options, {})).toThrow('색상을(를) 선택해주세요'));
  it('refuses a value the product does not offer', () => expect(() => optionSurcharge(fields.options, { 색상: '핑크' })).toThrow('선택할 수 없는 옵션입니다'));
});

describe('product editor rules (spec §3 Product, §5)', () => {
  const item = (productId: string) => ({ _product: productId, _option: null, _supply: null, custom: null, enabled: true, deleted: false, mandatory: false });
  const update = (changes: Partial<ProductFields>, userId: string | null = 'staff1') => ({
    type: 'UpdateProduct' as const,
    data: { productId: 'p1', changes },
    metadata: { userId, now },
  });

  it('refuses a related or bundled item that is the product itself, and takes another product', () => {
    spec
      .given([created(1)])
      .when(update({ relateds: [item('p1')] }))
      .thenThrows('PRODUCT_INVALID');
    spec
      .given([created(1)])
      .when(update({ bundleds: [item('p1')] }))
      .thenThrows('PRODUCT_INVALID');
    spec
      .given([created(1)])
      .when(update({ relateds: [item('p2')] }))
      .then([{ type: 'ProductUpdated', data: { relateds: [item('p2')], productId: 'p1', updatedAt: now, by: 'staff1' } }]);
  });

  it('refuses a percent discount outside 0..100 and negative or fractional prices and costs', () => {
    spec
      .given([created(1)])
      .when(update({ discount: { unit: 'percent', amount: 101 } }))
      .thenThrows('PRODUCT_INVALID');
    spec
      .given([created(1)])
      .when(update({ discount: { unit: 'percent', amount: -1 } }))
      .thenThrows('PRODUCT_INVALID');
    spec
      .given([created(1)])
      .when(update({ price: -1 }))
      .thenThrows('PRODUCT_INVALID');
    spec
      .given([created(1)])
      .when(update({ cost: 10.5 }))
      .thenThrows('PRODUCT_INVALID');
    spec
      .given([created(1)])
      .when(update({ discount: { unit: 'won', amount: 300_000 } }))
      .thenThrows('PRODUCT_INVALID');
    spec
      .given([created(1)])
      .when(update({ discount: { unit: 'percent', amount: 100 } }, null))
      .then([{ type: 'ProductUpdated', data: { discount: { unit: 'percent', amount: 100 }, productId: 'p1', updatedAt: now } }]);
  });

  it('refuses a discount period that ends before it starts', () => {
    const expiration = { enabled: true, startDate: '2026-12-10', endDate: '2026-12-01' };
    spec
      .given([created(1)])
      .when(update({ discount: { unit: 'won', amount: 1000, expiration } }))
      .thenThrows('PRODUCT_INVALID');
  });

  it('does not sell a deleted product', () => {
    spec
      .given([created(5), { type: 'ProductUpdated', data: { productId: 'p1', deleted: true, shows: false, updatedAt: now } }])
      .when(reserve('o1', 1))
      .thenThrows('NOT_ON_SALE');
  });
});

describe('product pricing with a dated discount', () => {
  const discount = { unit: 'percent' as const, amount: 10, expiration: { enabled: true, startDate: '2026-12-01', endDate: '2026-12-31' } };
  it('applies the discount only within its KST days, and not when switched off', () => {
    const f = { price: 100_000, discount };
    expect(productSalePrice(f, '2026-11-30T14:59:59.000Z')).toBe(100_000);
    expect(productSalePrice(f, '2026-11-30T15:00:00.000Z')).toBe(90_000);
    expect(productSalePrice(f, '2026-12-31T14:59:59.000Z')).toBe(90_000);
    expect(productSalePrice(f, '2026-12-31T15:00:00.000Z')).toBe(100_000);
    expect(productSalePrice({ ...f, discountEnabled: false }, '2026-12-10T00:00:00.000Z')).toBe(100_000);
    expect(productSalePrice({ price: 100_000, discount: { unit: 'won', amount: 5000 } }, now)).toBe(95_000);
  });
});
