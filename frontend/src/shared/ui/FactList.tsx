import type { CSSProperties, ReactNode } from 'react';
import styles from './FactList.module.css';

/** One term and its value in a {@link FactList}. */
export interface Fact {
  /** The <dt>. */
  term: ReactNode;
  /** The <dd>. */
  value: ReactNode;
  /** React key, when `term` is not a string. */
  key?: string;
  /** Class of this row (the <div> around its <dt> and <dd>). */
  className?: string;
  /** Class of the <dd>. */
  valueClassName?: string;
}

/** Props of {@link FactList}. */
export interface FactListProps {
  /** The rows; `false`, `null` and `undefined` are skipped, for rows shown only sometimes. */
  facts: readonly (Fact | false | null | undefined)[];
  /**
   * 'rows': term at the left, value at the right (price summaries); 'grid': a term column of
   * `termWidth` px and the value beside it (order facts, product facts); 'plain': no look of its
   * own, style it with `className` and `rowClassName`.
   */
  layout?: 'rows' | 'grid' | 'plain';
  /** Width of the term column of the 'grid' layout, in px (default 88). */
  termWidth?: number;
  className?: string;
  /** Class of every row. */
  rowClassName?: string;
}

/** A description list (`<dl>` of `<div><dt/><dd/></div>` rows): facts of an order, a product, a payment. */
export function FactList({ facts, layout = 'rows', termWidth, className, rowClassName }: FactListProps) {
  const style = termWidth === undefined ? undefined : ({ '--fact-term-width': `${termWidth}px` } as CSSProperties);
  return (
    <dl className={[styles[layout], className].filter(Boolean).join(' ')} style={style}>
      {facts.map((f, i) =>
        f ? (
          <div key={f.key ?? (typeof f.term === 'string' ? f.term : i)} className={[rowClassName, f.className].filter(Boolean).join(' ') || undefined}>
            <dt>{f.term}</dt>
            <dd className={f.valueClassName}>{f.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
