import { useNavigate } from '@tanstack/react-router';
import { STATISTICS_MESSAGES, STATISTICS_TABLES, previousPeriod, seoulToday, type StatisticsTableKind } from '@shop/contracts';
import { WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { periodOf, type StatisticsSearch } from '../lib/statistics-search';
import { StatisticsRange } from './StatisticsRange';
import { StatisticsSection } from './StatisticsSection';
import styles from './reporting.module.css';

const KINDS = Object.keys(STATISTICS_TABLES) as StatisticsTableKind[];

/**
 * /console/statistics (spec §2 console statistics, §7 Statistics): the range (presets or custom
 * days, in the URL) and, for the monthly, daily, day-of-week and product sales, a chart of this
 * period against the previous one of the same length, the table under it and its Excel export.
 */
export function StatisticsPage({ search }: { search: StatisticsSearch }) {
  const navigate = useNavigate();
  const period = periodOf(search, seoulToday(new Date()));
  const previous = period && previousPeriod(period);
  return (
    <>
      <WorkPageHead crumb="통계" title="매출 통계" />
      <section className={t.card} aria-label="조회 기간">
        <StatisticsRange search={search} period={period} onChange={(next) => void navigate({ to: '/console/statistics', search: next, replace: true })} />
        {period && previous ? (
          <p className={styles.periodText}>
            조회 기간 {period.from} ~ {period.to} · 비교 기간 {previous.from} ~ {previous.to}
          </p>
        ) : (
          <p className={`${styles.periodText} ${styles.error}`} role="alert">
            {STATISTICS_MESSAGES.PERIOD} (1일부터 366일까지)
          </p>
        )}
      </section>
      {period && KINDS.map((kind) => <StatisticsSection key={kind} kind={kind} period={period} />)}
    </>
  );
}
