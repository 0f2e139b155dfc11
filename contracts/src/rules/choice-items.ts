import type { ProductItem } from '../events/catalog.events.js';

/**
 * The key a shopper's pick names a choice item by (spec §3 Product choicees): the product it
 * points at, else `supply:{_supply}`, else `custom:{name}`. The product page sends these keys
 * and the cart and the order check them against the product's items.
 */
export function choiceKeyOf(item: Pick<ProductItem, '_product' | '_supply' | 'custom'>): string {
  if (item._product) return item._product;
  if (item._supply) return `supply:${item._supply}`;
  return `custom:${item.custom?.name ?? ''}`;
}

/**
 * Whether an item is of the shop's own making (spec §3 choicees `custom`: name, amount,
 * salePrice), e.g. 설치 서비스: it names no product and no supply. Only such an item adds its
 * `custom.salePrice` to a unit of its line.
 */
export const isCustomItem = (
  item: Pick<ProductItem, '_product' | '_supply' | 'custom'>,
): item is Pick<ProductItem, '_product' | '_supply'> & { custom: NonNullable<ProductItem['custom']> } =>
  !item._product && !item._supply && item.custom !== null && item.custom !== undefined;

/** The choice items a shopper may pick: enabled and not deleted. */
export const offeredChoices = <T extends Pick<ProductItem, 'enabled' | 'deleted'>>(items: readonly T[] | undefined): T[] =>
  (items ?? []).filter((i) => i.enabled && !i.deleted);

/** Most choice items one cart line or order line may name. */
export const MAX_CHOSEN_CHOICES = 50;

/** The product a choice key names (a choice item pointing at a product, spec §3 choicees `_product`), or null for a supply or custom item. */
export const choiceProductOf = (key: string): string | null => (key.startsWith('supply:') || key.startsWith('custom:') ? null : key);

/**
 * What picked choice items add to one unit of their line, in 원: the sum of their prices (a
 * supply without a price adds nothing). `items` as the product page or a cart line shows them
 * (ProductChoiceItem); `chosen` keys, or every item in `items` when left out. The server prices
 * the same: a picked custom item on its line's unit price, a picked product as a line of its own.
 */
export const pickedChoicesPrice = (items: readonly { key: string; salePrice: number | null }[] | undefined, chosen?: readonly string[]): number =>
  (items ?? []).reduce((sum, i) => sum + (!chosen || chosen.includes(i.key) ? (i.salePrice ?? 0) : 0), 0);

/**
 * The key a shopper's pick names a supply by (spec §3 supplies, "부자재"): the product it points
 * at (ordered as a line of its own, as a choice product is), else `supply:{_supply}`, else
 * `supply:custom:{name}`, so a supply of the shop's own making never shares a choice item's key.
 */
export function supplyKeyOf(item: Pick<ProductItem, '_product' | '_supply' | 'custom'>): string {
  if (item._product) return item._product;
  if (item._supply) return `supply:${item._supply}`;
  return `supply:custom:${item.custom?.name ?? ''}`;
}

/**
 * What a picked item adds to one unit of its line, in 원 (spec §3 choicees and supplies `custom`
 * salePrice): a custom choice item's price; a supply's own price (`custom.salePrice`) unless it
 * names a product, which is ordered and priced as a line of its own; otherwise 0.
 */
export function itemSurcharge(item: Pick<ProductItem, '_product' | '_supply' | 'custom'>, supply: boolean): number {
  if (supply) return !item._product && item.custom ? item.custom.salePrice : 0;
  return isCustomItem(item) ? item.custom.salePrice : 0;
}

/** An item a shopper may pick on a product: a choice item or a supply, with its key, whether it is mandatory, and what it adds to a unit in 원. */
export interface OfferedItem<T> {
  item: T;
  key: string;
  supply: boolean;
  mandatory: boolean;
  surcharge: number;
}

/**
 * The items a shopper may pick on a product (spec §3 choicees and supplies): the enabled, not
 * deleted choice items, then the supplies, each key once (the first item keeps it).
 */
export function offeredItemsOf<T extends ProductItem>(product: { choicees?: readonly T[]; supplies?: readonly T[] }): OfferedItem<T>[] {
  const seen = new Set<string>();
  const all = [
    ...offeredChoices(product.choicees).map((item) => ({ item, key: choiceKeyOf(item), supply: false })),
    ...offeredChoices(product.supplies).map((item) => ({ item, key: supplyKeyOf(item), supply: true })),
  ];
  return all.flatMap(({ item, key, supply }) => {
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ item, key, supply, mandatory: item.mandatory, surcharge: itemSurcharge(item, supply) }];
  });
}

/**
 * Which group of a product's items lacks a pick (spec §3: a mandatory choice item or supply must
 * be picked before adding to the cart): 'choice' when the choice items have mandatory ones and
 * none is in `chosen`, else 'supply' likewise for the supplies, else null.
 */
export function missingMandatoryGroup(
  items: readonly { key: string; mandatory: boolean; supply?: boolean }[] | undefined,
  chosen: readonly string[],
): 'choice' | 'supply' | null {
  for (const group of ['choice', 'supply'] as const) {
    const mandatory = (items ?? []).filter((i) => i.mandatory && !!i.supply === (group === 'supply'));
    if (mandatory.length > 0 && !mandatory.some((i) => chosen.includes(i.key))) return group;
  }
  return null;
}
