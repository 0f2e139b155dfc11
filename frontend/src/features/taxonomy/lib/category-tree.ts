import type { ConsoleCategory } from '@shop/contracts';

/** A category of the console tree with its children, ordered by index. */
export interface CategoryNode extends ConsoleCategory {
  children: CategoryNode[];
}

/** Nests the console's flat category list (spec §3 Category `_parent`) into trees, siblings by index. */
export function nestCategories(flat: ConsoleCategory[]): CategoryNode[] {
  const nodes = new Map(flat.map((c) => [c._id, { ...c, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node._parent ? nodes.get(node._parent) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort((a, b) => a.index - b.index || a.name.localeCompare(b.name, 'ko'));
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** The ids of `siblings` with the one at `from` moved by `step` (-1 up, +1 down); null when it cannot move that way. */
export function swapped(siblings: { _id: string }[], from: number, step: -1 | 1): string[] | null {
  const to = from + step;
  if (to < 0 || to >= siblings.length) return null;
  const ids = siblings.map((s) => s._id);
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/** Choices of a new parent for `self`: the roots option and every category outside its own sub-tree, indented by depth. */
export function parentChoices(flat: ConsoleCategory[], self: ConsoleCategory): { value: string; label: string }[] {
  const out = [{ value: '', label: '(최상위)' }];
  const walk = (nodes: CategoryNode[], depth: number) => {
    for (const n of nodes) {
      if (n._id === self._id) continue;
      out.push({ value: n._id, label: `${'— '.repeat(depth)}${n.name}` });
      walk(n.children, depth + 1);
    }
  };
  walk(nestCategories(flat), 0);
  return out;
}
