import { lazy, Suspense } from 'react';
import { formatStatisticsCell, type StatisticsPeriod, type StatisticsTable, type StatisticsTableKind } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { QueryView, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { useExportStatistics } from '../api/export-statistics';
import { useStatisticsTable } from '../api/get-statistics-table';
import { chartSeries } from '../lib/chart-series';
import styles from './reporting.module.css';

// ECharts is loaded only when a statistics chart is drawn: never in the shop's or other console pages' scripts.
const SalesChart = lazy(() => import('./SalesChart'));

/** The 합계 row's sales against the previous period, as a line above the chart. */
function Summary({ table }: { table: StatisticsTable }) {
  const total = table.rows.find((r) => r.key === 'total');
  if (!total) return null;
  const cell = (i: number) => formatStatisticsCell(table.columns[i]!.kind, total.cells[i]!);
  const change = total.cells[6];
  return (
    <p className={styles.summary}>
      <span>매출 {cell(4)}</span>
      <span>이전 기간 {cell(5)}</span>
      <span className={typeof change === 'number' ? (change < 0 ? t.minus : t.plus) : undefined}>증감 {cell(6)}</span>
    </p>
  );
}

/** One statistics table as a card: title, summary, the chart (this period and the previous one), the table and its Excel export. */
export function StatisticsSection({ kind, period }: { kind: StatisticsTableKind; period: StatisticsPeriod }) {
  const query = useStatisticsTable(kind, period);
  const exporter = useExportStatistics();
  const title = query.data?.title;
  return (
    <section className={t.card} aria-labelledby={`stat-${kind}`}>
      <div className={styles.sectionHead}>
        <h2 id={`stat-${kind}`} className={styles.sectionTitle}>
          {title ?? '매출'}
        </h2>
        {query.data && <Summary table={query.data} />}
        <Button
          size="sm"
          variant="secondary"
          loading={exporter.isPending}
          disabled={!query.data}
          onClick={() => exporter.mutate({ kind, period }, { onError: alertError })}
        >
          엑셀 다운로드
        </Button>
      </div>
      <QueryView query={query} what="매출 통계" isEmpty={(table) => table.rows.length === 0} empty="조회 기간에 판매된 상품이 없습니다">
        {(table) => (
          <>
            <div className={styles.chartBox}>
              <Suspense fallback={<LoadingBlock label="차트를 불러오는 중입니다" />}>
                <SalesChart kind={kind} series={chartSeries(kind, table)} label={`${table.title} 차트`} />
              </Suspense>
            </div>
            <div className={styles.tableBox}>
              <WorkTable
                head={table.columns.map((c) => c.header)}
                numeric={table.columns.flatMap((c, i) => (c.kind === 'text' ? [] : [i]))}
                rows={table.rows.map((r) => ({ key: r.key, cells: r.cells.map((c, i) => formatStatisticsCell(table.columns[i]!.kind, c)) }))}
              />
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
