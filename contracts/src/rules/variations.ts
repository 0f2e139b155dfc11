import type { ProductOption, ProductVariation } from '../api.js';

/** Korean messages of the option combination rules (spec §3 variation; the spec gives none). */
export const VARIATION_MESSAGES = {
  CODE: '옵션 조합 코드는 영문, 숫자, -, _ 로 1자 이상 40자 이하로 입력해주세요',
  CODE_TAKEN: '옵션 조합 코드가 겹칩니다',
  LIST: '옵션 조합은 상품의 옵션 값으로만 만들 수 있습니다',
  LIST_TAKEN: '같은 옵션 조합이 두 번 있습니다',
  SPEC: '옵션 조합 설명은 200자 이하로 입력해주세요',
  STOCK: '옵션 조합의 재고는 0 이상의 정수로 입력해주세요',
  UNKNOWN: '없는 옵션 조합의 재고입니다',
} as const;

/** Whether `n` is a stock count: a whole number of units from 0. */
export const isStockCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Variation codes: letters, digits, - and _, 1 to 40 characters. */
export const VARIATION_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** Whether the product keeps its stock per option combination (it has any variation, spec §3 variation). */
export const hasVariations = (variations: readonly ProductVariation[] | undefined): boolean => (variations?.length ?? 0) > 0;

/** Whether `list` (a variation's values per option name) agrees with every value of it chosen in `chosen`. */
export function listMatches(list: Record<string, string>, chosen: Record<string, string>): boolean {
  const entries = Object.entries(list);
  return entries.length > 0 && entries.every(([name, value]) => Object.hasOwn(chosen, name) && chosen[name] === value);
}

/**
 * The enabled variation a line's chosen options (option name → value) stand for, or undefined
 * when none does (a combination switched off or never made). Spec §3 variation (list, enabled).
 */
export function variationOf<V extends Pick<ProductVariation, 'list' | 'enabled'>>(
  variations: readonly V[] | undefined,
  chosen: Record<string, string>,
): V | undefined {
  return (variations ?? []).find((v) => v.enabled && listMatches(v.list, chosen));
}

/** The combination as shoppers read it, values in the options' order: "화이트 / 600". */
export function combinationText(list: Record<string, string>, options: readonly Pick<ProductOption, 'name'>[] = []): string {
  const names = [...options.map((o) => o.name).filter((n) => Object.hasOwn(list, n)), ...Object.keys(list).filter((n) => !options.some((o) => o.name === n))];
  return names.map((n) => list[n]).join(' / ');
}

/**
 * Every combination of the options' values, in the options' order (the console's "옵션 조합
 * 만들기"): [{ 색상: '화이트', 크기: '600' }, { 색상: '화이트', 크기: '800' }, ...]. None without options.
 */
export function combinationsOf(options: readonly ProductOption[]): Record<string, string>[] {
  const usable = options.filter((o) => o.values.length > 0);
  if (usable.length === 0) return [];
  return usable.reduce<Record<string, string>[]>((acc, o) => acc.flatMap((list) => o.values.map((v) => ({ ...list, [o.name]: v.name }))), [{}]);
}

/**
 * The first rule the variations break against the product's options, as its Korean message, or
 * null: codes of VARIATION_CODE, unique within the product; each list non-empty and made of the
 * product's option names and values; no list twice; spec at most 200 characters.
 */
export function variationsProblem(variations: readonly ProductVariation[], options: readonly ProductOption[]): string | null {
  const codes = new Set<string>();
  const lists = new Set<string>();
  for (const v of variations) {
    if (typeof v.code !== 'string' || !VARIATION_CODE.test(v.code)) return VARIATION_MESSAGES.CODE;
    if (codes.has(v.code)) return VARIATION_MESSAGES.CODE_TAKEN;
    codes.add(v.code);
    const entries = Object.entries(v.list ?? {});
    if (entries.length === 0) return VARIATION_MESSAGES.LIST;
    if (!entries.every(([name, value]) => options.some((o) => o.name === name && o.values.some((x) => x.name === value)))) return VARIATION_MESSAGES.LIST;
    const key = JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    if (lists.has(key)) return VARIATION_MESSAGES.LIST_TAKEN;
    lists.add(key);
    if ((v.spec ?? '').length > 200) return VARIATION_MESSAGES.SPEC;
  }
  return null;
}
