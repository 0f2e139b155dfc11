import { Link } from '@tanstack/react-router';
import type { PurchaseView, StatisticsPreset } from '@shop/contracts';
import styles from './reporting.module.css';

/** Where a dashboard figure leads: a purchase view (optionally for order days), the member list for join days, the statistics, or the unanswered product inquiries, centre questions or members' 1:1 inquiries. */
export type FigureTarget =
  | { kind: 'purchases'; view: PurchaseView; from?: string; to?: string }
  | { kind: 'users'; from: string; to: string }
  | { kind: 'statistics'; preset?: StatisticsPreset }
  | { kind: 'inquiries' }
  | { kind: 'questions' }
  | { kind: 'memberInquiries' };

/** One dashboard figure: its label, the value as shown (with 건, 명 or 원), an optional second line and link. */
export interface Figure {
  label: string;
  value: string;
  sub?: string;
  to?: FigureTarget;
  /** Work is waiting: the value is marked. */
  attention?: boolean;
}

function Body({ figure }: { figure: Figure }) {
  return (
    <>
      <span className={styles.tileLabel}>{figure.label}</span>
      <strong className={figure.attention ? `${styles.tileValue} ${styles.attention}` : styles.tileValue}>{figure.value}</strong>
      {figure.sub && <span className={styles.tileSub}>{figure.sub}</span>}
    </>
  );
}

/** A dashboard tile; a link to its list when the figure has a target the operator reaches. */
export function FigureTile({ figure }: { figure: Figure }) {
  const to = figure.to;
  const body = <Body figure={figure} />;
  return (
    <li className={styles.tileItem}>
      {!to ? (
        <div className={styles.tile}>{body}</div>
      ) : to.kind === 'purchases' ? (
        <Link to="/console/purchases/$view" params={{ view: to.view }} search={{ from: to.from, to: to.to }} className={`${styles.tile} ${styles.tileLink}`}>
          {body}
        </Link>
      ) : to.kind === 'users' ? (
        <Link to="/console/users" search={{ from: to.from, to: to.to }} className={`${styles.tile} ${styles.tileLink}`}>
          {body}
        </Link>
      ) : to.kind === 'inquiries' ? (
        <Link to="/console/shop/inquires" search={{ status: 'ANSWER_AWAITING' }} className={`${styles.tile} ${styles.tileLink}`}>
          {body}
        </Link>
      ) : to.kind === 'memberInquiries' ? (
        <Link to="/console/inquiries" search={{ status: 'ANSWER_AWAITING' }} className={`${styles.tile} ${styles.tileLink}`}>
          {body}
        </Link>
      ) : to.kind === 'questions' ? (
        <Link to="/console/questions" search={{ status: 'ANSWER_AWAITING' }} className={`${styles.tile} ${styles.tileLink}`}>
          {body}
        </Link>
      ) : (
        <Link to="/console/statistics" search={{ preset: to.preset }} className={`${styles.tile} ${styles.tileLink}`}>
          {body}
        </Link>
      )}
    </li>
  );
}
