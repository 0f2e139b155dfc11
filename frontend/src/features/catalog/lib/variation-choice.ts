import type { ProductOption, ProductVariationState } from '@shop/contracts';

/** How a value can be picked on the product page: it leads to a combination with units, only to sold-out ones, or to none. */
export type ValueState = 'available' | 'soldOut' | 'unavailable';

/** Whether variation `v` agrees with every chosen value it names (an option it does not name is free). */
const agrees = (v: ProductVariationState, chosen: Record<string, string>) =>
  Object.entries(chosen).every(([name, value]) => !(name in v.list) || v.list[name] === value);

/** The values chosen for the options before `index`, in the page's order. */
function chosenBefore(options: readonly ProductOption[], index: number, chosen: Record<string, string>): Record<string, string> {
  return Object.fromEntries(options.slice(0, index).flatMap((o) => (chosen[o.name] ? [[o.name, chosen[o.name]!]] : [])));
}

/**
 * The state of value `value` of the option at `index`, given the values chosen for the options
 * before it (spec §3 variation: only enabled combinations, listed by the product page, can be
 * ordered): 'available' when an enabled combination with it has units, 'soldOut' when the only
 * ones with it are sold out, 'unavailable' when none has it.
 */
export function valueStateOf(
  options: readonly ProductOption[],
  variations: readonly ProductVariationState[],
  index: number,
  value: string,
  chosen: Record<string, string>,
): ValueState {
  const wanted = { ...chosenBefore(options, index, chosen), [options[index]!.name]: value };
  const matching = variations.filter((v) => agrees(v, wanted));
  if (matching.some((v) => !v.soldOut)) return 'available';
  return matching.length > 0 ? 'soldOut' : 'unavailable';
}

/**
 * The chosen values after picking `value` for option `name`: the values of the later options
 * that no longer lead to a combination with units are cleared, so a sold-out combination can
 * never stay chosen.
 */
export function pick(
  options: readonly ProductOption[],
  variations: readonly ProductVariationState[],
  chosen: Record<string, string>,
  name: string,
  value: string,
): Record<string, string> {
  const next: Record<string, string> = { ...chosen, [name]: value };
  const from = options.findIndex((o) => o.name === name);
  options.forEach((o, i) => {
    if (i > from && next[o.name] && valueStateOf(options, variations, i, next[o.name]!, next) !== 'available') delete next[o.name];
  });
  return next;
}

/** The combination every option's chosen value names, when all are chosen and it is one of the listed ones. */
export function chosenVariation(variations: readonly ProductVariationState[], chosen: Record<string, string>): ProductVariationState | undefined {
  return variations.find((v) => Object.entries(v.list).every(([name, value]) => chosen[name] === value));
}
