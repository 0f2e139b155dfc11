import { useMemo, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { QueryView, WorkPageHead } from '../../../shared/ui/WorkPage';
import { useCategoryWrites, useConsoleCategories } from '../api/categories';
import { nestCategories, swapped, type CategoryNode } from '../lib/category-tree';
import { CategoryPanel, type CategoryPanelMode } from './CategoryPanel';
import { CategoryTreeView } from './CategoryTreeView';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';

/**
 * /console/shop/categories (spec §2 console shop/categories; §6 admin02 and console): the category
 * tree with expand/collapse, up/down reordering among siblings, a child added from any row, and
 * the side panel that adds, edits, moves and deletes.
 */
export function ConsoleCategoriesPage() {
  const query = useConsoleCategories();
  const { reorder } = useCategoryWrites();
  const [panel, setPanel] = useState<{ kind: 'add'; parentId: string | null } | { kind: 'edit'; id: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const all = useMemo(() => query.data?.categories ?? [], [query.data]);
  const tree = useMemo(() => nestCategories(all), [all]);
  // The panel reads its category from the list, so a saved change (a new name) shows in its title too.
  const mode = useMemo((): CategoryPanelMode | null => {
    if (!panel) return null;
    if (panel.kind === 'add') return { kind: 'add', parent: all.find((c) => c._id === panel.parentId) ?? null };
    const category = all.find((c) => c._id === panel.id);
    return category ? { kind: 'edit', category } : null;
  }, [panel, all]);

  const step = async (siblings: CategoryNode[], index: number, by: -1 | 1) => {
    const ids = swapped(siblings, index, by);
    if (!ids) return;
    setError(null);
    try {
      await reorder.mutateAsync({ parentId: siblings[index]!._parent, ids });
    } catch (e) {
      setError(e instanceof Error ? e.message : '순서를 바꾸지 못했습니다');
    }
  };
  const selectedId = panel?.kind === 'edit' ? panel.id : null;
  const done = (id: string | null) => setPanel(id && panel?.kind === 'edit' ? { kind: 'edit', id } : null);

  return (
    <>
      <WorkPageHead crumb="상품 관리" title="카테고리" count={query.data?.categories.length} unit="개">
        <Button size="sm" onClick={() => setPanel({ kind: 'add', parentId: null })}>
          최상위 카테고리 추가
        </Button>
      </WorkPageHead>
      <div className={styles.layout}>
        <section className={t.card} aria-label="카테고리 목록">
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <QueryView query={query} what="카테고리" isEmpty={(d) => d.categories.length === 0} empty="등록된 카테고리가 없습니다">
            {() => (
              <CategoryTreeView
                nodes={tree}
                selectedId={selectedId}
                busy={reorder.isPending}
                onSelect={(node) => setPanel({ kind: 'edit', id: node._id })}
                onAddChild={(node) => setPanel({ kind: 'add', parentId: node._id })}
                onStep={(siblings, i, by) => void step(siblings, i, by)}
              />
            )}
          </QueryView>
        </section>
        {mode && (
          <CategoryPanel key={mode.kind === 'edit' ? `e-${mode.category._id}` : `a-${mode.parent?._id ?? 'root'}`} mode={mode} all={all} onDone={done} />
        )}
      </div>
    </>
  );
}
