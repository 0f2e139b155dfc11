import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  STATISTICS_API,
  STATISTICS_LIMITS,
  periodMonths,
  periodTable,
  previousPeriod,
  productsTable,
  type DailySalesResponse,
  type DayOfWeekSalesResponse,
  type MonthlySalesResponse,
  type ProductsSalesResponse,
  type StatisticsPeriod,
  type StatisticsTable,
  type StatisticsTableKind,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { reportingKeys } from './keys';

const get = <T>(path: string, query: Record<string, string>) => apiFetch<T>(`${STATISTICS_API}/${path}`, { query });

/**
 * One statistics table over `period` beside the previous period of the same length (contracts'
 * `previousPeriod`): GET monthlySales (the months the period touches), dailySales, dayOfWeekSales
 * or productsSales (best 10; the previous period's best 100 to compare them with), twice. The
 * rows are contracts' `periodTable` / `productsTable`, the same the Excel export writes.
 */
export async function fetchStatisticsTable(kind: StatisticsTableKind, period: StatisticsPeriod): Promise<StatisticsTable> {
  const previous = previousPeriod(period);
  switch (kind) {
    case 'monthly': {
      const [current, before] = await Promise.all([periodMonths(period), periodMonths(previous)].map((p) => get<MonthlySalesResponse>('monthlySales', p)));
      return periodTable({ kind, current: current!, previous: before! });
    }
    case 'daily': {
      const [current, before] = await Promise.all([period, previous].map((p) => get<DailySalesResponse>('dailySales', { ...p })));
      return periodTable({ kind, current: current!, previous: before! });
    }
    case 'dayOfWeek': {
      const [current, before] = await Promise.all([period, previous].map((p) => get<DayOfWeekSalesResponse>('dayOfWeekSales', { ...p })));
      return periodTable({ kind, current: current!, previous: before! });
    }
    case 'products': {
      const [current, before] = await Promise.all([
        get<ProductsSalesResponse>('productsSales', { ...period, limit: String(STATISTICS_LIMITS.productsDefault) }),
        get<ProductsSalesResponse>('productsSales', { ...previous, limit: String(STATISTICS_LIMITS.productsMax) }),
      ]);
      return productsTable(current, before);
    }
  }
}

export const statisticsTableQueryOptions = (kind: StatisticsTableKind, period: StatisticsPeriod) =>
  queryOptions({ queryKey: reportingKeys.table(kind, period), queryFn: () => fetchStatisticsTable(kind, period), staleTime: 30_000 });

/** The table, keeping the last one on screen while another period loads. */
export const useStatisticsTable = (kind: StatisticsTableKind, period: StatisticsPeriod) =>
  useQuery({ ...statisticsTableQueryOptions(kind, period), placeholderData: keepPreviousData });
