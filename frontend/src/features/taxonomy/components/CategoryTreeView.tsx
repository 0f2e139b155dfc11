import { useState } from 'react';
import type { CategoryNode } from '../lib/category-tree';
import styles from './taxonomy.module.css';

interface TreeProps {
  nodes: CategoryNode[];
  selectedId: string | null;
  busy: boolean;
  onSelect(node: CategoryNode): void;
  onAddChild(node: CategoryNode): void;
  /** Moves `node` one place up (-1) or down (+1) among `siblings`. */
  onStep(siblings: CategoryNode[], index: number, step: -1 | 1): void;
}

/**
 * The category tree as an ARIA tree of buttons (spec §2 console shop/categories): each category
 * expands and collapses, moves up or down among its siblings, takes a child and opens in the side
 * panel; every control is a button, so the keyboard (Tab, Enter, Space) reaches all of them.
 */
export function CategoryTreeView(props: TreeProps) {
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className={styles.tree} role="tree" aria-label="카테고리 트리">
      <Branch {...props} collapsed={collapsed} onToggle={toggle} />
    </ul>
  );
}

function Branch({ nodes, collapsed, onToggle, ...props }: TreeProps & { collapsed: Set<string>; onToggle(id: string): void }) {
  return (
    <>
      {nodes.map((node, i) => {
        const open = !collapsed.has(node._id);
        const hasChildren = node.children.length > 0;
        return (
          <li key={node._id} role="treeitem" aria-expanded={hasChildren ? open : undefined} aria-selected={props.selectedId === node._id}>
            <div className={styles.row} data-selected={props.selectedId === node._id}>
              {hasChildren ? (
                <button type="button" className={styles.toggle} aria-label={`${node.name} ${open ? '접기' : '펼치기'}`} onClick={() => onToggle(node._id)}>
                  {open ? '▾' : '▸'}
                </button>
              ) : (
                <span className={styles.spacer} aria-hidden />
              )}
              <button type="button" className={styles.name} onClick={() => props.onSelect(node)}>
                {node.color && <span className={styles.swatch} style={{ background: node.color }} aria-hidden />}
                {node.name}
                <span className={styles.meta}>
                  {node.code} · 상품 {node.productCount}개{node.shows ? '' : ' · 숨김'}
                </span>
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`${node.name} 위로`}
                disabled={props.busy || i === 0}
                onClick={() => props.onStep(nodes, i, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`${node.name} 아래로`}
                disabled={props.busy || i === nodes.length - 1}
                onClick={() => props.onStep(nodes, i, 1)}
              >
                ↓
              </button>
              <button type="button" className={styles.iconButton} aria-label={`${node.name} 하위 카테고리 추가`} onClick={() => props.onAddChild(node)}>
                +
              </button>
            </div>
            {hasChildren && open && (
              <ul role="group">
                <Branch {...props} nodes={node.children} collapsed={collapsed} onToggle={onToggle} />
              </ul>
            )}
          </li>
        );
      })}
    </>
  );
}
