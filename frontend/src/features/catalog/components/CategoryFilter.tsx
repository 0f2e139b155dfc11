import type { Category } from '@shop/contracts';
import { findCategory, useCategoryTree } from '../../../shared/api/categories';
import { AppLink, Skeleton } from '../../../shared/ui';
import styles from './CategoryFilter.module.css';

/** Category chips (roots) and the selected root's children; each links to /shop?category={code}. */
export function CategoryFilter({ selected }: { selected?: string }) {
  const { data: tree, isPending } = useCategoryTree();
  if (isPending) {
    return (
      <div className={styles.roots} aria-hidden>
        {[72, 88, 64, 96].map((w, i) => (
          <Skeleton key={i} width={w} height={36} radius={18} />
        ))}
      </div>
    );
  }
  if (!tree?.length) return null;
  const hit = selected ? findCategory(tree, selected) : null;
  const root: Category | undefined = hit ? (hit.parents[0] ?? hit.category) : undefined;
  const children = root?.children ?? [];

  return (
    <nav className={styles.filter} aria-label="카테고리">
      <ul className={styles.roots}>
        <li>
          <AppLink to="/shop/products" className={styles.chip} aria-current={!selected ? 'page' : undefined}>
            전체
          </AppLink>
        </li>
        {tree.map((c) => (
          <li key={c._id}>
            <AppLink to={`/shop?category=${encodeURIComponent(c.code)}`} className={styles.chip} aria-current={root?.code === c.code ? 'page' : undefined}>
              {c.name}
            </AppLink>
          </li>
        ))}
      </ul>
      {root && children.length > 0 && (
        <ul className={styles.children}>
          <li>
            <AppLink to={`/shop?category=${encodeURIComponent(root.code)}`} className={styles.child} aria-current={selected === root.code ? 'page' : undefined}>
              {root.name} 전체
            </AppLink>
          </li>
          {children.map((c) => (
            <li key={c._id}>
              <AppLink
                to={`/shop?category=${encodeURIComponent(c.code)}`}
                className={styles.child}
                aria-current={selected === c.code || hit?.parents.some((p) => p.code === c.code) ? 'page' : undefined}
              >
                {c.name}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
