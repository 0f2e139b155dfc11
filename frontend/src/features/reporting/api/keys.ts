import type { StatisticsPeriod, StatisticsTableKind } from '@shop/contracts';

/** Query keys of the console's reporting pages (dashboard, statistics tables). */
export const reportingKeys = {
  all: ['reporting'] as const,
  dashboard: () => [...reportingKeys.all, 'dashboard'] as const,
  table: (kind: StatisticsTableKind, period: StatisticsPeriod) => [...reportingKeys.all, 'table', kind, period.from, period.to] as const,
};
