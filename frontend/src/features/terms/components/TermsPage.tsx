import { Link } from '@tanstack/react-router';
import { formatDate, isRichText } from '@shop/contracts';
import { useTerm, useTerms } from '../../../shared/api/terms';
import { headingsFollowOutline } from '../../../shared/lib/heading-outline';
import { LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import styles from './TermsPage.module.css';

/**
 * /terms/{code} (spec §2 public routes): the version in effect of one term (or, with `version`,
 * an earlier one to read), its effective date and the versions in effect or past, each a link,
 * with links to the other terms. A version scheduled for later is not shown until its date.
 */
export function TermsPage({ code, version }: { code: string; version?: number }) {
  const all = useTerms();
  const query = useTerm(code, version);
  const inForce = query.data?.versions[0]?.version;
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
          {query.data.term.version !== inForce && (
            <p className={styles.notice} role="note">
              이전 버전의 약관입니다.{' '}
              <Link to="/terms/$code" params={{ code }}>
                현재 시행 중인 약관 보기
              </Link>
            </p>
          )}
          {isRichText(query.data.term.content) ? (
            // Safe as HTML: content's terms decider sanitises rich text on write (platform/html/rich-text.ts), deciding with the same isRichText.
            // Its headings are renumbered to follow the page's h1 (staff write from h3); the stored text is unchanged.
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: headingsFollowOutline(query.data.term.content) }} />
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
                    {v.version === query.data.term.version ? (
                      <strong aria-current="true">
                        버전 {v.version} · {formatDate(v.effectiveAt)} 시행{v.version === inForce ? ' (현재)' : ''}
                      </strong>
                    ) : (
                      <Link to="/terms/$code" params={{ code }} search={v.version === inForce ? {} : { version: v.version }} className={styles.historyLink}>
                        버전 {v.version} · {formatDate(v.effectiveAt)} 시행{v.version === inForce ? ' (현재)' : ''}
                      </Link>
                    )}
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
