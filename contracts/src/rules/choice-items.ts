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

/** The choice items a shopper may pick: enabled and not deleted. */
export const offeredChoices = <T extends Pick<ProductItem, 'enabled' | 'deleted'>>(items: readonly T[] | undefined): T[] =>
  (items ?? []).filter((i) => i.enabled && !i.deleted);

/** Most choice items one cart line or order line may name. */
export const MAX_CHOSEN_CHOICES = 50;
