import type { OptionValueSort, ProductOption, ProductOptionsConf } from '../api.js';

/** Korean messages of the product editor's DTOs (the spec gives none). */
export const PRODUCT_MESSAGES = {
  CODE: '상품코드는 영문, 숫자, -, _ 로 2자 이상 40자 이하로 입력해주세요',
  NAME: '상품명은 1자 이상 120자 이하로 입력해주세요',
  TYPE: '상품 유형을 선택해주세요',
  CATEGORY: '카테고리를 선택해주세요',
  WON: '금액은 0원 이상의 정수(원)로 입력해주세요',
  NUMBER: '숫자를 입력해주세요',
  FLAG: '예 또는 아니오로 선택해주세요',
  TEXT: '입력값이 너무 깁니다',
  LIST: '목록 형식이 올바르지 않습니다',
  SHIPPING: '배송 방법을 선택해주세요',
  GROUP: '전시 그룹을 확인해주세요',
  DISCOUNT_UNIT: '할인 단위는 원 또는 % 입니다',
  IDS: '상품을 하나 이상 선택해주세요',
  BULK: '일괄 작업을 선택해주세요',
  STOCK: '재고는 0 이상의 정수로 입력해주세요',
  PART_AMOUNT: '구성 상품의 수량은 1 이상의 정수로 입력해주세요',
  PART_VARIATION_REQUIRED: '옵션 조합이 있는 구성 상품은 조합을 선택해주세요',
  PART_VARIATION_UNKNOWN: '구성 상품에 없는 옵션 조합입니다',
  PART_VARIATION_NONE: '옵션 조합이 없는 구성 상품에는 조합을 지정할 수 없습니다',
  OPTION_SORT: '옵션 정렬 방식을 선택해주세요',
} as const;

/** The ways the product page may order an option's values (spec §3 optionsConf sort), with their Korean names. */
export const OPTION_VALUE_SORTS: Record<OptionValueSort, string> = { index: '입력한 순서', name: '이름순', amount: '추가 금액 낮은 순' };

/**
 * The options a product offers shoppers (spec §3 optionsConf): none when `conf.enabled` is false;
 * otherwise each option with its values ordered by `conf.sort` — 'index' as staff entered them,
 * 'name' by name (Korean collation), 'amount' by the added price in 원, lowest first (ties keep
 * the entered order). Without `conf` (products before the setting): the options as entered.
 */
export function shownOptions(options: readonly ProductOption[], conf: ProductOptionsConf | null | undefined): ProductOption[] {
  if (!conf) return [...options];
  if (!conf.enabled) return [];
  if (conf.sort === 'index') return [...options];
  const compare =
    conf.sort === 'name'
      ? (a: ProductOption['values'][number], b: ProductOption['values'][number]) => a.name.localeCompare(b.name, 'ko')
      : (a: ProductOption['values'][number], b: ProductOption['values'][number]) => a.amount - b.amount;
  return options.map((o) => ({ ...o, values: [...o.values].sort(compare) }));
}
