import { Link, useNavigate } from '@tanstack/react-router';
import type { Showroom } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { AppLink, Button, ConfirmDialog, Pagination, buttonClassName } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { SHOWCASES_PAGE_SIZE, useConsoleShowrooms, useDeleteShowroom } from '../api/console';

/** /console/shop/showrooms (spec §2 console shop/showrooms, §6 admin02 and console): every showroom, shown or hidden, with search and paging in the URL. */
export function ShowroomsConsolePage({ page, searchValue }: { page: number; searchValue: string }) {
  const navigate = useNavigate();
  const query = useConsoleShowrooms({ page, searchValue });
  const remove = useDeleteShowroom();
  const deleting = useConfirmed<Showroom>((s) => remove.mutateAsync(s.code));
  const go = (next: { page?: number; searchValue?: string }) =>
    navigate({ to: '/console/shop/showrooms', search: { page: next.page ?? 1, searchValue: (next.searchValue ?? searchValue) || undefined } });

  return (
    <>
      <WorkPageHead crumb="상품 관리" title="쇼룸" count={query.data?.summary.totalCount}>
        <Link to="/console/shop/showrooms/create" className={buttonClassName('primary', 'sm')}>
          쇼룸 등록
        </Link>
      </WorkPageHead>
      <section className={t.card} aria-label="쇼룸 목록">
        <WorkSearch
          id="showroom-search"
          label="쇼룸 검색"
          placeholder="이름, 코드, 주소로 검색"
          value={searchValue}
          onSearch={(v) => void go({ searchValue: v })}
        />
        <QueryView query={query} what="쇼룸" isEmpty={(d) => d.showrooms.length === 0} empty={searchValue ? '검색 결과가 없습니다' : '등록된 쇼룸이 없습니다'}>
          {(data) => (
            <>
              <WorkTable
                head={['코드', '이름', '주소', '연락처', '노출', '관리']}
                rows={data.showrooms.map((s) => ({
                  key: s.code,
                  cells: [
                    s.code,
                    <AppLink key="n" to={`/console/shop/showrooms/${encodeURIComponent(s.code)}`}>
                      {s.name}
                    </AppLink>,
                    s.address.address1,
                    s.phone,
                    s.shows ? '노출' : '숨김',
                    <span key="a" className={t.rowActions}>
                      <Button size="sm" variant="ghost" onClick={() => deleting.ask(s)} aria-label={`${s.name} 삭제`}>
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
        title="쇼룸 삭제"
        message={`'${deleting.asking?.name ?? ''}' 쇼룸을 삭제하시겠습니까? 삭제한 쇼룸은 되돌릴 수 없습니다.`}
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={deleting.cancel}
        onConfirm={() => void deleting.confirm()}
      />
    </>
  );
}
