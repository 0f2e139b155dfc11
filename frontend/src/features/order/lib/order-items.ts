import { orderabilityOf, pickedChoicesPrice, type CartLine, type OrderableFacts, type ProductChoiceItem, type ProductDetail } from '@shop/contracts';
import type { PickupItem } from '../../../shared/stores/pickup';

/** A line of the order form as shown before the server prices the order. */
export interface OrderItemView {
  key: string;
  productId: string;
  name: string;
  thumbUrl: string | null;
  option: Record<string, string>;
  amount: number;
  /** Unit sale price incl. option surcharges, in 원 (an estimate until the server prices it). */
  unitPrice: number;
  /** The picked choice items with their prices per unit (spec §3 choicees); empty when none. */
  choices: ProductChoiceItem[];
  /** Units × (unit price + the choice items' prices), in 원. */
  total: number;
  /** Shipping rule text when known (buy-now products carry one). */
  shippingText: string | null;
  /** Why the line cannot be ordered now, or null. */
  problem: string | null;
}

/** Why `amount` of the product cannot be ordered now (the server's rule, {@link orderabilityOf}), or null. */
function problemOf(p: OrderableFacts, amount: number): string | null {
  switch (orderabilityOf(p)) {
    case 'PRODUCT_NOT_FOUND':
    case 'NOT_ON_SALE':
      return '판매가 중지된 상품입니다';
    case 'SOLD_OUT':
      return '품절된 상품입니다';
    case 'ORDERABLE':
      return p.stock > 0 && amount > p.stock ? `재고가 ${p.stock}개 남아 있습니다` : null;
  }
}

/** The order form's view of a cart line. */
export function fromCartLine(line: CartLine): OrderItemView {
  return {
    key: line._id,
    productId: line.product._id,
    name: line.product.name,
    thumbUrl: line.product.thumb?.url ?? null,
    option: line.option,
    amount: line.amount,
    unitPrice: line.salePrice,
    choices: line.choices ?? [],
    total: (line.salePrice + pickedChoicesPrice(line.choices)) * line.amount,
    shippingText: null,
    problem: problemOf(line.product, line.amount),
  };
}

/** The order form's view of a buy-now item, priced from its product (sale price plus option surcharges). */
export function fromPickupItem(item: PickupItem, product: ProductDetail, index: number): OrderItemView {
  const surcharge = Object.entries(item.option).reduce((sum, [name, value]) => {
    const v = product.options.find((o) => o.name === name)?.values.find((x) => x.name === value);
    return sum + (v?.amount ?? 0);
  }, 0);
  const unitPrice = product.salePrice + surcharge;
  const choices = (product.choiceItems ?? []).filter((c) => item.choices?.includes(c.key));
  return {
    key: `${item.product}-${index}`,
    productId: product._id,
    name: product.name,
    thumbUrl: product.thumb?.url ?? null,
    option: item.option,
    amount: item.amount,
    unitPrice,
    choices,
    total: (unitPrice + pickedChoicesPrice(choices)) * item.amount,
    shippingText: product.shippingText || null,
    problem: problemOf(product, item.amount),
  };
}
