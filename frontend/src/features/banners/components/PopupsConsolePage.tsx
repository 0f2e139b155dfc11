import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PERIOD_STATUS_TEXT, type ConsolePopup } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { Badge, Button, ConfirmDialog, Dialog, Pagination } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { CONTENT_PAGE_SIZE, useRefreshContent } from '../api/banners';
import { ContentHistory } from '../../../shared/console/ContentHistory';
import { consolePopupsQueryOptions, fetchConsolePopup, popupAddress, useDeletePopup } from '../api/others';
import { periodText } from '../lib/period';
import { PopupForm } from './PopupForm';

/** /console/popups (spec §2 console popups, §3 Popup; §6 admin02 and console): the popups with search and paging, each edited in a dialog, deleted after a confirmation. */
export function PopupsConsolePage({ page, searchValue }: { page: number; searchValue: string }) {
  const navigate = useNavigate();
  const query = useQuery(consolePopupsQueryOptions({ page, searchValue }));
  const remove = useDeletePopup();
  const refresh = useRefreshContent();
  const deleting = useConfirmed<ConsolePopup>((p) => remove.mutateAsync(p));
  const [editing, setEditing] = useState<ConsolePopup | 'new' | null>(null);
  const go = (next: { page?: number; searchValue?: string }) =>
    navigate({ to: '/console/popups', search: { page: next.page ?? 1, searchValue: (next.searchValue ?? searchValue) || undefined } });

  return (
    <>
      <WorkPageHead crumb="사이트 관리" title="팝업" count={query.data?.summary.totalCount}>
        <Button size="sm" onClick={() => setEditing('new')}>
          팝업 등록
        </Button>
      </WorkPageHead>
      <section className={t.card} aria-label="팝업 목록">
        <WorkSearch id="popup-search" label="팝업 검색" placeholder="제목, 내용으로 검색" value={searchValue} onSearch={(v) => void go({ searchValue: v })} />
        <QueryView query={query} what="팝업" isEmpty={(d) => d.popups.length === 0} empty={searchValue ? '검색 결과가 없습니다' : '등록된 팝업이 없습니다'}>
          {(data) => (
            <>
              <WorkTable
                head={['제목·내용', '위치 (px)', '크기 (px)', '기간', '상태', '노출', '관리']}
                rows={data.popups.map((p) => ({
                  key: p._id,
                  cells: [
                    p.subject || (p.content ?? '').split('\n')[0],
                    `${p.left ?? 0}, ${p.top ?? 0}`,
                    `${p.width ?? '-'} × ${p.height ?? '-'}`,
                    periodText(p),
                    <Badge key="s" tone={p.status === 'running' ? 'dark' : 'outline'}>
                      {PERIOD_STATUS_TEXT[p.status]}
                    </Badge>,
                    p.shows ? '노출' : '숨김',
                    <span key="a" className={t.rowActions}>
                      <Button size="sm" variant="ghost" onClick={() => setEditing(p)}>
                        수정
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => deleting.ask(p)} aria-label={`${p.subject || '팝업'} 삭제`}>
                        삭제
                      </Button>
                    </span>,
                  ],
                }))}
              />
              {data.summary.totalCount > CONTENT_PAGE_SIZE && (
                <div className={t.foot}>
                  <Pagination page={page} total={data.summary.totalCount} pageSize={CONTENT_PAGE_SIZE} onChange={(p) => void go({ page: p })} />
                </div>
              )}
            </>
          )}
        </QueryView>
      </section>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? '팝업 등록' : '팝업 수정'} size="lg" dismissible={false}>
        {editing !== null && (
          <PopupForm
            key={editing === 'new' ? 'new' : (editing.updatedAt ?? editing.createdAt)}
            popup={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
        {editing !== null && editing !== 'new' && (
          <ContentHistory
            base={popupAddress(editing._id)}
            what="팝업"
            onRestored={async () => {
              setEditing(await fetchConsolePopup(editing._id));
              await refresh();
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting.asking !== null}
        title="팝업 삭제"
        message="이 팝업을 삭제하시겠습니까? 삭제한 팝업은 되돌릴 수 없습니다."
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={deleting.cancel}
        onConfirm={() => void deleting.confirm()}
      />
    </>
  );
}
