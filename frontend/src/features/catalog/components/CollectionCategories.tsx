import { useCategoryTree } from '../../../shared/api/categories';
import { AppLink, buttonClassName } from '../../../shared/ui';
import { COLLECTION_AREAS, type CollectionArea } from '../lib/areas';
import { collectionPathOf } from '../lib/collection-path';
import styles from './CollectionCategoryPage.module.css';

/** The categories of a collection's area as links narrowing the collection (/b/{brand}/{category}); nothing until the tree is known. */
export function CollectionCategories({ code, area }: { code: string; area: CollectionArea }) {
  const { data: tree } = useCategoryTree();
  const root = tree?.find((c) => c.code === COLLECTION_AREAS[area].category);
  if (!root || (root.children ?? []).length === 0) return null;
  return (
    <nav aria-label="카테고리별 보기" className={styles.chips}>
      {root.children!.map((c) => (
        <AppLink key={c.code} to={collectionPathOf(code, [c.code])} className={buttonClassName('secondary', 'sm')}>
          {c.name}
        </AppLink>
      ))}
    </nav>
  );
}
