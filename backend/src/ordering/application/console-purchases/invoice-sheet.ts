import type ExcelJS from 'exceljs';
import { excel } from '../../../platform/files/xlsx.js';
import { INVOICE_UPLOAD_COLUMNS, MAX_BULK_PURCHASES, PURCHASE_FILE_MESSAGES, courierCodeOf, type BulkRowResult, type CourierCode } from '@shop/contracts';

/** One filled row of an uploaded invoice sheet, with its Excel row number. */
export interface InvoiceSheetRow {
  row: number;
  purchaseNumber: string;
  courierCode: CourierCode;
  invoiceNumber: string;
}

/** What an invoice sheet holds: rows to register, and rows refused before that (unknown courier), each with its row number. */
export interface InvoiceSheet {
  rows: InvoiceSheetRow[];
  refused: BulkRowResult[];
}

/** Why a sheet as a whole cannot be read (no workbook, headers missing, no rows, too many rows): a Korean message. */
export class InvoiceSheetError extends Error {}

/** A cell's text as shown (numbers typed into the cell included), trimmed. */
function cellText(cell: ExcelJS.Cell): string {
  return (cell.text ?? '').toString().trim();
}

/**
 * Reads the first sheet of an uploaded .xlsx: finds the columns 상품주문번호, 택배사 and 송장번호
 * by their headers in the first row (any order, other columns ignored), skips empty rows, and
 * turns the courier (a name such as 'CJ대한통운' or a code such as '04', contracts' COURIERS)
 * into its code. A row with an unknown courier is refused here with its row number; purchase
 * numbers and tracking numbers are checked by the registration itself.
 * Throws {@link InvoiceSheetError} when the file is no workbook, a column is missing, or it has
 * no filled row or more than MAX_BULK_PURCHASES.
 */
export async function readInvoiceSheet(bytes: Buffer): Promise<InvoiceSheet> {
  const workbook = new (await excel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new InvoiceSheetError(PURCHASE_FILE_MESSAGES.FILE_UNREADABLE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new InvoiceSheetError(PURCHASE_FILE_MESSAGES.FILE_UNREADABLE);
  const columns: Partial<Record<keyof typeof INVOICE_UPLOAD_COLUMNS, number>> = {};
  sheet.getRow(1).eachCell((cell, col) => {
    const header = cellText(cell).replace(/\s+/g, '');
    for (const [key, name] of Object.entries(INVOICE_UPLOAD_COLUMNS)) if (header === name) columns[key as keyof typeof INVOICE_UPLOAD_COLUMNS] = col;
  });
  const { purchaseNumber, courier, invoiceNumber } = columns;
  if (!purchaseNumber || !courier || !invoiceNumber) throw new InvoiceSheetError(PURCHASE_FILE_MESSAGES.COLUMNS_MISSING);

  const sheetRows: InvoiceSheet = { rows: [], refused: [] };
  let filled = 0;
  // eachRow visits only rows that hold something, however far down a stray cell sits.
  sheet.eachRow((row, r) => {
    if (r === 1) return;
    const texts = [purchaseNumber, courier, invoiceNumber].map((c) => cellText(row.getCell(c)));
    if (texts.every((t) => t === '')) return;
    filled += 1;
    if (filled > MAX_BULK_PURCHASES) throw new InvoiceSheetError(PURCHASE_FILE_MESSAGES.TOO_MANY_ROWS);
    const [number, courierText, invoice] = texts as [string, string, string];
    const courierCode = courierCodeOf(courierText);
    if (!courierCode) sheetRows.refused.push({ key: number, row: r, ok: false, message: PURCHASE_FILE_MESSAGES.COURIER_UNKNOWN });
    else sheetRows.rows.push({ row: r, purchaseNumber: number, courierCode, invoiceNumber: invoice.replace(/\s+/g, '') });
  });
  if (filled === 0) throw new InvoiceSheetError(PURCHASE_FILE_MESSAGES.NO_ROWS);
  return sheetRows;
}
