import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { BANNER_SLOTS, BANNER_SLOT_TEXT, PERIOD_STATUS_TEXT, type ConsoleBanner, type PeriodStatus } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { AppLink, Badge, Button, ConfirmDialog, Pagination, Tabs, buttonClassName } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { CONTENT_PAGE_SIZE, consoleBannersQueryOptions, useDeleteBanner, type BannerFilter } from '../api/banners';
import { periodText } from '../lib/period';
import { parseSlot } from '../lib/search';
import styles from './content.module.css';

const SLOT_TABS = [{ value: '', label: '전체 위치' }, ...BANNER_SLOTS.map((s) => ({ value: s, label: BANNER_SLOT_TEXT[s] }))];
const STATUS_TABS: { value: PeriodStatus | ''; label: string }[] = [
  { value: '', label: '전체' },
  { value: 'running', label: PERIOD_STATUS_TEXT.running },
  { value: 'upcoming', label: PERIOD_STATUS_TEXT.upcoming },
  { value: 'ended', label: PERIOD_STATUS_TEXT.ended },
];

/** /console/banners (spec §2 console banners; §6 admin02 and console): every banner with search, slot and state filters and paging in the URL. */
export function BannersConsolePage(filter: BannerFilter) {
  const { page, searchValue, code, status } = filter;
  const navigate = useNavigate();
  const query = useQuery(consoleBannersQueryOptions(filter));
  const remove = useDeleteBanner();
  const deleting = useConfirmed<ConsoleBanner>((b) => remove.mutateAsync(b));
  const go = (next: Partial<BannerFilter>) =>
    navigate({
      to: '/console/banners',
      search: {
        page: next.page ?? 1,
        searchValue: (next.searchValue ?? searchValue) || undefined,
        code: parseSlot(next.code ?? code),
        status: (next.status ?? status) || undefined,
      },
    });

  return (
    <>
      <WorkPageHead crumb="사이트 관리" title="배너" count={query.data?.summary.totalCount}>
        {BANNER_SLOTS.map((slot) => (
          <Link key={slot} to="/console/main/banner/$code" params={{ code: slot }} className={buttonClassName('secondary', 'sm')}>
            {BANNER_SLOT_TEXT[slot]} 순서
          </Link>
        ))}
        <Link to="/console/banners/create" className={buttonClassName('primary', 'sm')}>
          배너 등록
        </Link>
      </WorkPageHead>
      <section className={t.card} aria-label="배너 목록">
        <WorkSearch
          id="banner-search"
          label="배너 검색"
          placeholder="제목, 내용, 핫스팟 이름으로 검색"
          value={searchValue}
          onSearch={(v) => void go({ searchValue: v })}
        />
        <div className={styles.filters}>
          <Tabs tabs={SLOT_TABS} value={code} onChange={(c) => void go({ code: c })} label="배너 위치" variant="pill" />
          <Tabs tabs={STATUS_TABS} value={status} onChange={(s) => void go({ status: s })} label="노출 기간" variant="pill" />
        </div>
        <QueryView
          query={query}
          what="배너"
          isEmpty={(d) => d.banners.length === 0}
          empty={searchValue || code || status ? '검색 결과가 없습니다' : '등록된 배너가 없습니다'}
        >
          {(data) => (
            <>
              <WorkTable
                head={['위치', '순서', '이미지', '제목', '기간', '상태', '노출', '핫스팟', '관리']}
                numeric={[1, 7]}
                rows={data.banners.map((b) => ({
                  key: b._id,
                  cells: [
                    BANNER_SLOT_TEXT[b.code as (typeof BANNER_SLOTS)[number]] ?? b.code,
                    b.index,
                    b.image ? <img key="i" src={b.image.url} alt="" className={styles.thumb} /> : '없음',
                    <AppLink key="t" to={`/console/banners/${encodeURIComponent(b._id)}`}>
                      {b.subject || '(제목 없음)'}
                    </AppLink>,
                    periodText(b),
                    <Badge key="s" tone={b.status === 'running' ? 'dark' : 'outline'}>
                      {PERIOD_STATUS_TEXT[b.status]}
                    </Badge>,
                    b.shows ? '노출' : '숨김',
                    b.items.length,
                    <span key="a" className={t.rowActions}>
                      <Button size="sm" variant="ghost" onClick={() => deleting.ask(b)} aria-label={`${b.subject || b._id} 삭제`}>
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
      <ConfirmDialog
        open={deleting.asking !== null}
        title="배너 삭제"
        message={`'${deleting.asking?.subject || '제목 없는'}' 배너를 삭제하시겠습니까? 삭제한 배너는 되돌릴 수 없습니다.`}
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={deleting.cancel}
        onConfirm={() => void deleting.confirm()}
      />
    </>
  );
}
