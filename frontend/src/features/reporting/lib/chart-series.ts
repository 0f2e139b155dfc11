import type { StatisticsTable, StatisticsTableKind } from '@shop/contracts';

/** What a chart draws: one label per row and the sales (원) of this period and of the previous one (null: nothing to compare with). */
export interface ChartSeries {
  labels: string[];
  current: number[];
  previous: (number | null)[];
}

/** Column of the sales amount and of the previous period's, per table (see contracts' statistics tables). */
const COLUMNS: Record<StatisticsTableKind, { current: number; previous: number; label: number }> = {
  monthly: { label: 0, current: 4, previous: 5 },
  daily: { label: 0, current: 4, previous: 5 },
  dayOfWeek: { label: 0, current: 4, previous: 5 },
  products: { label: 2, current: 5, previous: 6 },
};

/** The chart's series of a table: its rows without 합계; days shown as mm-dd. */
export function chartSeries(kind: StatisticsTableKind, table: StatisticsTable): ChartSeries {
  const at = COLUMNS[kind];
  const rows = table.rows.filter((r) => r.key !== 'total');
  return {
    labels: rows.map((r) => {
      const label = String(r.cells[at.label] ?? '');
      return kind === 'daily' ? label.slice(5) : label;
    }),
    current: rows.map((r) => Number(r.cells[at.current] ?? 0)),
    previous: rows.map((r) => (typeof r.cells[at.previous] === 'number' ? (r.cells[at.previous] as number) : null)),
  };
}
