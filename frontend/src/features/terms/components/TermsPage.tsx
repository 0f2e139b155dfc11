import { Link } from '@tanstack/react-router';
import { formatDate, isRichText } from '@shop/contracts';
import { useTerm, useTerms } from '../../../shared/api/terms';
import { LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import styles from './TermsPage.module.css';

/**
 * /terms/{code} (spec §2 public routes): the version in effect of one term, its effective date
 * and earlier versions, with links to the other terms.
 */
export function TermsPage({ code }: { code: string }) {
  const all = useTerms();
  const query = useTerm(code);
  return (
    <div className={`container ${styles.page}`}>
      <p className="eyebrow">Terms</p>
      {all.data && (
        <nav aria-label="약관 목록" className={styles.tabs}>
          {all.data.map((t) => (
            <Link
              key={t.code}
              to="/terms/$code"
              params={{ code: t.code }}
              className={styles.tab}
              activeProps={{ className: styles.active, 'aria-current': 'page' }}
            >
              {t.title}
            </Link>
          ))}
        </nav>
      )}
      {query.isPending ? (
        <LoadingBlock label="약관을 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError title="약관을 찾을 수 없습니다" error={query.error} onRetry={query.refetch} />
      ) : (
        <article aria-labelledby="terms-title">
          <h1 id="terms-title" className={styles.title}>
            {query.data.term.title}
          </h1>
          <p className={styles.meta}>
            버전 {query.data.term.version} · {formatDate(query.data.term.effectiveAt)} 시행{query.data.term.required ? ' · 필수' : ' · 선택'}
          </p>
          {isRichText(query.data.term.content) ? (
            // Safe as HTML: content's terms decider sanitises rich text on write (platform/html/rich-text.ts), deciding with the same isRichText.
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: query.data.term.content }} />
          ) : (
            <div className={`${styles.content} ${styles.plain}`}>{query.data.term.content}</div>
          )}
          {query.data.versions.length > 1 && (
            <section className={styles.history} aria-labelledby="terms-history">
              <h2 id="terms-history" className={styles.historyTitle}>
                개정 이력
              </h2>
              <ul>
                {query.data.versions.map((v) => (
                  <li key={v.version}>
                    버전 {v.version} · {formatDate(v.effectiveAt)} 시행
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
      )}
    </div>
  );
}
