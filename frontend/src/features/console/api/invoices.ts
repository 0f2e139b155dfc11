import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type BulkResponse, type CourierCode, type OrderChangedResponse } from '@shop/contracts';
import { apiDownload, apiFetch } from '../../../shared/api/client';
import { consoleKeys } from './keys';

/** One invoice: the line's purchase number, the courier and the tracking number. */
export interface InvoiceRow {
  purchaseNumber: string;
  courierCode: CourierCode;
  invoiceNumber: string;
}

/** PUT /api/console/shop/invoices/{purchaseNumber}: a line being prepared gets its invoice and ships (배송중). */
export function registerInvoice({ purchaseNumber, ...body }: InvoiceRow): Promise<OrderChangedResponse> {
  return apiFetch<OrderChangedResponse>(`${API.console}/shop/invoices/${encodeURIComponent(purchaseNumber)}`, { method: 'PUT', body });
}

/** PUT /api/console/shop/invoices: many invoices at once, answered per row. */
export function registerInvoices(rows: InvoiceRow[]): Promise<BulkResponse> {
  return apiFetch<BulkResponse>(`${API.console}/shop/invoices`, { method: 'PUT', body: { rows } });
}

/** POST /api/console/shop/invoices/upload: the invoices of an Excel sheet, answered per row with the sheet's row numbers. */
export function uploadInvoices(file: File): Promise<BulkResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<BulkResponse>(`${API.console}/shop/invoices/upload`, { method: 'POST', body });
}

/** GET /api/console/shop/invoices/template: the sheet to fill for the upload. */
export const downloadInvoiceTemplate = () => apiDownload(`${API.console}/shop/invoices/template`);

/** Invoices of the selected rows (registerInvoices) or of an uploaded sheet (uploadInvoices); refreshes the purchase lists and orders. */
export function useInvoices() {
  const qc = useQueryClient();
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: consoleKeys.purchases() }), qc.invalidateQueries({ queryKey: consoleKeys.orders() })]);
  return {
    many: useMutation({ mutationFn: registerInvoices, onSuccess: refresh }),
    upload: useMutation({ mutationFn: uploadInvoices, onSuccess: refresh }),
    one: useMutation({ mutationFn: registerInvoice, onSuccess: refresh }),
  };
}
