import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../shared/api/client';
import { saveFile } from '../../../shared/lib/save-file';
import { SETTLEMENTS_API } from './settlements';

/**
 * GET /api/console/settlements/export (`settlements_YYYYMMDD_HHmmss.xlsx`) or
 * /withholding/export (`withholding_…`): the month's workbook, saved by the browser.
 */
export async function exportSettlements({ month, report }: { month: string; report: 'settlements' | 'withholding' }): Promise<void> {
  const path = report === 'settlements' ? `${SETTLEMENTS_API}/export` : `${SETTLEMENTS_API}/withholding/export`;
  const { blob, fileName } = await apiDownload(path, { query: { month } });
  saveFile(blob, fileName ?? `${report}.xlsx`);
}

/** The export as a mutation, so the button can show its progress. */
export const useExportSettlements = () => useMutation({ mutationFn: exportSettlements });
