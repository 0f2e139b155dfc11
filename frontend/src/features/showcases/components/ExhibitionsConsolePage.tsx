import { Link, useNavigate } from '@tanstack/react-router';
import { EXHIBITION_STATUS_TEXT, type Exhibition, type ExhibitionStatus, groupThousands } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { AppLink, Badge, Button, ConfirmDialog, Pagination, Tabs, buttonClassName } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { SHOWCASES_PAGE_SIZE, useConsoleExhibitions, useDeleteExhibition } from '../api/console';
import { periodText } from '../lib/period';
import styles from './console.module.css';

const STATUS_TABS: { value: ExhibitionStatus | ''; label: string }[] = [
  { value: '', label: '전체' },
  { value: 'running', label: EXHIBITION_STATUS_TEXT.running },
  { value: 'upcoming', label: EXHIBITION_STATUS_TEXT.upcoming },
  { value: 'ended', label: EXHIBITION_STATUS_TEXT.ended },
];

/** /console/shop/exhibitions (spec §2 console shop/exhibitions, §6 admin02 and console): every exhibition with search, state filter and paging in the URL. */
export function ExhibitionsConsolePage({ page, searchValue, status }: { page: number; searchValue: string; status: ExhibitionStatus | '' }) {
  const navigate = useNavigate();
  const query = useConsoleExhibitions({ page, searchValue, status });
  const remove = useDeleteExhibition();
  const deleting = useConfirmed<Exhibition>((e) => remove.mutateAsync(e._id));
  const go = (next: { page?: number; searchValue?: string; status?: ExhibitionStatus | '' }) =>
    navigate({
      to: '/console/shop/exhibitions',
      search: { page: next.page ?? 1, searchValue: (next.searchValue ?? searchValue) || undefined, status: (next.status ?? status) || undefined },
    });

  return (
    <>
      <WorkPageHead crumb="상품 관리" title="기획전" count={query.data?.summary.totalCount}>
        <Link to="/console/shop/exhibitions/create" className={buttonClassName('primary', 'sm')}>
          기획전 등록
        </Link>
      </WorkPageHead>
      <section className={t.card} aria-label="기획전 목록">
        <WorkSearch
          id="exhibition-search"
          label="기획전 검색"
          placeholder="제목, 요약으로 검색"
          value={searchValue}
          onSearch={(v) => void go({ searchValue: v })}
        />
        <div className={styles.filters}>
          <Tabs tabs={STATUS_TABS} value={status} onChange={(s) => void go({ status: s })} label="진행 상태" variant="pill" />
        </div>
        <QueryView
          query={query}
          what="기획전"
          isEmpty={(d) => d.exhibitions.length === 0}
          empty={searchValue || status ? '검색 결과가 없습니다' : '등록된 기획전이 없습니다'}
        >
          {(data) => (
            <>
              <WorkTable
                head={['기간', '제목', '상태', '노출', '상품 수', '관리']}
                numeric={[4]}
                rows={data.exhibitions.map((e) => ({
                  key: e._id,
                  cells: [
                    periodText(e),
                    <AppLink key="t" to={`/console/shop/exhibitions/${encodeURIComponent(e._id)}`}>
                      {e.title}
                    </AppLink>,
                    <Badge key="s" tone={e.status === 'running' ? 'dark' : 'outline'}>
                      {EXHIBITION_STATUS_TEXT[e.status]}
                    </Badge>,
                    e.shows ? '노출' : '숨김',
                    groupThousands(e._products.length),
                    <span key="a" className={t.rowActions}>
                      <Button size="sm" variant="ghost" onClick={() => deleting.ask(e)} aria-label={`${e.title} 삭제`}>
                        삭제
                      </Button>
                    </span>,
                  ],
                }))}
              />
              {data.summary.totalCount > SHOWCASES_PAGE_SIZE && (
                <div className={t.foot}>
                  <Pagination page={page} total={data.summary.totalCount} pageSize={SHOWCASES_PAGE_SIZE} onChange={(p) => void go({ page: p })} />
                </div>
              )}
            </>
          )}
        </QueryView>
      </section>
      <ConfirmDialog
        open={deleting.asking !== null}
        title="기획전 삭제"
        message={`'${deleting.asking?.title ?? ''}' 기획전을 삭제하시겠습니까? 삭제한 기획전은 되돌릴 수 없습니다.`}
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={deleting.cancel}
        onConfirm={() => void deleting.confirm()}
      />
    </>
  );
}
