import type { Readable } from 'node:stream';
import { excel, xlsxStream } from '../../../platform/files/xlsx.js';
import {
  COURIERS,
  INVOICE_UPLOAD_COLUMNS,
  ORDER_STATUS_TEXT,
  PAYMENT_METHOD_TEXT,
  PURCHASE_EXPORT_HEADERS,
  formatDateTime,
  formatPhone,
  type Purchase,
} from '@shop/contracts';
import { claimText } from './purchase-filter.js';

/** Widths (in characters) of the export's columns, in the order of PURCHASE_EXPORT_HEADERS. */
const EXPORT_WIDTHS = [18, 21, 20, 12, 12, 15, 40, 24, 6, 12, 10, 14, 14, 26];

/** The cells of one purchase in the export, in the order of PURCHASE_EXPORT_HEADERS; money as numbers in 원, dates in KST. */
export function exportRow(p: Purchase): (string | number)[] {
  const option = Object.entries(p.option)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const invoice = p.invoice ? `${p.invoice.courierName} ${p.invoice.invoiceNumber}` : '';
  return [
    p.orderNumber,
    p.purchaseNumber ?? '',
    formatDateTime(p.createdAt),
    p.buyer.name,
    p.receiver?.name ?? '',
    p.receiver ? formatPhone(p.receiver.phone) : '',
    p.product.name,
    option,
    p.amount,
    p.totalPrice,
    PAYMENT_METHOD_TEXT[p.paymentMethod] ?? p.paymentMethod,
    p.orderStatusMessage || ORDER_STATUS_TEXT[p.orderStatus],
    claimText(p.claimStatus),
    invoice,
  ];
}

/**
 * The purchases export as a stream of an .xlsx workbook (exceljs' streaming writer: rows are
 * written as they come, not held as a whole workbook): one sheet 주문목록, Korean headers
 * (contracts' PURCHASE_EXPORT_HEADERS), one row per purchase. Errors end the stream with an error.
 */
export function purchasesWorkbook(purchases: Purchase[]): Readable {
  return xlsxStream('주문목록', { views: [{ state: 'frozen', ySplit: 1 }] }, (sheet) => {
    sheet.columns = PURCHASE_EXPORT_HEADERS.map((header, i) => ({ header, width: EXPORT_WIDTHS[i] }));
    sheet.getRow(1).font = { bold: true };
    sheet.getColumn(10).numFmt = '#,##0';
    for (const p of purchases) sheet.addRow(exportRow(p)).commit();
  });
}

/**
 * The invoice upload template: a sheet with the three columns the upload reads (상품주문번호,
 * 택배사, 송장번호) as text, one example row, and a second sheet listing the couriers by name
 * and code. Returns the .xlsx bytes.
 */
export async function invoiceTemplate(): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet('송장등록');
  sheet.columns = [
    { header: INVOICE_UPLOAD_COLUMNS.purchaseNumber, width: 24, style: { numFmt: '@' } },
    { header: INVOICE_UPLOAD_COLUMNS.courier, width: 16, style: { numFmt: '@' } },
    { header: INVOICE_UPLOAD_COLUMNS.invoiceNumber, width: 22, style: { numFmt: '@' } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(['20261122-042917-01', COURIERS['04'], '123456789012']);
  const couriers = workbook.addWorksheet('택배사 목록');
  couriers.columns = [
    { header: '택배사', width: 16 },
    { header: '코드', width: 10, style: { numFmt: '@' } },
  ];
  couriers.getRow(1).font = { bold: true };
  for (const [code, name] of Object.entries(COURIERS)) couriers.addRow([name, code]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
