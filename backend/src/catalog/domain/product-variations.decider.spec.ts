import type { ProductCreated, ProductEvent, ProductFields, StockReserved } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { productDecider, type ProductState } from './product.decider.js';

// Spec §3 Product: options with optionsConf and stock per option combination (variation: code, list, spec, enabled).
const now = '2026-11-28T00:00:00.000Z';
const metadata = { userId: null, now };
const WHITE_600 = { code: 'WB-WH-600', list: { 색상: '화이트', 크기: '600' }, spec: '600 x 450', enabled: true };
const WHITE_800 = { code: 'WB-WH-800', list: { 색상: '화이트', 크기: '800' }, spec: '800 x 450', enabled: true };
const GREY_600 = { code: 'WB-GR-600', list: { 색상: '그레이', 크기: '600' }, spec: '600 x 450', enabled: false };
const fields: ProductFields = {
  code: 'wb',
  name: '콜라로 벽걸이 세면대, 옵션형',
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
        { name: '화이트', hexa: '#ffffff', amount: 0 },
        { name: '그레이', hexa: '#888888', amount: 10000 },
      ],
    },
    {
      name: '크기',
      values: [
        { name: '600', amount: 0 },
        { name: '800', amount: 30000 },
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
  variations: [WHITE_600, WHITE_800, GREY_600],
};
const created: ProductCreated = {
  type: 'ProductCreated',
  data: { ...fields, productId: 'p1', stock: 8, variationStock: { 'WB-WH-600': 3, 'WB-WH-800': 5, 'WB-GR-600': 4 }, createdAt: now },
};
const spec = deciderSpec(productDecider);
const white600 = { 색상: '화이트', 크기: '600' };
const white800 = { 색상: '화이트', 크기: '800' };
const reserve = (orderId: string, lines: { option: Record<string, string>; amount: number }[]) => ({
  type: 'ReserveStock' as const,
  data: { productId: 'p1', orderId, amount: lines.reduce((s, l) => s + l.amount, 0), lines },
  metadata,
});
const reserved = (orderId: string, variations: Record<string, number>, variationStock: Record<string, number>, stock: number): StockReserved => ({
  type: 'StockReserved',
  data: { productId: 'p1', orderId, amount: Object.values(variations).reduce((s, n) => s + n, 0), stock, variations, variationStock, reservedAt: now },
});
const fold = (events: ProductEvent[]): ProductState => events.reduce(productDecider.evolve, productDecider.initialState());

describe('stock per option combination', () => {
  it('creates a product whose stock is the sum of its enabled combinations (a switched-off one does not count)', () => {
    spec
      .given([])
      .when({
        type: 'CreateProduct',
        data: { productId: 'p1', fields, stock: 99, variationStock: { 'WB-WH-600': 3, 'WB-WH-800': 5, 'WB-GR-600': 4 } },
        metadata,
      })
      .then([created]);
  });

  it('reserves the units of the chosen combination only, and says what remains of it and of the product', () => {
    spec
      .given([created])
      .when(reserve('o1', [{ option: white600, amount: 2 }]))
      .then([reserved('o1', { 'WB-WH-600': 2 }, { 'WB-WH-600': 1 }, 6)]);
  });

  it('reserves several combinations of one product for one order in one decision', () => {
    spec
      .given([created])
      .when(
        reserve('o1', [
          { option: white600, amount: 1 },
          { option: white800, amount: 4 },
          { option: { ...white600 }, amount: 1 },
        ]),
      )
      .then([reserved('o1', { 'WB-WH-600': 2, 'WB-WH-800': 4 }, { 'WB-WH-600': 1, 'WB-WH-800': 1 }, 2)]);
  });

  it('refuses a combination that has fewer units left than asked, naming it, although the product has more', () => {
    const state = fold([created, reserved('o1', { 'WB-WH-600': 3 }, { 'WB-WH-600': 0 }, 5)]);
    spec
      .given([created, reserved('o1', { 'WB-WH-600': 3 }, { 'WB-WH-600': 0 }, 5)])
      .when(reserve('o2', [{ option: white600, amount: 1 }]))
      .thenThrows('INSUFFICIENT_STOCK');
    expect(() => productDecider.decide(reserve('o2', [{ option: white600, amount: 1 }]), state)).toThrow(
      '재고가 부족합니다: 콜라로 벽걸이 세면대 (화이트 / 600)',
    );
    spec
      .given([created, reserved('o1', { 'WB-WH-600': 3 }, { 'WB-WH-600': 0 }, 5)])
      .when(reserve('o2', [{ option: white800, amount: 5 }]))
      .then([reserved('o2', { 'WB-WH-800': 5 }, { 'WB-WH-800': 0 }, 0)]);
  });

  it('refuses options that match no enabled combination (switched off, or never made), with 422', () => {
    spec
      .given([created])
      .when(reserve('o1', [{ option: { 색상: '그레이', 크기: '600' }, amount: 1 }]))
      .thenThrows('VARIATION_UNAVAILABLE');
    spec
      .given([created])
      .when(reserve('o1', [{ option: { 색상: '그레이', 크기: '800' }, amount: 1 }]))
      .thenThrows('VARIATION_UNAVAILABLE');
    spec
      .given([created])
      .when({ type: 'ReserveStock', data: { productId: 'p1', orderId: 'o1', amount: 1 }, metadata })
      .thenThrows('VARIATION_UNAVAILABLE');
  });

  it('gives back exactly what the order reserved of each combination, once', () => {
    const held = reserved('o1', { 'WB-WH-600': 2, 'WB-WH-800': 1 }, { 'WB-WH-600': 1, 'WB-WH-800': 4 }, 5);
    const release = { type: 'ReleaseStock' as const, data: { productId: 'p1', orderId: 'o1' }, metadata };
    const released: ProductEvent = {
      type: 'StockReleased',
      data: {
        productId: 'p1',
        orderId: 'o1',
        amount: 3,
        stock: 8,
        variations: { 'WB-WH-600': 2, 'WB-WH-800': 1 },
        variationStock: { 'WB-WH-600': 3, 'WB-WH-800': 5 },
        releasedAt: now,
      },
    };
    spec.given([created, held]).when(release).then([released]);
    spec.given([created, held, released]).when(release).thenNothingHappened();
  });

  it('gives back a cancelled line into its own combination, once per line, and the rest later', () => {
    const held = reserved('o1', { 'WB-WH-600': 2, 'WB-WH-800': 1 }, { 'WB-WH-600': 1, 'WB-WH-800': 4 }, 5);
    const cancelLine = {
      type: 'ReleaseStock' as const,
      data: { productId: 'p1', orderId: 'o1', part: { releaseId: 'line2', amount: 1, option: white800 } },
      metadata,
    };
    const lineBack: ProductEvent = {
      type: 'StockReleased',
      data: {
        productId: 'p1',
        orderId: 'o1',
        amount: 1,
        stock: 6,
        releaseId: 'line2',
        variations: { 'WB-WH-800': 1 },
        variationStock: { 'WB-WH-800': 5 },
        releasedAt: now,
      },
    };
    spec.given([created, held]).when(cancelLine).then([lineBack]);
    spec.given([created, held, lineBack]).when(cancelLine).thenNothingHappened();
    spec
      .given([created, held, lineBack])
      .when({ type: 'ReleaseStock', data: { productId: 'p1', orderId: 'o1' }, metadata })
      .then([
        {
          type: 'StockReleased',
          data: { productId: 'p1', orderId: 'o1', amount: 2, stock: 8, variations: { 'WB-WH-600': 2 }, variationStock: { 'WB-WH-600': 3 }, releasedAt: now },
        },
      ]);
  });

  it('lets staff set the units of one combination, the product total following', () => {
    spec
      .given([created])
      .when({ type: 'AdjustStock', data: { productId: 'p1', variationStock: { 'WB-WH-800': 10 } }, metadata: { userId: 'staff1', now } })
      .then([{ type: 'StockAdjusted', data: { productId: 'p1', stock: 13, variationStock: { 'WB-WH-800': 10 }, adjustedAt: now, by: 'staff1' } }]);
    spec
      .given([created])
      .when({ type: 'AdjustStock', data: { productId: 'p1', variationStock: { 'NO-SUCH': 1 } }, metadata })
      .thenThrows('INVALID_STOCK');
    spec
      .given([created])
      .when({ type: 'AdjustStock', data: { productId: 'p1', stock: 10 }, metadata })
      .thenThrows('INVALID_STOCK');
  });

  it('counts a combination switched on again in the total, and refuses combinations of values the product does not offer', () => {
    const enabled = [WHITE_600, WHITE_800, { ...GREY_600, enabled: true }];
    spec
      .given([created])
      .when({ type: 'UpdateProduct', data: { productId: 'p1', changes: { variations: enabled } }, metadata })
      .then([
        { type: 'ProductUpdated', data: { variations: enabled, productId: 'p1', updatedAt: now } },
        { type: 'StockAdjusted', data: { productId: 'p1', stock: 12, adjustedAt: now } },
      ]);
    for (const bad of [
      [WHITE_600, { ...WHITE_800, code: WHITE_600.code }],
      [WHITE_600, { ...WHITE_800, list: { 색상: '핑크', 크기: '800' } }],
      [WHITE_600, { ...WHITE_800, list: white600 }],
      [{ ...WHITE_600, list: {} }],
    ]) {
      spec
        .given([created])
        .when({ type: 'UpdateProduct', data: { productId: 'p1', changes: { variations: bad } }, metadata })
        .thenThrows('PRODUCT_INVALID');
    }
  });

  it('leaves a product without combinations as it was: one stock for every option', () => {
    const plain: ProductCreated = { type: 'ProductCreated', data: { ...fields, variations: undefined, productId: 'p1', stock: 2, createdAt: now } };
    spec
      .given([plain])
      .when(reserve('o1', [{ option: { 색상: '그레이', 크기: '800' }, amount: 2 }]))
      .then([{ type: 'StockReserved', data: { productId: 'p1', orderId: 'o1', amount: 2, stock: 0, reservedAt: now } }]);
  });
});
