import type { ReactNode } from 'react';
import { useSearchDraft } from '../hooks/use-search-draft';
import { withObjectParticle } from '../lib/josa';
import { Button } from './Button';
import { EmptyState, LoadError } from './EmptyState';
import { LoadingBlock } from './Spinner';
import t from './work-table.module.css';
import { groupThousands } from '@shop/contracts';

/**
 * The head of a console work page: a breadcrumb (text or links), the title (h1) with the number
 * of records when known (`count` with its `unit`, e.g. 명 or 건), and the page's actions on the
 * right (buttons or links, laid out in a row).
 */
export function WorkPageHead({
  crumb,
  title,
  count,
  unit = '건',
  children,
}: {
  crumb: ReactNode;
  title: ReactNode;
  count?: number;
  unit?: string;
  children?: ReactNode;
}) {
  return (
    <div className={t.pageHead}>
      <div>
        <p className={t.crumb}>{crumb}</p>
        <h1 className={t.pageTitle}>
          {title}
          {count !== undefined && (
            <span className={t.pageCount}>
              {groupThousands(count)}
              {unit}
            </span>
          )}
        </h1>
      </div>
      {children && <div className={t.actions}>{children}</div>}
    </div>
  );
}

/**
 * The search bar above a work table: a labelled search box (at most 50 characters) and a 검색
 * button, in a search landmark named by `label` (so it is told apart from the header's 상품 검색).
 * It keeps what is typed until submitted, then calls `onSearch` with it trimmed; a new `value`
 * from the URL (back, a reset) replaces what is typed.
 */
export function WorkSearch({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch(value: string): void;
}) {
  const { draft, setDraft, onSearch: submit } = useSearchDraft(value, onSearch);
  return (
    <form className={t.search} role="search" aria-label={label} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className={t.searchInput}
        type="search"
        value={draft}
        maxLength={50}
        placeholder={placeholder}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button type="submit" size="sm">
        검색
      </Button>
    </form>
  );
}

/** What QueryView needs of a TanStack query. */
interface ViewedQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: unknown;
  refetch(): unknown;
}

/**
 * One query's states in a work card: loading ("{what}을 불러오는 중입니다"), an error with a retry
 * ("{what}을 불러오지 못했습니다"), `empty` (a title such as "검색 결과가 없습니다") when
 * `isEmpty(data)`, else `children(data)`.
 */
export function QueryView<T>({
  query,
  what,
  isEmpty,
  empty,
  children,
}: {
  query: ViewedQuery<T>;
  what: string;
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <LoadingBlock label={`${withObjectParticle(what)} 불러오는 중입니다`} />;
  if (query.isError || query.data === undefined) {
    return <LoadError compact title={`${withObjectParticle(what)} 불러오지 못했습니다`} error={query.error} onRetry={query.refetch} />;
  }
  if (isEmpty?.(query.data)) return <EmptyState compact title={empty ?? `${what} 내역이 없습니다`} />;
  return <>{children(query.data)}</>;
}

/** A plain work table: `head` column titles and `rows` of cells, the columns at `numeric` right-aligned (amounts, counts). */
export function WorkTable({ head, rows, numeric = [] }: { head: string[]; rows: { key: string; cells: ReactNode[] }[]; numeric?: number[] }) {
  return (
    <div className={t.tableWrap}>
      <table className={t.table}>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={numeric.includes(i) ? t.num : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((c, i) => (
                <td key={i} className={numeric.includes(i) ? t.num : t.nowrap}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
