import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { BROWSER_STATE_PREFIX } from '../lib/page-boot';

/** A cart line kept in the browser while signed out; pushed to the server on sign-in (spec §4). */
export interface LocalCartLine {
  product: string;
  option: Record<string, string>;
  /** Picked choice items of the product (choiceKeyOf keys). */
  choices?: string[];
  amount: number;
}

/** Signed-out cart state and its actions. */
export interface LocalCartState {
  lines: LocalCartLine[];
  /** Adds a line; the same product and option adds to the existing line's amount. */
  add(line: LocalCartLine): void;
  /** Removes the line at `index`. */
  remove(index: number): void;
  /** Empties the local cart. */
  clear(): void;
}

const sameOption = (a: Record<string, string>, b: Record<string, string>) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
};
const sameChoices = (a: string[] = [], b: string[] = []) => a.length === b.length && a.every((k) => b.includes(k));

/** The signed-out cart, persisted in localStorage under `ceramaison.cart`. */
export const useLocalCart = create<LocalCartState>()(
  persist(
    (set) => ({
      lines: [],
      add(line) {
        set((s) => {
          const i = s.lines.findIndex((l) => l.product === line.product && sameOption(l.option, line.option) && sameChoices(l.choices, line.choices));
          if (i < 0) return { lines: [...s.lines, { ...line, option: { ...line.option } }] };
          const lines = s.lines.slice();
          lines[i] = { ...lines[i]!, amount: Math.min(999, lines[i]!.amount + line.amount) };
          return { lines };
        });
      },
      remove(index) {
        set((s) => ({ lines: s.lines.filter((_, i) => i !== index) }));
      },
      clear() {
        set({ lines: [] });
      },
    }),
    { name: `${BROWSER_STATE_PREFIX}cart`, storage: createJSONStorage(() => localStorage) },
  ),
);
