import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { BROWSER_STATE_PREFIX } from '../lib/page-boot';

/** An item ordered directly (buy now), not from the cart. */
export interface PickupItem {
  product: string;
  option: Record<string, string>;
  /** Picked choice items of the product (choiceKeyOf keys). */
  choices?: string[];
  amount: number;
  /** A target payment (결제 요청) of the member: its product is read from /api/v1/me/target-payments, not the public catalogue. */
  targetPayment?: boolean;
}

/** What the order page orders: either cart line ids or buy-now items. */
export interface PickupState {
  cartIds: string[] | null;
  items: PickupItem[] | null;
  /** Orders these cart lines (clears buy-now items). */
  setCartIds(ids: string[]): void;
  /** Orders these items directly (clears cart ids). */
  setItems(items: PickupItem[]): void;
  /** Forgets the pick-up. */
  clear(): void;
}

/** The order page's pick-up, persisted in sessionStorage under `ceramaison.pickup`. */
export const usePickup = create<PickupState>()(
  persist(
    (set) => ({
      cartIds: null,
      items: null,
      setCartIds(ids) {
        set({ cartIds: [...ids], items: null });
      },
      setItems(items) {
        set({ items: items.map((i) => ({ ...i, option: { ...i.option } })), cartIds: null });
      },
      clear() {
        set({ cartIds: null, items: null });
      },
    }),
    { name: `${BROWSER_STATE_PREFIX}pickup`, storage: createJSONStorage(() => sessionStorage) },
  ),
);
