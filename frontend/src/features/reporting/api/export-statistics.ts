import { useMutation } from '@tanstack/react-query';
import { STATISTICS_API, type StatisticsPeriod, type StatisticsTableKind } from '@shop/contracts';
import { apiDownload } from '../../../shared/api/client';
import { saveFile } from '../../../shared/lib/save-file';

/** GET /api/console/statistics/export: one table with its previous period as statistics_{table}_YYYYMMDD_HHmmss.xlsx (spec §9), saved by the browser. */
export async function exportStatistics({ kind, period }: { kind: StatisticsTableKind; period: StatisticsPeriod }): Promise<void> {
  const { blob, fileName } = await apiDownload(`${STATISTICS_API}/export`, { query: { table: kind, from: period.from, to: period.to } });
  saveFile(blob, fileName ?? `statistics_${kind}.xlsx`);
}

/** The export as a mutation, so the button can show its progress. */
export const useExportStatistics = () => useMutation({ mutationFn: exportStatistics });
