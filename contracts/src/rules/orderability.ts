/** What the shop knows of a product when deciding whether it can be ordered. */
export interface OrderableFacts {
  /** Shown in the shop (spec `shows`). */
  shows: boolean;
  /** On sale at all (spec `sells`). */
  sells: boolean;
  stock: number;
  /** A target payment (spec §9 product type "target payment") is for this member only. */
  targetUser?: string | null;
}

/** Why a product cannot be ordered, or 'ORDERABLE'. Codes match the API's error codes. */
export type Orderability = 'ORDERABLE' | 'PRODUCT_NOT_FOUND' | 'NOT_ON_SALE' | 'SOLD_OUT';

/**
 * Whether a product can be put in a cart or ordered now (spec §2 Product card: "If the product
 * is sold and its stock is not 0, it shows a buy button"). A hidden product is as good as
 * missing to a shopper; a target payment (hidden) is orderable by its member (`buyer`) alone. The server refuses with the same code; the storefront shows the buy
 * button only for 'ORDERABLE'.
 */
export function orderabilityOf(p: OrderableFacts | null | undefined, buyer: string | null = null): Orderability {
  if (!p) return 'PRODUCT_NOT_FOUND';
  // A target payment is never shown in the shop and exists only for the member it asks.
  if (p.targetUser ? p.targetUser !== buyer : !p.shows) return 'PRODUCT_NOT_FOUND';
  if (!p.sells) return 'NOT_ON_SALE';
  if (p.stock === 0) return 'SOLD_OUT';
  return 'ORDERABLE';
}
