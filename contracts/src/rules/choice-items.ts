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
