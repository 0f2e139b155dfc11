import 'reflect-metadata';
import { validateSync } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { UpdateProductDto } from '../dto/products.dto.js';
import { missingMandatoryGroup, offeredItemsOf, supplyKeyOf } from './choice-items.js';
import { PRODUCT_MESSAGES, shownOptions } from './product-options.js';

// Spec §3 Product: options with optionsConf (enabled, sort); supplies beside choicees; a bundle part's units.
const options = [
  {
    name: '색상',
    values: [
      { name: '화이트', amount: 20_000 },
      { name: '그레이', amount: 0 },
      { name: '블랙', amount: 10_000 },
    ],
  },
];
const names = (o: ReturnType<typeof shownOptions>) => o.map((x) => x.values.map((v) => v.name));

describe('shownOptions (spec §3 optionsConf)', () => {
  it('offers no option when staff switch options off', () => {
    expect(shownOptions(options, { enabled: false, sort: 'index' })).toEqual([]);
  });
  it('orders the values as entered, by name or by added price', () => {
    expect(names(shownOptions(options, undefined))).toEqual([['화이트', '그레이', '블랙']]);
    expect(names(shownOptions(options, { enabled: true, sort: 'index' }))).toEqual([['화이트', '그레이', '블랙']]);
    expect(names(shownOptions(options, { enabled: true, sort: 'name' }))).toEqual([['그레이', '블랙', '화이트']]);
    expect(names(shownOptions(options, { enabled: true, sort: 'amount' }))).toEqual([['그레이', '블랙', '화이트']]);
    expect(options[0]!.values[0]!.name).toBe('화이트');
  });
});

const item = (patch: object) => ({ _product: null, _option: null, _supply: null, custom: null, enabled: true, deleted: false, mandatory: false, ...patch });

describe('offered items (spec §3 choicees and supplies)', () => {
  it('lists the enabled choice items and supplies, a supply of the shop own making with its price', () => {
    const offered = offeredItemsOf({
      choicees: [item({ custom: { name: '설치', amount: 1, salePrice: 30_000 } })],
      supplies: [
        item({ custom: { name: '설치', amount: 1, salePrice: 5_000 }, mandatory: true }),
        item({ _product: 'p-1', custom: { name: '', amount: 1, salePrice: 9 } }),
        item({ _supply: 'S-1', enabled: false }),
      ],
    });
    expect(offered.map((o) => [o.key, o.supply, o.mandatory, o.surcharge])).toEqual([
      ['custom:설치', false, false, 30_000],
      ['supply:custom:설치', true, true, 5_000],
      ['p-1', true, false, 0],
    ]);
    expect(supplyKeyOf(item({ _supply: 'S-1' }))).toBe('supply:S-1');
  });
  it('asks for a pick of each group that has mandatory items', () => {
    const items = [
      { key: 'a', mandatory: true },
      { key: 'b', mandatory: true, supply: true },
      { key: 'c', mandatory: false, supply: true },
    ];
    expect(missingMandatoryGroup(items, [])).toBe('choice');
    expect(missingMandatoryGroup(items, ['a', 'c'])).toBe('supply');
    expect(missingMandatoryGroup(items, ['a', 'b'])).toBeNull();
  });
});

describe('UpdateProductDto', () => {
  const problems = (body: object) => validateSync(plainToInstance(UpdateProductDto, body)).flatMap((e) => JSON.stringify(e));
  it('accepts optionsConf and refuses an unknown sort', () => {
    expect(problems({ optionsConf: { enabled: false, sort: 'amount' } })).toEqual([]);
    expect(problems({ optionsConf: { enabled: true, sort: 'price' } }).join()).toContain(PRODUCT_MESSAGES.OPTION_SORT);
  });
  it('refuses a bundle part of fewer than one unit, with the Korean message', () => {
    expect(problems({ bundleds: [item({ _product: 'p-1', amount: 2 })] })).toEqual([]);
    expect(problems({ bundleds: [item({ _product: 'p-1', amount: 0 })] }).join()).toContain(PRODUCT_MESSAGES.PART_AMOUNT);
    expect(problems({ bundleds: [item({ _product: 'p-1', amount: 1.5 })] }).join()).toContain(PRODUCT_MESSAGES.PART_AMOUNT);
  });
});
