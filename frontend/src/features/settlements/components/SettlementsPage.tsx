import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../../shared/ui/Button';
import { Tabs } from '../../../shared/ui/Tabs';
import { QueryView, WorkPageHead, WorkSearch } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { useExportSettlements } from '../api/export-settlements';
import { SETTLEMENT_TABS, useSettlements, type SettlementTab } from '../api/settlements';
import s from './settlements.module.css';
import { SettlementsTable } from './SettlementsTable';
import { MonthPicker } from './MonthPicker';
import { WithholdingTable } from './WithholdingTable';

/** This month in Seoul, `YYYY-MM`. */
const seoulMonth = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);

/** What the URL holds: the month (YYYY-MM), the search, the page and the tab. */
export interface SettlementsView {
  month: string;
  searchValue: string;
  page: number;
  tab: SettlementTab;
}

/**
 * /console/user-settlements (spec §2 user-settlements; §6 console only): one month's promoter
 * settlements (last month by default) with search, the month's sums, status chips and pages,
 * the month's workbook, and the withholding report with its own workbook.
 */
export function SettlementsPage(view: SettlementsView) {
  const { month, searchValue, page, tab } = view;
  const navigate = useNavigate();
  const query = useSettlements({ month, searchValue, page });
  const exporting = useExportSettlements();
  const go = (next: Partial<SettlementsView>) => {
    const v = { ...view, page: 1, ...next };
    return navigate({
      to: '/console/user-settlements',
      search: { month: v.month, searchValue: v.searchValue || undefined, page: v.page > 1 ? v.page : undefined, tab: v.tab === 'list' ? undefined : v.tab },
    });
  };
  const report = tab === 'list' ? 'settlements' : 'withholding';

  return (
    <>
      <WorkPageHead crumb="회원 관리" title="프로모터 정산" count={tab === 'list' ? query.data?.summary.totalCount : undefined} unit="명">
        <Button size="sm" variant="secondary" loading={exporting.isPending} onClick={() => exporting.mutate({ month, report })}>
          {tab === 'list' ? '정산 엑셀 다운로드' : '원천징수 엑셀 다운로드'}
        </Button>
      </WorkPageHead>
      <section className={t.card} aria-label="프로모터 정산">
        <div className={s.controls}>
          <MonthPicker value={month} latest={seoulMonth()} onChange={(next) => void go({ month: next })} />
          <Tabs tabs={SETTLEMENT_TABS} value={tab} onChange={(next) => void go({ tab: next })} label="정산 보기" variant="pill" />
        </div>
        {exporting.isError && (
          <p role="alert" className={s.error}>
            {exporting.error.message}
          </p>
        )}
        {tab === 'list' ? (
          <>
            <WorkSearch
              id="settlement-search"
              label="프로모터 검색"
              placeholder="프로모터 이름·아이디로 검색"
              value={searchValue}
              onSearch={(value) => void go({ searchValue: value })}
            />
            <QueryView
              query={query}
              what="정산 내역"
              isEmpty={(d) => d.settlements.length === 0}
              empty={searchValue ? '검색 결과가 없습니다' : '이 달의 정산 내역이 없습니다'}
            >
              {(data) => <SettlementsTable data={data} onPage={(p) => void go({ page: p })} />}
            </QueryView>
          </>
        ) : (
          <WithholdingTable month={month} />
        )}
      </section>
    </>
  );
}
