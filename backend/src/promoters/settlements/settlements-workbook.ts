import type { Readable } from 'node:stream';
import { xlsxStream } from '../../platform/files/xlsx.js';

/** A column of a settlements sheet: Korean header, and whether it holds 원 amounts. */
export interface SheetColumn {
  header: string;
  money?: boolean;
}

/**
 * A one-sheet .xlsx workbook as a stream (exceljs' streaming writer, like the statistics export):
 * a title row, Korean headers, then `rows`; 원 amounts kept as numbers with thousand separators.
 * Errors end the stream with an error. Used by the settlements export and the withholding report.
 */
export function settlementsWorkbook(title: string, columns: SheetColumn[], rows: (string | number | null)[][]): Readable {
  return xlsxStream(title, { views: [{ state: 'frozen', ySplit: 2 }] }, (sheet) => {
    sheet.addRow([title]).commit();
    const head = sheet.addRow(columns.map((c) => c.header));
    head.font = { bold: true };
    head.commit();
    columns.forEach((c, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = c.money ? 14 : 20;
      if (c.money) column.numFmt = '#,##0"원"';
    });
    for (const row of rows) sheet.addRow(row.map((cell) => cell ?? '-')).commit();
  });
}
