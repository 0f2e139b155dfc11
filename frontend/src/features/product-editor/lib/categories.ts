import type { Category } from '@shop/contracts';

/** Every category of the tree as a select choice, indented by depth ("— 세면대"), by its id. */
export function categoryChoices(tree: Category[]): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (nodes: Category[], depth: number) => {
    for (const c of nodes) {
      out.push({ value: c._id, label: `${'— '.repeat(depth)}${c.name}` });
      walk(c.children ?? [], depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}
