import type { DailySalesResponse, DayOfWeekSalesResponse, MonthlySalesResponse, ProductsSalesResponse, SalesFigures } from '../statistics.js';
import { formatPrice, groupThousands } from '../format.js';
import { percentChange } from './statistics-periods.js';

/**
 * The tables of the console statistics page (spec §2 console statistics, §7 Statistics), one per
 * chart, with the previous period beside each row: the page shows them under the charts and the
 * Excel export (spec §9) writes the same rows, so the two cannot differ.
 */

/** The four tables and the base of their export file names (`statistics_monthly_YYYYMMDD_HHmmss.xlsx`). */
export const STATISTICS_TABLES = {
  monthly: '월별 매출',
  daily: '일별 매출',
  dayOfWeek: '요일별 매출',
  products: '상품별 매출',
} as const;
export type StatisticsTableKind = keyof typeof STATISTICS_TABLES;

/** What a column holds: text, a count, an amount in 원, or a change in percent (null: nothing to compare with). */
export type StatisticsCellKind = 'text' | 'count' | 'money' | 'percent';

export interface StatisticsColumn {
  header: string;
  kind: StatisticsCellKind;
}

export type StatisticsCell = string | number | null;

/** A table: its columns and its rows (the last row of a period table is 합계). */
export interface StatisticsTable {
  title: string;
  columns: StatisticsColumn[];
  rows: { key: string; cells: StatisticsCell[] }[];
}

/** The answers a period table is made of: this period's and the previous period's. */
export type PeriodAnswers =
  | { kind: 'monthly'; current: MonthlySalesResponse; previous: MonthlySalesResponse }
  | { kind: 'daily'; current: DailySalesResponse; previous: DailySalesResponse }
  | { kind: 'dayOfWeek'; current: DayOfWeekSalesResponse; previous: DayOfWeekSalesResponse };

const FIGURE_COLUMNS: StatisticsColumn[] = [
  { header: '주문 수', kind: 'count' },
  { header: '주문 금액', kind: 'money' },
  { header: '매출 건수', kind: 'count' },
  { header: '매출액', kind: 'money' },
  { header: '이전 기간 매출액', kind: 'money' },
  { header: '증감률', kind: 'percent' },
];

const figureCells = (f: SalesFigures, previous: SalesFigures | undefined): StatisticsCell[] => [
  f.placedCount,
  f.placedAmount,
  f.salesCount,
  f.salesAmount,
  previous ? previous.salesAmount : null,
  previous ? percentChange(f.salesAmount, previous.salesAmount) : null,
];

/** A row label of each period table: the month, the day, or the day of the week (요일). */
function labelled(answers: PeriodAnswers): { label: string; figures: SalesFigures }[][] {
  switch (answers.kind) {
    case 'monthly':
      return [answers.current.months, answers.previous.months].map((rows) => rows.map((r) => ({ label: r.month, figures: r })));
    case 'daily':
      return [answers.current.days, answers.previous.days].map((rows) => rows.map((r) => ({ label: r.date, figures: r })));
    case 'dayOfWeek':
      return [answers.current.days, answers.previous.days].map((rows) => rows.map((r) => ({ label: `${r.label}요일`, figures: r })));
  }
}

const FIRST_HEADER: Record<PeriodAnswers['kind'], string> = { monthly: '월', daily: '일자', dayOfWeek: '요일' };

/**
 * A period table: one row per month, day or day of the week of this period beside the row at the
 * same place in the previous period (the n-th day with the n-th day; the same day of the week),
 * then 합계 with both periods' totals. Sales amounts are the statistics' (paid, not canceled, less refunds), 원.
 */
export function periodTable(answers: PeriodAnswers): StatisticsTable {
  const [current, previous] = labelled(answers);
  const rows = current!.map((row, i) => ({ key: row.label, cells: [row.label, ...figureCells(row.figures, previous![i]?.figures)] }));
  rows.push({ key: 'total', cells: ['합계', ...figureCells(answers.current.total, answers.previous.total)] });
  return { title: STATISTICS_TABLES[answers.kind], columns: [{ header: FIRST_HEADER[answers.kind], kind: 'text' }, ...FIGURE_COLUMNS], rows };
}

/** The products table: this period's best sellers, each with its sales amount in the previous period (null when it sold nothing there). */
export function productsTable(current: ProductsSalesResponse, previous: ProductsSalesResponse): StatisticsTable {
  const before = new Map(previous.products.map((p) => [p.productId, p.salesAmount]));
  return {
    title: STATISTICS_TABLES.products,
    columns: [
      { header: '순위', kind: 'count' },
      { header: '상품코드', kind: 'text' },
      { header: '상품명', kind: 'text' },
      { header: '판매 수량', kind: 'count' },
      { header: '주문 수', kind: 'count' },
      { header: '매출액', kind: 'money' },
      { header: '이전 기간 매출액', kind: 'money' },
      { header: '증감률', kind: 'percent' },
    ],
    rows: current.products.map((p) => {
      const prev = before.get(p.productId);
      return {
        key: p.productId,
        cells: [p.rank, p.code, p.name, p.amount, p.orderCount, p.salesAmount, prev ?? null, prev === undefined ? null : percentChange(p.salesAmount, prev)],
      };
    }),
  };
}

/** A cell as the page shows it: counts and amounts with thousand separators (amounts with 원), changes signed with %, '-' for nothing. */
export function formatStatisticsCell(kind: StatisticsCellKind, value: StatisticsCell): string {
  if (value === null) return '-';
  if (typeof value === 'string') return value;
  if (kind === 'money') return formatPrice(value);
  if (kind === 'percent') return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
  return groupThousands(value);
}
