import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_WATCHES } from '@shop/contracts';
import { BROWSER_STATE_PREFIX } from '../lib/page-boot';

/** A product a visitor viewed, kept in the browser until sign-in pushes it to the server (spec §4 Session). */
export interface LocalWatch {
  product: string;
  /** ISO time of the last view. */
  viewedAt: string;
}

/** The visitor's recently viewed products, newest first. */
export interface WatchesState {
  items: LocalWatch[];
  /** Notes a view of `product` now (moves it to the front; keeps at most MAX_WATCHES). */
  record(product: string, now?: Date): void;
  /** Forgets every view (logout, or once pushed to the server). */
  clear(): void;
}

/** The signed-out recently viewed list, persisted in localStorage under `ceramaison.watches.v2`. */
export const useWatches = create<WatchesState>()(
  persist(
    (set) => ({
      items: [],
      record(product, now = new Date()) {
        set((s) => ({ items: [{ product, viewedAt: now.toISOString() }, ...s.items.filter((w) => w.product !== product)].slice(0, MAX_WATCHES) }));
      },
      clear() {
        set({ items: [] });
      },
    }),
    { name: `${BROWSER_STATE_PREFIX}watches.v2`, storage: createJSONStorage(() => localStorage) },
  ),
);
