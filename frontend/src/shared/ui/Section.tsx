import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

/** Props of {@link Section}. */
export interface SectionProps {
  /** The heading; also the section's accessible name (a `region` landmark). */
  title: ReactNode;
  /** Small text inside the heading after the title, e.g. a count ("1개", "3건"). */
  note?: ReactNode;
  /** Right end of the heading row, e.g. "* 필수 입력" or a checkbox. */
  aside?: ReactNode;
  /**
   * 'rule' (default): the heading over a dark rule, content below (shop forms and receipts);
   * 'card': a white bordered card with a head bar (console); 'divided': blocks of one form
   * separated by hairlines, the first without one (sign-up).
   */
  variant?: 'rule' | 'card' | 'divided';
  /** Wraps the content in the card's padding (variant 'card'; tables go edge to edge without it). */
  padded?: boolean;
  /** id of the heading, when something else refers to it (default: generated). */
  headingId?: string;
  className?: string;
  children: ReactNode;
}

/** A titled section of a page: `<section>` named by its `<h2>`, in one of the shop's looks. */
export function Section({ title, note, aside, variant = 'rule', padded, headingId, className, children }: SectionProps) {
  const autoId = useId();
  const id = headingId ?? autoId;
  return (
    <section className={[styles[variant], className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
          {note !== undefined && note !== null && (
            <>
              {' '}
              <span className={styles.note}>{note}</span>
            </>
          )}
        </h2>
        {aside}
      </div>
      {padded ? <div className={styles.body}>{children}</div> : children}
    </section>
  );
}
