import { useState } from 'react';

/** Checked rows of a table, by id. */
export interface Selection {
  ids: string[];
  has(id: string): boolean;
  toggle(id: string): void;
  /** Checks (or unchecks) every id of `ids`, e.g. the page's rows. */
  setMany(ids: string[], on: boolean): void;
  clear(): void;
}

/** The checked rows of a work table; kept across pages until cleared. */
export function useSelection(): Selection {
  const [ids, setIds] = useState<string[]>([]);
  return {
    ids,
    has: (id) => ids.includes(id),
    toggle: (id) => setIds((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id])),
    setMany: (many, on) => setIds((now) => (on ? [...new Set([...now, ...many])] : now.filter((x) => !many.includes(x)))),
    clear: () => setIds([]),
  };
}
