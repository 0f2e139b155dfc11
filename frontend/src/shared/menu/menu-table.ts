/** A titled group of a menu: the entries under one heading. */
export interface MenuGroup<Entry> {
  title: string;
  entries: readonly Entry[];
}

/** A menu written as a table: its groups in the order they are shown. */
export type MenuTable<Entry> = readonly MenuGroup<Entry>[];

/**
 * The menu someone sees: each group with only the entries `shows` accepts, and no group left
 * empty. Returns a new table; `table` is not changed.
 */
export function visibleMenu<Entry>(table: MenuTable<Entry>, shows: (entry: Entry) => boolean): MenuGroup<Entry>[] {
  return table.map((group) => ({ ...group, entries: group.entries.filter(shows) })).filter((group) => group.entries.length > 0);
}
