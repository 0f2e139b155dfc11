import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatDate } from '@shop/contracts';
import { Badge, Tabs, buttonClassName } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { consolePagesQueryOptions } from '../api/console';
import { PAGE_AREAS, pageAreaOf, type PageArea } from '../lib/page-areas';
import styles from './page-editor.module.css';

/**
 * /console/pages: every page of the brand site (ideas, company, info) with its address, title,
 * whether the site shows it and its last change; search by title or address and area tabs in the URL.
 */
export function ConsolePagesPage({ searchValue, area }: { searchValue: string; area: PageArea | '' }) {
  const navigate = useNavigate();
  const query = useQuery(consolePagesQueryOptions());
  const go = (next: { searchValue?: string; area?: PageArea | '' }) =>
    navigate({ to: '/console/pages', search: { searchValue: (next.searchValue ?? searchValue) || undefined, area: (next.area ?? area) || undefined } });
  const words = searchValue.trim().toLowerCase();
  const shown = (query.data ?? []).filter((p) => (!area || pageAreaOf(p.path) === area) && (!words || `${p.title} ${p.path}`.toLowerCase().includes(words)));

  return (
    <>
      <WorkPageHead crumb="사이트 관리" title="페이지" count={shown.length}>
        <Link to="/console/pages/create" className={buttonClassName('primary', 'sm')}>
          페이지 등록
        </Link>
      </WorkPageHead>
      <section className={t.card} aria-label="페이지 목록">
        <WorkSearch id="page-search" label="페이지 검색" placeholder="제목, 주소로 검색" value={searchValue} onSearch={(v) => void go({ searchValue: v })} />
        <div className={styles.filters}>
          <Tabs tabs={PAGE_AREAS} value={area} onChange={(a) => void go({ area: a })} label="영역" variant="pill" />
        </div>
        <QueryView query={query} what="페이지" isEmpty={() => shown.length === 0} empty={words || area ? '검색 결과가 없습니다' : '등록된 페이지가 없습니다'}>
          {() => (
            <WorkTable
              head={['주소', '제목', '노출', '수정일', '보기']}
              rows={shown.map((p) => ({
                key: p.path,
                cells: [
                  <Link key="p" to="/console/pages/edit" search={{ path: p.path }}>
                    {p.path}
                  </Link>,
                  p.title,
                  <Badge key="s" tone={p.shows ? 'dark' : 'outline'}>
                    {p.shows ? '노출' : '숨김'}
                  </Badge>,
                  formatDate(p.updatedAt),
                  p.shows ? (
                    <a key="v" href={p.path} target="_blank" rel="noopener noreferrer" aria-label={`${p.title} 사이트에서 보기`}>
                      사이트에서 보기
                    </a>
                  ) : (
                    '—'
                  ),
                ],
              }))}
            />
          )}
        </QueryView>
      </section>
    </>
  );
}
