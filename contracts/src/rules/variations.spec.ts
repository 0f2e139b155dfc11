import 'reflect-metadata';
import { validateSync } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { UpdateProductDto } from '../dto/products.dto.js';
import { VARIATION_MESSAGES, combinationText, combinationsOf, variationOf, variationsProblem } from './variations.js';

// Spec §3 Product: options with optionsConf and stock per option combination (variation: code, list, spec, enabled).
const options = [
  {
    name: '색상',
    values: [
      { name: '화이트', amount: 0 },
      { name: '그레이', amount: 10_000 },
    ],
  },
  {
    name: '크기',
    values: [
      { name: '600', amount: 0 },
      { name: '800', amount: 30_000 },
    ],
  },
];
const white600 = { code: 'WH-600', list: { 크기: '600', 색상: '화이트' }, spec: '', enabled: true };

describe('option combinations', () => {
  it('makes every combination of the options’ values, in the options’ order', () => {
    expect(combinationsOf(options)).toEqual([
      { 색상: '화이트', 크기: '600' },
      { 색상: '화이트', 크기: '800' },
      { 색상: '그레이', 크기: '600' },
      { 색상: '그레이', 크기: '800' },
    ]);
    expect(combinationsOf([])).toEqual([]);
  });

  it('finds the enabled combination a line’s options stand for, and none for a switched-off one', () => {
    expect(variationOf([white600], { 색상: '화이트', 크기: '600' })).toBe(white600);
    expect(variationOf([{ ...white600, enabled: false }], { 색상: '화이트', 크기: '600' })).toBeUndefined();
    expect(variationOf([white600], { 색상: '화이트' })).toBeUndefined();
  });

  it('names a combination by its values in the options’ order', () => expect(combinationText(white600.list, options)).toBe('화이트 / 600'));

  it('refuses codes that repeat, values the product does not offer and the same combination twice', () => {
    expect(variationsProblem([white600, { ...white600, code: 'WH-800', list: { 색상: '화이트', 크기: '800' } }], options)).toBeNull();
    expect(variationsProblem([white600, { ...white600, list: { 색상: '그레이', 크기: '600' } }], options)).toBe(VARIATION_MESSAGES.CODE_TAKEN);
    expect(variationsProblem([{ ...white600, list: { 색상: '핑크', 크기: '600' } }], options)).toBe(VARIATION_MESSAGES.LIST);
    expect(variationsProblem([white600, { ...white600, code: 'WH-600-B' }], options)).toBe(VARIATION_MESSAGES.LIST_TAKEN);
    expect(variationsProblem([{ ...white600, code: '화이트' }], options)).toBe(VARIATION_MESSAGES.CODE);
  });

  it('checks the editor’s rows with Korean messages before any rule runs', () => {
    const messages = (body: object) =>
      validateSync(plainToInstance(UpdateProductDto, body)).flatMap((e) =>
        (e.children ?? []).flatMap((c) => (c.children ?? []).flatMap((g) => Object.values(g.constraints ?? {}))),
      );
    expect(messages({ variations: [{ ...white600, stock: 3 }] })).toEqual([]);
    expect(messages({ variations: [{ ...white600, code: 'a b', stock: -1 }] })).toEqual([VARIATION_MESSAGES.CODE, VARIATION_MESSAGES.STOCK]);
  });
});
