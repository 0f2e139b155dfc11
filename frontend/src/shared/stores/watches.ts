import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Liked (wishlist) product ids. Kept locally until the server's likes API exists. */
export interface WatchesState {
  ids: string[];
  /** Adds or removes a product id; returns true when it is now liked. */
  toggle(id: string): boolean;
  /** Replaces the whole list (e.g. after loading the server's likes). */
  set(ids: string[]): void;
  /** Forgets every like (logout). */
  clear(): void;
}

/** The wishlist store, persisted in localStorage under `ceramaison.watches`. */
export const useWatches = create<WatchesState>()(
  persist(
    (set, get) => ({
      ids: [],
      toggle(id) {
        const liked = get().ids.includes(id);
        set({ ids: liked ? get().ids.filter((x) => x !== id) : [...get().ids, id] });
        return !liked;
      },
      set(ids) {
        set({ ids: [...new Set(ids)] });
      },
      clear() {
        set({ ids: [] });
      },
    }),
    { name: 'ceramaison.watches', storage: createJSONStorage(() => localStorage) },
  ),
);

/** Whether a product is in the wishlist. */
export function useIsWatched(id: string): boolean {
  return useWatches((s) => s.ids.includes(id));
}
