import { useState } from 'react';
import { formatDate, isRichText, type Term } from '@shop/contracts';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { LoadError } from '../../../shared/ui/EmptyState';
import { Skeleton } from '../../../shared/ui/Spinner';
import { useTerms } from '../../../shared/api/terms';
import styles from './identity.module.css';

/** One term: its checkbox, version and an expandable full text. */
function TermRow({ term, checked, onToggle }: { term: Term; checked: boolean; onToggle(on: boolean): void }) {
  const [open, setOpen] = useState(false);
  const bodyId = `term-${term.code}`;
  const label = `${term.title} 동의 (${term.required ? '필수' : '선택'})`;
  return (
    <li className={styles.termsItem}>
      <div className={styles.termsRow}>
        <Checkbox name={`term-${term.code}`} label={label} checked={checked} onChange={(e) => onToggle(e.target.checked)} />
        <button type="button" className={styles.termsLink} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {open ? '접기' : '전문 보기'}
          <span className="visually-hidden"> ({term.title})</span>
        </button>
      </div>
      {open && (
        <div id={bodyId} className={styles.termsBody} role="region" aria-label={`${term.title} 전문`} tabIndex={0}>
          <p className={styles.termsVersion}>
            버전 {term.version} · {formatDate(term.effectiveAt)} 시행
          </p>
          {isRichText(term.content) ? (
            // Safe as HTML: content's terms decider sanitises rich text on write (platform/html/rich-text.ts), deciding with the same isRichText.
            <div className={styles.termsText} dangerouslySetInnerHTML={{ __html: term.content }} />
          ) : (
            <div className={styles.termsText}>{term.content}</div>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The sign-up's terms (spec §3 User sign-up `_terms`, §7 Terms): the versions in effect from
 * GET /api/v1/terms, each with its required flag and an expandable full text, and "전체 동의".
 */
export function JoinTerms({ agreed, onChange }: { agreed: string[]; onChange(codes: string[]): void }) {
  const query = useTerms();
  if (query.isPending) return <Skeleton width="100%" height={160} />;
  if (query.isError) return <LoadError compact title="약관을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />;
  const codes = query.data.map((t) => t.code);
  const all = codes.every((c) => agreed.includes(c));
  const toggle = (code: string, on: boolean) => onChange(on ? [...new Set([...agreed, code])] : agreed.filter((c) => c !== code));
  return (
    <div className={styles.terms}>
      <div className={styles.termsAll}>
        <Checkbox name="terms-all" label="전체 동의합니다" checked={all} onChange={(e) => onChange(e.target.checked ? codes : [])} />
      </div>
      <ul className={styles.termsList}>
        {query.data.map((term) => (
          <TermRow key={term.code} term={term} checked={agreed.includes(term.code)} onToggle={(on) => toggle(term.code, on)} />
        ))}
      </ul>
    </div>
  );
}
