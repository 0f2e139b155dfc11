import { PRODUCT_MESSAGES, PRODUCT_UPLOAD_MESSAGES, type ConsoleProduct } from '@shop/contracts';
import { planRow, type UploadReferences } from './product-rows.js';

/** A product as the console edits it, code `basin-1` in category c-1 (id) of brand colaro. */
const basin = {
  _id: 'p1',
  code: 'basin-1',
  name: '벽걸이 세면대',
  type: 'normal',
  _category: 'cat-1',
  _brand: 'colaro',
  price: 100_000,
  discount: null,
  sells: true,
  shows: true,
  stock: 4,
  origin: '대한민국',
  hashtags: ['욕실'],
} as unknown as ConsoleProduct;
const refs = (): UploadReferences => ({
  categories: new Map([['c-1', 'cat-1']]),
  brands: new Set(['colaro']),
  products: new Map<string, ConsoleProduct | 'taken'>([
    ['basin-1', basin],
    ['gone-1', 'taken'],
  ]),
});
const row = (values: Record<string, string | number | boolean>, n = 2) => ({ row: n, values });

describe('a bulk upload row, checked with the product editor rules (spec §2 console shop/bulk-upload)', () => {
  it('plans a new code as a product to create, with the category id for its code and Y/N as flags', async () => {
    const plan = await planRow(row({ code: 'new-1', name: '새 수전', category: 'c-1', price: '12,000', shows: 'Y', sells: 'n' }), refs(), new Set());
    expect(plan.result).toEqual({ row: 2, code: 'new-1', name: '새 수전', action: 'create', messages: [] });
    expect(plan.write).toEqual({ kind: 'create', dto: { code: 'new-1', name: '새 수전', _category: 'cat-1', price: 12_000, shows: true, sells: false } });
  });

  it('refuses a new product without its required fields, and a bad price with the editor DTO message', async () => {
    expect((await planRow(row({ code: 'new-2', name: '이름만' }), refs(), new Set())).result.messages).toEqual([PRODUCT_UPLOAD_MESSAGES.REQUIRED]);
    const words = await planRow(row({ code: 'new-3', name: '수전', category: 'c-1', price: '만원' }), refs(), new Set());
    expect(words.result).toMatchObject({ action: 'error', messages: [PRODUCT_MESSAGES.WON] });
    expect(words.write).toBeUndefined();
  });

  it('refuses what the catalogue rules refuse: a negative price, a won discount over the price, an unknown brand', async () => {
    const negative = await planRow(row({ code: 'new-4', name: '수전', category: 'c-1', price: -1 }), refs(), new Set());
    expect(negative.result.messages).toEqual(['가격은 0원 이상의 정수(원)로 입력해주세요']);
    const over = await planRow(row({ code: 'new-5', name: '수전', category: 'c-1', price: 1_000, discount: 5_000 }), refs(), new Set());
    expect(over.result.messages).toEqual(['할인 금액이 판매가보다 클 수 없습니다']);
    const brand = await planRow(row({ code: 'new-6', name: '수전', category: 'c-1', price: 1_000, brand: 'nobody' }), refs(), new Set());
    expect(brand.result.messages).toEqual([PRODUCT_UPLOAD_MESSAGES.BRAND]);
  });

  it('refuses a code seen on an earlier row and the code of a deleted product', async () => {
    const seen = new Set<string>();
    await planRow(row({ code: 'new-7', name: '수전', category: 'c-1', price: 1 }), refs(), seen);
    expect((await planRow(row({ code: 'new-7', name: '수전', category: 'c-1', price: 1 }, 3), refs(), seen)).result.messages).toEqual([
      PRODUCT_UPLOAD_MESSAGES.DUPLICATE,
    ]);
    expect((await planRow(row({ code: 'gone-1', name: '수전', category: 'c-1', price: 1 }), refs(), new Set())).result.messages).toEqual([
      PRODUCT_UPLOAD_MESSAGES.DELETED,
    ]);
  });

  it('updates an existing code with only the cells that differ, and changes nothing when they are all the same', async () => {
    const same = await planRow(
      row({ code: 'basin-1', name: '벽걸이 세면대', category: 'c-1', brand: 'colaro', price: 100_000, stock: 4, hashtags: '#욕실' }),
      refs(),
      new Set(),
    );
    expect(same.result.action).toBe('unchanged');
    expect(same.write).toBeUndefined();
    const cheaper = await planRow(row({ code: 'basin-1', price: 90_000, stock: 6, origin: '대한민국' }), refs(), new Set());
    expect(cheaper.write).toEqual({ kind: 'update', id: 'p1', dto: { price: 90_000, stock: 6 } });
    expect(cheaper.result).toMatchObject({ action: 'update', name: '벽걸이 세면대' });
  });
});
