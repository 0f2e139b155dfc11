import { useMutation } from '@tanstack/react-query';
import { API } from '@shop/contracts';
import { apiDownload } from '../../../shared/api/client';
import { saveFile } from '../../../shared/lib/save-file';
import { searchQuery } from './get-purchases';
import type { PurchaseListFilter } from './keys';

/** GET /api/console/shop/purchases/export: the view under its search, dates and order as purchases_YYYYMMDD_HHmmss.xlsx, saved by the browser. */
export async function exportPurchases({ view, sort, ...search }: Omit<PurchaseListFilter, 'page' | 'limit'>): Promise<void> {
  const { blob, fileName } = await apiDownload(`${API.console}/shop/purchases/export`, { query: { view, sort, ...searchQuery(search) } });
  saveFile(blob, fileName ?? 'purchases.xlsx');
}

/** The export as a mutation, so the button can show its progress. */
export const useExportPurchases = () => useMutation({ mutationFn: exportPurchases });
