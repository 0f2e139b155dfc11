import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { BandBanner } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { Button, ConfirmDialog, Dialog, Pagination } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { CONTENT_PAGE_SIZE, useRefreshContent } from '../api/banners';
import { ContentHistory } from '../../../shared/console/ContentHistory';
import { bandBannerAddress, consoleBandBannersQueryOptions, fetchBandBanner, useDeleteBandBanner } from '../api/others';
import { BandBannerForm } from './BandBannerForm';
import { periodText } from '../lib/period';

/** /console/band-banners (spec §2 console band-banners, §3 Band banner; §6 banners: admin02 and console): the band banners with search and paging, each edited in a dialog, deleted after a confirmation. */
export function BandBannersConsolePage({ page, searchValue }: { page: number; searchValue: string }) {
  const navigate = useNavigate();
  const query = useQuery(consoleBandBannersQueryOptions({ page, searchValue }));
  const remove = useDeleteBandBanner();
  const refresh = useRefreshContent();
  const deleting = useConfirmed<BandBanner>((p) => remove.mutateAsync(p));
  const [editing, setEditing] = useState<BandBanner | 'new' | null>(null);
  const go = (next: { page?: number; searchValue?: string }) =>
    navigate({ to: '/console/band-banners', search: { page: next.page ?? 1, searchValue: (next.searchValue ?? searchValue) || undefined } });

  return (
    <>
      <WorkPageHead crumb="사이트 관리" title="띠 배너" count={query.data?.summary.totalCount}>
        <Button size="sm" onClick={() => setEditing('new')}>
          띠 배너 등록
        </Button>
      </WorkPageHead>
      <section className={t.card} aria-label="띠 배너 목록">
        <WorkSearch
          id="band-banner-search"
          label="띠 배너 검색"
          placeholder="문구, 링크로 검색"
          value={searchValue}
          onSearch={(v) => void go({ searchValue: v })}
        />
        <QueryView
          query={query}
          what="띠 배너"
          isEmpty={(d) => d.bandBanners.length === 0}
          empty={searchValue ? '검색 결과가 없습니다' : '등록된 띠 배너가 없습니다'}
        >
          {(data) => (
            <>
              <WorkTable
                head={['위치', '순서', '이미지', '문구', '링크', '기간', '노출', '관리']}
                numeric={[1]}
                rows={data.bandBanners.map((p) => ({
                  key: p._id,
                  cells: [
                    p.code,
                    p.index,
                    p.imagePc || p.imageMb ? <img key="i" src={(p.imagePc ?? p.imageMb)!.url} alt="" width={120} /> : '없음',
                    p.text || '(문구 없음)',
                    p.href || '-',
                    periodText(p),
                    p.shows ? '노출' : '숨김',
                    <span key="a" className={t.rowActions}>
                      <Button size="sm" variant="ghost" onClick={() => setEditing(p)} aria-label={`${p.text || '띠 배너'} 수정`}>
                        수정
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => deleting.ask(p)} aria-label={`${p.text || '띠 배너'} 삭제`}>
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
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? '띠 배너 등록' : '띠 배너 수정'}
        size="lg"
        dismissible={false}
      >
        {editing !== null && (
          <BandBannerForm
            key={editing === 'new' ? 'new' : (editing.updatedAt ?? editing.createdAt)}
            bandBanner={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
        {editing !== null && editing !== 'new' && (
          <ContentHistory
            base={bandBannerAddress(editing._id)}
            what="띠 배너"
            labels={{ imagePc: 'PC 이미지', imageMb: '모바일 이미지' }}
            onRestored={async () => {
              setEditing(await fetchBandBanner(editing._id));
              await refresh();
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting.asking !== null}
        title="띠 배너 삭제"
        message="이 띠 배너를 삭제하시겠습니까? 삭제한 띠 배너는 되돌릴 수 없습니다."
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={deleting.cancel}
        onConfirm={() => void deleting.confirm()}
      />
    </>
  );
}
